// Props the build writes for real calculator pages (tests/generated-props.ts),
// with `initial` computed again by the real calc-wasm module for the inputs
// given, as the island does in the browser.

import type { CalculatorProps, Outputs } from '../src/lib/props';
import { loadWasm } from '../src/lib/wasm';
import * as finance from '../src/wasm/finance/calc_wasm.js';
import * as health from '../src/wasm/health/calc_wasm.js';
import * as healthTables from '../src/wasm/health-tables/calc_wasm.js';
import * as healthWho from '../src/wasm/health-who/calc_wasm.js';
import * as lifestyle from '../src/wasm/lifestyle/calc_wasm.js';
import { calculatorProps, type PageName } from './generated-props';
import { wasmBytes } from './setup-wasm';

// Instantiated from disk up front (happy-dom has no file: fetch); the
// island's own loadWasm then finds them ready.
for (const [name, m] of Object.entries({ finance, health, 'health-tables': healthTables, 'health-who': healthWho, lifestyle })) {
  m.initSync({ module: wasmBytes(name) });
}

export async function realProps(page: PageName, given: Record<string, string> = {}): Promise<CalculatorProps> {
  const props = calculatorProps(page);
  const evaluate = await loadWasm(props.module);
  const answer = evaluate(props.spec, given, props.lang) as { ok?: Outputs; error?: unknown };
  if (!answer.ok) throw new Error(`${page}: inputs do not compute: ${JSON.stringify(answer.error)}`);
  return { ...props, initial: answer.ok };
}

/**
 * The page with some inputs' defaults changed (a schedule starting on a
 * fixed date where the page starts it today), as if the YAML said so:
 * the fields show them, and `initial` is computed from them.
 */
export async function realPropsWithDefaults(page: PageName, defaults: Record<string, string>): Promise<CalculatorProps> {
  const props = calculatorProps(page);
  for (const id of Object.keys(defaults)) {
    if (!props.spec.inputs.some((i) => i.id === id)) throw new Error(`${page} has no input ${id}`);
  }
  const spec = { ...props.spec, inputs: props.spec.inputs.map((i) => ({ ...i, default: defaults[i.id] ?? i.default })) };
  // A field defaulting to the visitor's today keeps the fixed date instead.
  const fields = props.fields.map((f) => (f.id in defaults ? { ...f, today: false } : f));
  const withDefaults = { ...props, spec, fields };
  const evaluate = await loadWasm(props.module);
  const answer = evaluate(spec, defaults, props.lang) as { ok?: Outputs; error?: unknown };
  if (!answer.ok) throw new Error(`${page}: inputs do not compute: ${JSON.stringify(answer.error)}`);
  return { ...withDefaults, initial: answer.ok };
}
