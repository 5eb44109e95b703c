// calc-wasm reports one bad input as {input, code, message, ...params}; the
// page shows the translated template for `code` with its params filled in.

import type { CalculatorStrings, Field } from './props';
import { fillTemplate, formatNumber } from './format';

export interface CalcError {
  /** An input id, or `calculator` when no single input is to blame. */
  input: string;
  code: string;
  /** calc-wasm's English text, used only when no translation exists. */
  message: string;
  [param: string]: unknown;
}

/** Enough precision for any bound a YAML file states. */
const PARAM_DECIMALS = 10;

// serde renames the error codes but not every parameter (`max_length`),
// while the templates use camelCase (`{maxLength}`).
function camelCase(name: string): string {
  return name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}

export function errorMessage(
  error: CalcError,
  fields: Field[],
  strings: CalculatorStrings,
  locale: string,
): string {
  const labelOf = (id: string) => fields.find((f) => f.id === id)?.label ?? id;
  const field = fields.find((f) => f.id === error.input);
  const optionLabel = (value: string) => field?.options.find((o) => o.value === value)?.label ?? value;

  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(error)) {
    if (key === 'input' || key === 'code' || key === 'message') continue;
    const name = camelCase(key);
    if (name === 'other' && typeof value === 'string') {
      params[name] = labelOf(value);
    } else if (name === 'options' && Array.isArray(value)) {
      params[name] = value.map((v) => optionLabel(String(v))).join(', ');
    } else if (Array.isArray(value)) {
      params[name] = value.map(String).join(', ');
    } else if (typeof value === 'number') {
      params[name] = formatNumber(value, locale, PARAM_DECIMALS);
    } else {
      params[name] = String(value);
    }
  }
  const template = strings.errors[error.code];
  return template === undefined ? error.message : fillTemplate(template, params);
}

/** Parses evaluate's JSON answer into outputs or an error. */
export type Evaluation = { ok: Record<string, unknown> } | { error: CalcError };

export function parseEvaluation(json: string): Evaluation {
  const answer = JSON.parse(json) as Partial<{ ok: Record<string, unknown>; error: CalcError }>;
  if (answer.ok && typeof answer.ok === 'object') {
    // calc-wasm never returns NaN or Infinity (serde_json would write them
    // as null); checked anyway, because showing one would be a wrong answer.
    for (const [id, value] of Object.entries(answer.ok)) {
      if (value === null || (typeof value === 'number' && !Number.isFinite(value))) {
        return { error: { input: 'calculator', code: 'resultTooLarge', message: `${id} is not finite` } };
      }
    }
    return { ok: answer.ok };
  }
  if (answer.error && typeof answer.error.code === 'string') return { error: answer.error };
  return { error: { input: 'calculator', code: 'badAnswer', message: 'calc-wasm returned neither ok nor error' } };
}
