// Solve for a field, in the page's words: what can be solved (number inputs
// shown now, numeric results), calc-wasm's answer read, and the sentence
// that says it. The search itself is calc-wasm's (calc-wasm/core/src/solve.rs),
// run by the solver module (calc-wasm/modules/solver), which this chunk
// loads: useSolve imports it on the first solve.

import type { CalculatorProps, CalculatorSolveStrings, Field, OutputView, WasmModule } from '../../lib/props';
import type { Answer } from '../../generated/Answer';
import type { Point } from '../../generated/Point';
import type { Shown } from '../../generated/Shown';
import type { Solution } from '../../generated/Solution';
import type { Solved as Found } from '../../generated/Solved';
import { currencySymbol, fillTemplate, formatCurrency, formatOutput, formatNumber, shownDecimals } from '../../lib/format';
import { loadGlue, loadWasm } from '../../lib/wasm';

/** The module that solves for a field on every page (its crate's folder name). */
const SOLVER_MODULE: WasmModule = 'solver';

/** The solver module's glue (its TypeScript is wasm-bindgen's, from the Rust): it evaluates the page's own module through `evaluate`. */
type SolverGlue = Pick<typeof import('../../wasm/solver/calc_wasm.js'), 'solve'>;

/** calc-wasm's solve on this page: `given` the inputs, `target` as typed on the page. */
export type Solve = (given: Record<string, string>, goal: { input: string; output: string; target: string }) => Answer<Found>;

/**
 * How this page shows the input solved for and the output aimed at: its
 * currency symbol (a target may be typed as an amount is shown, "R$ 2.500,00"),
 * the decimals of the grid a value is given on (an amount in cents, as the page
 * writes money; a whole-number field has its own) and those the output is
 * shown with. The command line reads the same from the content
 * (content-model's Definition::solve_grid and shown_decimals).
 */
export function solveShown(props: CalculatorProps, input: string, output: string): Shown {
  const field = props.fields.find((f) => f.id === input);
  const view = props.outputs.find((o) => o.id === output);
  const decimals = view ? shownDecimals(view.format, view.decimals) : undefined;
  return {
    currency: currencySymbol(props.numberLocale, props.currency),
    ...(field?.unit === 'currency' ? { grid: 2 } : {}),
    ...(decimals === undefined ? {} : { decimals }),
  };
}

/** Fetches the solver and the page's own module (each once per page): the page's `Solve`. */
export async function loadSolver(props: CalculatorProps): Promise<Solve> {
  const [solver, evaluate] = await Promise.all([loadGlue<SolverGlue>(SOLVER_MODULE), loadWasm(props.module)]);
  return (given, { input, output, target }) =>
    solver.solve(props.spec, given, props.lang, input, output, target, solveShown(props, input, output), (texts, only) =>
      evaluate(props.spec, texts, props.lang, only),
    );
}

export type { Point, Solution };

/** What the page keeps of a solve: the solution, the input's text at the value the outputs are for (in the page's style), the target as calc-wasm read it. */
export type Solved = Pick<Found, 'solution' | 'inputText' | 'target'>;

/** The solution read from calc-wasm's plain object; null if it is not one. */
export function readSolved(value: unknown): Solved | null {
  if (typeof value !== 'object' || value === null) return null;
  const { solution, inputText, target } = value as Partial<Solved>;
  if (typeof inputText !== 'string' || typeof target !== 'number' || typeof solution !== 'object' || solution === null) return null;
  return ['reached', 'between', 'unreachable'].includes(solution.kind) ? { solution, inputText, target } : null;
}

interface Wording {
  props: CalculatorProps;
  strings: CalculatorSolveStrings;
  input: Field;
  output: OutputView;
  target: number;
}

/** From this size on a number is written with its exponent: 1e308 in full is 309 digits. */
const LONG = 1e15;

/** `v` in the page's language with ten significant digits and an exponent ("1E308"). */
function withExponent(v: number, locale: string): string {
  return new Intl.NumberFormat(locale, { notation: 'scientific', maximumSignificantDigits: 10 }).format(v);
}

/** What the solve found, as one or two sentences in the page's language. */
export function describeSolution(solution: Solution, { props, strings, input, output, target }: Wording): string {
  const locale = props.numberLocale;
  const long = (v: number) => Math.abs(v) >= LONG;
  const result = (v: number) => (long(v) ? withExponent(v, locale) : formatOutput(v, { ...output, locale, currency: props.currency }));
  // The input's values as the page writes them: money as an amount (calc-wasm
  // gives it in cents), any other with every digit that matters (calc-wasm
  // gives each with the fewest digits that reach the target).
  const value = (v: number) =>
    long(v) ? withExponent(v, locale) : input.unit === 'currency' ? formatCurrency(v, locale, props.currency) : formatNumber(v, locale, 10);
  const words = { input: input.label, output: output.label, target: result(target) };
  switch (solution.kind) {
    case 'reached': {
      const [first] = solution.values;
      if (solution.values.length === 1 && first !== undefined) return fillTemplate(strings.reached, { ...words, value: value(first) });
      const several = fillTemplate(strings.several, { ...words, values: solution.values.map(value).join('; ') });
      return solution.more ? `${several} ${strings.more}` : several;
    }
    case 'between':
      return fillTemplate(strings.between, {
        ...words,
        below: value(solution.below.input),
        belowOutput: result(solution.below.output),
        above: value(solution.above.input),
        aboveOutput: result(solution.above.output),
      });
    case 'unreachable': {
      const text = fillTemplate(strings.unreachable, { ...words, least: result(solution.least.output), most: result(solution.most.output) });
      const { beyond } = solution;
      if (!beyond) return text;
      const limit = fillTemplate(beyond.side === 'min' ? strings.beyondMin : strings.beyondMax, { ...words, limit: value(beyond.value) });
      return `${text} ${limit}`;
    }
  }
}
