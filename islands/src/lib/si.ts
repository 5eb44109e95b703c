// A number in base units shown with an SI prefix before its unit's symbol
// (output format `si`): 4700 with "Ω" is "4.7 kΩ" ("4,7 kΩ" in Portuguese).

import { formatNumber } from './format';

const PREFIXES: Record<number, string> = { [-12]: 'p', [-9]: 'n', [-6]: 'µ', [-3]: 'm', 0: '', 3: 'k', 6: 'M', 9: 'G' };

/** Fraction digits that keep `significant` significant digits of `x`. */
function fractionDigits(x: number, significant: number): number {
  return Math.max(0, significant - 1 - Math.floor(Math.log10(Math.abs(x))));
}

const roundTo = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

/** `value` to `significant` digits (at least 1) with its prefix and `symbol`; '' when not finite. */
export function formatSi(value: number, locale: string, significant: number, symbol: string): string {
  if (!Number.isFinite(value)) return '';
  const sig = Math.max(1, Math.min(significant, 15));
  if (value === 0) return `${formatNumber(0, locale, 0)}\u00a0${symbol}`;
  const magnitude = Math.floor(Math.log10(Math.abs(value)));
  let power = Math.min(9, Math.max(-12, Math.floor(magnitude / 3) * 3));
  const scaled = (p: number) => (p < 0 ? value * 10 ** -p : value / 10 ** p);
  let x = scaled(power);
  // 999.96 k rounds to 1000 k: say 1 M instead.
  if (power < 9 && Math.abs(roundTo(x, fractionDigits(x, sig))) >= 1000) {
    power += 3;
    x = scaled(power);
  }
  return `${formatNumber(x, locale, fractionDigits(x, sig))}\u00a0${PREFIXES[power] ?? ''}${symbol}`;
}
