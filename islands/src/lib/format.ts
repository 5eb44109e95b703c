// All number formatting of the islands, in this one place. Only plain
// Intl.NumberFormat options are used, so Node's ICU
// (server render) and the browser's agree byte for byte.

import type { OutputFormat } from './props';
import { formatDate, formatMonth } from './dates';
import { formatClock } from './clock';

// Building an Intl.NumberFormat costs far more than using one, and the
// server renders thousands of islands in one process.
const formats = new Map<string, Intl.NumberFormat>();
const symbols = new Map<string, string>();

/** The key names every option this module ever passes. */
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${options.style}|${options.currency}|${options.minimumFractionDigits}|${options.maximumFractionDigits}`;
  let format = formats.get(key);
  if (!format) {
    // 'negative' never prints "-0" for a value that rounds to zero.
    format = new Intl.NumberFormat(locale, { signDisplay: 'negative', ...options });
    formats.set(key, format);
  }
  return format;
}

/** Intl accepts 0–100 fraction digits; content may ask for anything. */
function digits(decimals: number): number {
  return Number.isInteger(decimals) ? Math.min(Math.max(decimals, 0), 20) : 2;
}

export function formatCurrency(value: number, locale: string, currency: string): string {
  if (!Number.isFinite(value)) return '';
  return numberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
}

export function formatNumber(value: number, locale: string, decimals: number): string {
  if (!Number.isFinite(value)) return '';
  return numberFormat(locale, { maximumFractionDigits: digits(decimals) }).format(value);
}

export function formatInteger(value: number, locale: string): string {
  return formatNumber(value, locale, 0);
}

/** `value` is already in percent units: 25 → "25%". */
export function formatPercent(value: number, locale: string, decimals: number): string {
  if (!Number.isFinite(value)) return '';
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: digits(decimals) }).format(value / 100);
}

/**
 * A number already written (a typed input's text) with the percent sign
 * where Intl's percent style puts it for `locale`: "5.25%" in English,
 * "5,25%" in Portuguese, as formatPercent writes a result.
 */
export function withPercentSign(text: string, locale: string): string {
  const pattern = part(`percent|${locale}`, () => numberFormat(locale, { style: 'percent' }).format(0.5));
  return pattern.replace('50', () => text);
}

/** "$" for en-US/USD, "R$" for pt-BR/BRL. */
function part(key: string, find: () => string): string {
  let value = symbols.get(key);
  if (value === undefined) {
    value = find();
    symbols.set(key, value);
  }
  return value;
}

export function currencySymbol(locale: string, currency: string): string {
  return part(`currency|${locale}|${currency}`, () => {
    const parts = numberFormat(locale, { style: 'currency', currency }).formatToParts(0);
    return parts.find((p) => p.type === 'currency')?.value ?? currency;
  });
}

export function decimalSeparator(locale: string): string {
  return part(`decimal|${locale}`, () => {
    const parts = numberFormat(locale, {}).formatToParts(1.5);
    return parts.find((p) => p.type === 'decimal')?.value ?? '.';
  });
}

const PLAIN_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/**
 * A plain default (`6.5`, as in the YAML) as the user would type it in the
 * page's locale (`6,5`): only the decimal point changes, no grouping, no
 * rounding, so calc-wasm parses back exactly the YAML's value.
 */
export function toInputText(plain: string, locale: string): string {
  const text = plain.trim();
  if (!PLAIN_NUMBER.test(text)) return plain;
  return text.replace('.', decimalSeparator(locale));
}

/** Digits a double holds exactly: longer typed numbers are left as typed. */
const EXACT_DIGITS = 15;

/**
 * A number as typed on a page of `locale` ("550000", "550,000.5" in
 * English; "550.000,5" in Portuguese: groups of three and the page's
 * decimal mark, as calc-wasm reads that page), with the fraction digits
 * typed; null for anything else (an expression, a misplaced separator)
 * or more digits than a double keeps.
 */
export function typedNumber(text: string, locale: string): { value: number; decimals: number } | null {
  const decimal = decimalSeparator(locale);
  const group = decimal === ',' ? '.' : ',';
  const esc = (c: string) => (c === '.' ? '\\.' : c);
  const m = new RegExp(`^(-?)(\\d{1,3}(?:${esc(group)}\\d{3})+|\\d+)(?:${esc(decimal)}(\\d+))?$`).exec(text.trim());
  if (!m) return null;
  const whole = (m[2] ?? '').split(group).join('');
  const fraction = m[3] ?? '';
  if ((whole + fraction).replace(/^0+/, '').length > EXACT_DIGITS) return null;
  const value = Number(`${m[1]}${whole}.${fraction || '0'}`);
  return { value: Object.is(value, -0) ? 0 : value, decimals: fraction.length };
}

/**
 * A typed number written as the page writes numbers (grouped, the page's
 * decimal mark), every typed digit kept; money as the page writes money
 * ("$550,000.00"). Anything else as typed.
 */
export function typedNumberText(text: string, locale: string, currency: string | null): string {
  const n = typedNumber(text, locale);
  if (!n) return text;
  if (currency === null) return numberFormat(locale, { minimumFractionDigits: n.decimals, maximumFractionDigits: n.decimals }).format(n.value);
  const decimals = Math.max(n.decimals, 2);
  return numberFormat(locale, { style: 'currency', currency, minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(n.value);
}

const DECIMAL_TEXT = /^[+-]?\d*\.?\d*(\(\d+\))?(e[+-]?\d+)?$/i;

/**
 * An exact decimal as calc-wasm writes it (`-0.1(6)`, `1.5e-30`, fifty
 * digits) with the locale's decimal mark; anything else as it is.
 */
export function decimalText(text: string, locale: string): string {
  if (COMPLEX_TEXT.test(text)) return text.replace(/\./g, decimalSeparator(locale));
  return DECIMAL_TEXT.test(text) ? text.replace('.', decimalSeparator(locale)) : text;
}

/** A complex result as the scientific calculator writes it: `-0.2 + 0.4i`, `1.5e-9i`. */
const COMPLEX_TEXT = /^[+-]?[\d.]+(e[+-]?\d+)?( [+-] ([\d.]+(e[+-]?\d+)?)?)?i$|^[+-]?([\d.]+(e[+-]?\d+)?)?i$/i;

export interface OutputFormatting {
  format: OutputFormat;
  decimals: number;
  /** For `label`: value → translated text. */
  values: Record<string, string>;
  locale: string;
  currency: string;
}

/**
 * The decimals `formatOutput` shows a number of `format` with (money always in
 * cents, an integer in units, a number or a percent to its `decimals`);
 * undefined for formats written otherwise. A solve's value reaches its target
 * when its output is shown as the target is. content-model's
 * Definition::shown_decimals says the same for the command line.
 */
export function shownDecimals(format: OutputFormat, decimals: number): number | undefined {
  switch (format) {
    case 'currency':
      return 2;
    case 'integer':
      return 0;
    case 'number':
    case 'percent':
      return digits(decimals);
    default:
      return undefined;
  }
}

/** One output value as shown; '' when there is nothing honest to show. */
export function formatOutput(value: unknown, f: OutputFormatting): string {
  switch (f.format) {
    case 'label': {
      const key = String(value ?? '');
      return f.values[key] ?? key;
    }
    case 'labels':
      return Array.isArray(value) ? value.map((id) => f.values[String(id)] ?? String(id)).join(', ') : '';
    case 'text':
      return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
    case 'decimal':
      return typeof value === 'string' || typeof value === 'number' ? decimalText(String(value), f.locale) : '';
    case 'warning': {
      // A notice, or nothing at all while there is none.
      const key = String(value ?? 'none');
      return key === 'none' ? '' : (f.values[key] ?? key);
    }
    case 'date':
      return typeof value === 'string' ? formatDate(value, f.locale) : '';
    case 'month':
      return typeof value === 'string' ? formatMonth(value, f.locale) : '';
    case 'clock':
      return typeof value === 'string' ? formatClock(value, f.locale) : '';
    default:
      break;
  }
  if (typeof value !== 'number') return typeof value === 'string' ? value : '';
  switch (f.format) {
    case 'currency':
      return formatCurrency(value, f.locale, f.currency);
    case 'integer':
      return formatInteger(value, f.locale);
    case 'percent':
      return formatPercent(value, f.locale, f.decimals);
    default:
      return formatNumber(value, f.locale, f.decimals);
  }
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** The plural category of `count` in `locale` ("one", "other", ...), as Intl.PluralRules says. */
export function pluralCategory(count: number, locale: string): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

/** The text inside the braces opening at `start`, and the index after them; null when unclosed. */
function braced(text: string, start: number): { inner: string; end: number } | null {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return { inner: text.slice(start + 1, i), end: i + 1 };
  }
  return null;
}

/** `=0 {no day} one {# day} other {# days}` → { '=0': 'no day', one: '# day', other: '# days' }. */
function pluralTexts(choices: string): Record<string, string> | null {
  const texts: Record<string, string> = {};
  let rest = choices.trim();
  while (rest !== '') {
    const open = rest.indexOf('{');
    const part = open > 0 ? braced(rest, open) : null;
    if (!part) return null;
    texts[rest.slice(0, open).trim()] = part.inner;
    rest = rest.slice(part.end).trim();
  }
  return 'other' in texts ? texts : null;
}

/**
 * A plural choice's text for `count` in `locale`: ICU MessageFormat's
 * `{n, plural, =0 {no day} one {day} other {days}}` (any name before the
 * comma; an exact `=n` before the categories, as ICU does: Portuguese
 * puts 0 in `one`, "0 dia", where people write "0 dias" or "nenhum"), or
 * the text itself when it is no choice ("km"). Without a count (a field's
 * unit) the `other` text.
 */
export function pluralText(text: string, count: number | null, locale: string): string {
  const m = /^\{\s*\w+\s*,\s*plural\s*,(.*)\}$/s.exec(text.trim());
  const texts = m ? pluralTexts(m[1] ?? '') : null;
  if (!texts) return text;
  if (count === null || !Number.isFinite(count)) return texts.other ?? text;
  return texts[`=${count}`] ?? texts[pluralCategory(count, locale)] ?? texts.other ?? text;
}

/**
 * Fills a sentence: `{name}` with `values[name]`, and a plural choice
 * `{name, plural, one {# day} other {# days}}` with the text for the
 * plural category of `counts[name]` in `locale` (Intl.PluralRules), `#`
 * being `values[name]`. Unknown names stay as written.
 */
export function fillMessage(
  template: string,
  values: Record<string, string>,
  counts: Record<string, number>,
  locale: string,
  /** What `#` stands for, where it is not `values[name]`: the number without its unit word. */
  numbers: Record<string, string> = values,
): string {
  let out = '';
  let at = 0;
  while (at < template.length) {
    const open = template.indexOf('{', at);
    if (open < 0) break;
    const part = braced(template, open);
    if (!part) break;
    out += template.slice(at, open);
    at = part.end;
    const comma = part.inner.indexOf(',');
    const name = (comma < 0 ? part.inner : part.inner.slice(0, comma)).trim();
    if (!Object.prototype.hasOwnProperty.call(values, name)) {
      out += template.slice(open, part.end);
      continue;
    }
    const value = values[name] as string;
    if (comma < 0) {
      out += value;
      continue;
    }
    const count = counts[name];
    const chosen = pluralText(`{${part.inner}}`, count ?? null, locale);
    const number = numbers[name] ?? value;
    out += fillMessage(chosen.replace(/#/g, () => number), values, counts, locale, numbers);
  }
  return out + template.slice(at);
}

/**
 * Replaces `{name}` with `values[name]`. Unknown names stay as written, so a
 * typo in a translation shows up on the page instead of vanishing.
 */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? (values[name] as string) : whole,
  );
}

/** A sentence about `count` things (`{count, plural, one {…} other {…}}`), in the plural `locale` gives the number. */
export function countMessage(template: string, count: string, locale: string): string {
  return fillMessage(template, { count }, { count: Number(count) }, locale);
}
