// Random generators (password, random draws) never have their result in
// the built page: calc-wasm's registry::evaluate_defaults withholds it,
// since a password in the static HTML would be every visitor's. Their main
// result is built empty, and the page draws as soon as it can.

import type { CalculatorProps } from './props';

/** The build left this calculator's main result empty: it is a random draw. */
export function isDrawnResult(props: Pick<CalculatorProps, 'outputs' | 'initial'>): boolean {
  const primary = props.outputs.find((o) => o.primary);
  return primary !== undefined && props.initial[primary.id] === '';
}
