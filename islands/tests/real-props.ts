// Props the generator wrote for real calculator pages (tests/props/*.json,
// taken from dist/ with `initial` left out), with `initial` computed again
// here by the real calc-wasm module, as the build does natively.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CalculatorProps, Outputs } from '../src/lib/props';
import { loadWasm } from '../src/lib/wasm';
import * as finance from '../src/wasm/finance/calc_wasm.js';
import * as health from '../src/wasm/health/calc_wasm.js';
import * as healthTables from '../src/wasm/health-tables/calc_wasm.js';
import { wasmBytes } from './setup-wasm';

// Instantiated from disk up front (happy-dom has no file: fetch); the
// island's own loadWasm then finds them ready.
for (const [name, m] of Object.entries({ finance, health, 'health-tables': healthTables })) {
  m.initSync({ module: wasmBytes(name) });
}

export type RealPage =
  | 'amortization.en'
  | 'mortgage.pt-BR'
  | 'body-fat.en'
  | 'pregnancy.en'
  | 'pregnancy.pt-BR'
  | 'calorie.en'
  | 'life-expectancy.en';

export async function realProps(page: RealPage, given: Record<string, string> = {}): Promise<CalculatorProps> {
  const props = JSON.parse(readFileSync(join(__dirname, 'props', `${page}.json`), 'utf8')) as Omit<CalculatorProps, 'initial'>;
  const evaluate = await loadWasm(props.module);
  const answer = evaluate(props.spec, given, props.lang) as { ok?: Outputs; error?: unknown };
  if (!answer.ok) throw new Error(`${page}: defaults do not compute: ${JSON.stringify(answer.error)}`);
  return { ...props, initial: answer.ok };
}
