// Byte counts and speeds as people read them (decimal units, as disks and
// downloads are labelled), in the page's number format.

import type { CalculatorFileStrings } from '../../../generated/CalculatorFileStrings';
import { fillMessage, fillTemplate, formatNumber } from '../../../lib/format';

const UNITS = [
  [1e9, 'gigabytes'],
  [1e6, 'megabytes'],
  [1e3, 'kilobytes'],
] as const;

export function sizeText(bytes: number, s: CalculatorFileStrings, locale: string): string {
  for (const [unit, key] of UNITS) {
    if (bytes >= unit) return fillTemplate(s[key], { value: formatNumber(bytes / unit, locale, 1) });
  }
  // "1 byte", "512 bytes": the count's plural (Intl.PluralRules).
  return fillMessage(s.bytes, { value: formatNumber(bytes, locale, 0) }, { value: Math.round(bytes) }, locale);
}
