// Typings for the wasm-bindgen glue in src/wasm/<module>/calc_wasm.js
// (generated with --no-typescript, git-ignored). Every module has the same
// surface; keep in step with calc-wasm/src/wasm.rs.
declare module '*/calc_wasm.js' {
  /**
   * `spec`: a CalcSpec; `given`: `{inputId: text}`; `lang`: the page's
   * language. Returns `{ok: outputs}` or `{error: {input, code, ...params}}`
   * as plain objects.
   */
  export function evaluate(spec: unknown, given: Record<string, string>, lang: string): unknown;
  /** Instantiates the module synchronously (tests, Node). */
  export function initSync(options: { module: BufferSource | WebAssembly.Module }): unknown;
  /** Fetches and instantiates the module; by default from the .wasm next to the glue. */
  export default function init(options?: {
    module_or_path?: RequestInfo | URL | Response | BufferSource | WebAssembly.Module;
  }): Promise<unknown>;
}
