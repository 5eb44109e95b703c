// The calc-wasm module, fetched once per page and only when needed: on idle
// after hydration or on the first input. Once loaded, evaluation is a plain
// synchronous call, so results update in the same frame as the keystroke.
// Two builds exist: `core` for most calculators and `engine` (arbitrary
// precision, symbolic math) for the academic ones; a page loads only its own.

import type { CalcSpec, WasmModule } from './props';

/** calc-wasm's `evaluate`: `{ok: outputs}` or `{error: {input, code, ...}}`. */
export type Evaluate = (spec: CalcSpec, given: Record<string, string>, lang: string) => unknown;

const evaluators: Partial<Record<WasmModule, Evaluate>> = {};
const loading: Partial<Record<WasmModule, Promise<Evaluate>>> = {};

/** The evaluate function if the module is already instantiated. */
export function loadedEvaluate(module: WasmModule = 'core'): Evaluate | undefined {
  return evaluators[module];
}

function importModule(module: WasmModule) {
  return module === 'engine' ? import('calc-wasm-engine') : import('calc-wasm');
}

export function loadWasm(module: WasmModule = 'core'): Promise<Evaluate> {
  // Statically false in the client build and true in the SSR build, where
  // this branch drops the import: the server bundle never touches the wasm.
  if (import.meta.env.SSR) {
    return Promise.reject(new Error('calc-wasm is not loaded during server rendering'));
  }
  let pending = loading[module];
  if (!pending) {
    pending = importModule(module).then(async (m) => {
      await m.default();
      evaluators[module] = m.evaluate;
      return m.evaluate;
    });
    loading[module] = pending;
    // A failed fetch (flaky network) is retried on the next input.
    pending.catch(() => {
      delete loading[module];
    });
  }
  return pending;
}
