// calc-wasm reports one bad input as {input, code, ...params}; the page
// shows the translated template for `code` with its params filled in.

import type { CalculatorStrings, Field, Outputs } from './props';
import type { Failure } from '../generated/Failure';
import { fillTemplate, formatNumber } from './format';
import { formatDate, isIsoDate } from './dates';

/** calc-wasm's error (calc-wasm/core/src/wire.rs): an input id, or `calculator` when no single input is to blame; the code; the values its message quotes. */
export type CalcError = Failure;

/** Enough precision for any bound a YAML file states. */
const PARAM_DECIMALS = 10;

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
    if (key === 'input' || key === 'code') continue;
    const name = key;
    if (name === 'other' && typeof value === 'string') {
      params[name] = labelOf(value);
    } else if (name === 'options' && Array.isArray(value)) {
      params[name] = value.map((v) => optionLabel(String(v))).join(', ');
    } else if (Array.isArray(value)) {
      params[name] = value.map(String).join(', ');
    } else if (typeof value === 'number') {
      params[name] = formatNumber(value, locale, PARAM_DECIMALS);
    } else if (isIsoDate(value)) {
      // A date input's bound: "Enter Jan 1, 1900 or later."
      params[name] = formatDate(value, locale);
    } else {
      params[name] = String(value);
    }
  }
  // Every code calc-wasm can return has a template in both languages
  // (`calcula check` enforces it); a new code without one still gets a
  // generic message rather than nothing.
  // An expression's error by its reason, with its position when known.
  const reasons = strings.expressionErrors ?? {};
  const reason = typeof error.reason === 'string' ? error.reason : undefined;
  const specific = reason === undefined ? undefined : ((error.position !== undefined ? reasons[`${reason}At`] : undefined) ?? reasons[reason]);
  const template = specific ?? strings.errors[error.code] ?? strings.errors.badInput ?? error.code;
  return fillTemplate(template, params);
}

export type Evaluation = { ok: Outputs } | { error: CalcError };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Checks the shape of evaluate's answer: outputs or an error. */
export function readEvaluation(answer: unknown): Evaluation {
  if (isRecord(answer) && isRecord(answer.ok)) {
    // calc-wasm never returns NaN or Infinity; checked anyway, because
    // showing one would be a silently wrong answer. A null is an output that
    // does not apply to these inputs (calc-wasm's `maybe`: a tax balance in
    // the monthly mode, a goal never reached): the page leaves it out.
    for (const value of Object.values(answer.ok)) {
      if (typeof value === 'number' && !Number.isFinite(value)) {
        return { error: { input: 'calculator', code: 'resultTooLarge' } };
      }
    }
    return { ok: answer.ok };
  }
  if (isRecord(answer) && isRecord(answer.error) && typeof answer.error.code === 'string') {
    const input = typeof answer.error.input === 'string' ? answer.error.input : 'calculator';
    return { error: { ...answer.error, input, code: answer.error.code } };
  }
  return { error: { input: 'calculator', code: 'badInput' } };
}
