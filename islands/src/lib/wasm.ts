// The calc-wasm module, fetched once per page and only when needed: on idle
// after hydration or on the first input. Once loaded, evaluation is a plain
// synchronous call, so results update in the same frame as the keystroke.

import type { CalcSpec } from './props';

/** calc-wasm's `evaluate`: `{ok: outputs}` or `{error: {input, code, ...}}`. */
export type Evaluate = (spec: CalcSpec, given: Record<string, string>, lang: string) => unknown;

let evaluate: Evaluate | undefined;
let loading: Promise<Evaluate> | undefined;

/** The evaluate function if the module is already instantiated. */
export function loadedEvaluate(): Evaluate | undefined {
  return evaluate;
}

export function loadWasm(): Promise<Evaluate> {
  // Statically false in the client build and true in the SSR build, where
  // this branch drops the import: the server bundle never touches the wasm.
  if (import.meta.env.SSR) {
    return Promise.reject(new Error('calc-wasm is not loaded during server rendering'));
  }
  if (!loading) {
    loading = import('calc-wasm').then(async (module) => {
      await module.default();
      evaluate = module.evaluate;
      return module.evaluate;
    });
    // A failed fetch (flaky network) is retried on the next input.
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}
