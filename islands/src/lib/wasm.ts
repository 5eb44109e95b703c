// The calc-wasm module, fetched once per page and only when needed: on idle
// after hydration or on the first input. Once loaded, evaluation is a plain
// synchronous call, so results update in the same frame as the keystroke.
// There is one module per crate in calc-wasm/modules/ (the `academic` one
// carries arbitrary precision and symbolic math; `formula` runs the
// calculators written in YAML alone); a page loads only its own, named by
// its props (calc-wasm's registry::module_for). The module reads a page's
// spec once and keeps it while the page passes the same object. One more
// module carries no calculator: `solver` (calc-wasm/modules/solver), fetched
// the first time a page solves for a field.

import type { WasmModule } from './props';

/**
 * calc-wasm's `evaluate`, as every calculator module's glue declares it
 * (wasm-bindgen's TypeScript, from calc-wasm/core/src/wire.rs): the outputs
 * (output `only` alone, if given) or the input to blame. The formula
 * module stands for all: they share one `evaluate` (calc_core::module!).
 */
export type Evaluate = (typeof import('../wasm/formula/calc_wasm.js'))['evaluate'];

const evaluators: Partial<Record<WasmModule, Evaluate>> = {};
const loading: Partial<Record<WasmModule, Promise<Evaluate>>> = {};

interface Glue {
  default: () => Promise<unknown>;
  evaluate: Evaluate;
}

/** The evaluate function if the module is already instantiated. */
export function loadedEvaluate(module: WasmModule): Evaluate | undefined {
  return evaluators[module];
}

function importModule(module: WasmModule): Promise<Glue> {
  // Every module `make wasm` wrote (src/wasm/<module>/), each its own chunk;
  // the list of modules is the crates in calc-wasm/modules/.
  const modules = import.meta.glob<Glue>('../wasm/*/calc_wasm.js');
  const load = modules[`../wasm/${module}/calc_wasm.js`];
  return load ? load() : Promise.reject(new Error(`no calc-wasm module "${module}" (make wasm)`));
}

export function loadWasm(module: WasmModule): Promise<Evaluate> {
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

const glues: Partial<Record<WasmModule, Promise<unknown>>> = {};

/** Every export of a module (the hash module's `hashMatches`, ...), instantiated. */
export function loadGlue<T>(module: WasmModule): Promise<T> {
  const pending = (glues[module] ??= loadWasm(module).then(() => importModule(module)));
  pending.catch(() => delete glues[module]);
  return pending as Promise<T>;
}
