// Props of three calculators as the build writes them (mortgage: numbers and
// currency; bmi: units and conditions; percentage: a select that changes
// the inputs), read from the content through tests/generated-props.ts, and
// the real calc-wasm modules they run on.

import * as finance from '../src/wasm/finance/calc_wasm.js';
import * as healthTables from '../src/wasm/health-tables/calc_wasm.js';
import * as healthWho from '../src/wasm/health-who/calc_wasm.js';
import * as lifestyle from '../src/wasm/lifestyle/calc_wasm.js';
import type { CalcSpec, CalculatorProps } from '../src/lib/props';
import { calculatorProps, type Lang } from './generated-props';
import { wasmBytes } from './setup-wasm';

export type { Lang } from './generated-props';

const glue = { finance, 'health-tables': healthTables, 'health-who': healthWho, lifestyle };
for (const [name, m] of Object.entries(glue)) m.initSync({ module: wasmBytes(name) });

export const mortgageProps = (lang: Lang): CalculatorProps => calculatorProps(`mortgage.${lang}`);
export const bmiProps = (lang: Lang): CalculatorProps => calculatorProps(`bmi.${lang}`);
export const percentageProps = (lang: Lang): CalculatorProps => calculatorProps(`percentage.${lang}`);

export const mortgageSpec: CalcSpec = mortgageProps('en').spec;

/** The module each fixture calculator's function runs on, as the generator derives it. */
const moduleOf = new Map(
  (['en', 'pt-BR'] as const)
    .flatMap((lang) => [mortgageProps(lang), bmiProps(lang), percentageProps(lang)])
    .map((p) => [p.spec.function, p.module as keyof typeof glue]),
);

/** calc-wasm's evaluate, through the module the spec's function lives in. */
export function evaluate(spec: CalcSpec, given: Record<string, string>, lang: string): unknown {
  const m = moduleOf.get(spec.function);
  if (!m) throw new Error(`no fixture module for calc-wasm function "${spec.function}"`);
  return glue[m].evaluate(spec, given, lang);
}
