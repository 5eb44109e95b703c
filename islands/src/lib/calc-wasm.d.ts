// Typings for the wasm-bindgen glue in src/wasm-pkg/ (generated with
// --no-typescript, git-ignored), imported through the `calc-wasm` alias of
// vite.config.ts. Keep in step with calc-wasm/src/wasm.rs.
declare module 'calc-wasm' {
  /**
   * `specJson`: a CalcSpec; `givenJson`: `{inputId: text}`; `lang`: the
   * page's language. Returns `{"ok": outputs}` or `{"error": {input, code,
   * message, ...params}}`.
   */
  export function evaluate(specJson: string, givenJson: string, lang: string): string;
  /** Instantiates the module synchronously (tests, Node). */
  export function initSync(options: { module: BufferSource | WebAssembly.Module }): unknown;
  /** Fetches and instantiates the module; by default from the .wasm next to the glue. */
  export default function init(options?: {
    module_or_path?: RequestInfo | URL | Response | BufferSource | WebAssembly.Module;
  }): Promise<unknown>;
}
