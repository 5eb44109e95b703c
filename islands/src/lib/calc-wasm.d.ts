// Typings for the wasm-bindgen glue in src/wasm/<module>/calc_wasm.js
// (generated with --no-typescript, git-ignored). Every calculator module has
// the same surface; the solver module exports `solve` alone. Keep in step
// with calc-wasm/core/src/wasm.rs.
declare module '*/calc_wasm.js' {
  /**
   * `spec`: a CalcSpec; `given`: `{inputId: text}`; `lang`: the page's
   * language; `only`: one output id, to have that output alone. Returns
   * `{ok: outputs}` or `{error: {input, code, ...params}}` as plain objects.
   */
  export function evaluate(spec: unknown, given: Record<string, string>, lang: string, only?: string): unknown;
  /**
   * The solver module only (calc-wasm/modules/solver). Solve for a field:
   * the value of number input `input` that makes output `output` equal
   * `target` (number text in the page's style), evaluating the calculator
   * with `evaluate` (the page's module's, for `spec` and `lang`; `only` the
   * output it needs). `shown`: the page's currency symbol (a target may be
   * typed with it), the decimals of the grid the input's value is given on
   * and those the output is shown with. Returns
   * `{ok: {solution, inputText, target, outputs}}` or `{error: ...}` as `evaluate`.
   */
  export function solve(
    spec: unknown,
    given: Record<string, string>,
    lang: string,
    input: string,
    output: string,
    target: string,
    shown: { currency: string; grid?: number; decimals?: number },
    evaluate: (given: Record<string, string>, only: string) => unknown,
  ): unknown;
  /** Instantiates the module synchronously (tests, Node). */
  export function initSync(options: { module: BufferSource | WebAssembly.Module }): unknown;
  /** Fetches and instantiates the module; by default from the .wasm next to the glue. */
  export default function init(options?: {
    module_or_path?: RequestInfo | URL | Response | BufferSource | WebAssembly.Module;
  }): Promise<unknown>;
  /**
   * The hash module only (calc-wasm/calculators/hash/src/wasm.rs): a streaming hasher
   * (`algorithm` an option id, `key` empty for none; throws an error code),
   * a digest as text, and a pasted hash compared in constant time
   * (`undefined` when the text is no hash).
   */
  export class StreamHasher {
    constructor(algorithm: string, key: string);
    update(chunk: Uint8Array): void;
    bufferPtr(): number;
    bufferCapacity(): number;
    updateFromBuffer(len: number): void;
    finalize(): Uint8Array;
    free(): void;
  }
  export function encodeDigest(digest: Uint8Array, encoding: string): string;
  export function hashMatches(expected: string, digest: Uint8Array): boolean | undefined;
}
