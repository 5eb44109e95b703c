// All number formatting of the islands, in this one place. Only plain
// Intl.NumberFormat options are used, so Node's ICU
// (server render) and the browser's agree byte for byte.

import type { OutputFormat } from './props';
import { formatDate } from './dates';
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

const DECIMAL_TEXT = /^[+-]?\d*\.?\d*(\(\d+\))?(e[+-]?\d+)?$/i;

/**
 * An exact decimal as calc-wasm writes it (`-0.1(6)`, `1.5e-30`, fifty
 * digits) with the locale's decimal mark; anything else as it is.
 */
export function decimalText(text: string, locale: string): string {
  return DECIMAL_TEXT.test(text) ? text.replace('.', decimalSeparator(locale)) : text;
}

export interface OutputFormatting {
  format: OutputFormat;
  decimals: number;
  /** For `label`: value → translated text. */
  values: Record<string, string>;
  locale: string;
  currency: string;
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

/**
 * Replaces `{name}` with `values[name]`. Unknown names stay as written, so a
 * typo in a translation shows up on the page instead of vanishing.
 */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? (values[name] as string) : whole,
  );
}
