// Times of day from calc-wasm (`23:15`), shown on the page's clock:
// "11:15 PM" in English, "23:15" in Portuguese. Only the hour cycle and the
// AM/PM words come from Intl; the text is put together here, because ICU
// versions disagree on the space before "PM" (U+0020 or U+202F) and the
// server render and the browser must write the same bytes.

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

interface Clock {
  twelveHour: boolean;
  am: string;
  pm: string;
}

const clocks = new Map<string, Clock>();

function dayPeriod(format: Intl.DateTimeFormat, hour: number): string {
  return format.formatToParts(Date.UTC(2000, 0, 1, hour)).find((p) => p.type === 'dayPeriod')?.value ?? '';
}

function clockOf(locale: string): Clock {
  let clock = clocks.get(locale);
  if (!clock) {
    const format = new Intl.DateTimeFormat(locale, { hour: 'numeric', timeZone: 'UTC' });
    const cycle = format.resolvedOptions().hourCycle;
    const twelveHour = cycle === 'h12' || cycle === 'h11';
    clock = { twelveHour, am: twelveHour ? dayPeriod(format, 9) : '', pm: twelveHour ? dayPeriod(format, 21) : '' };
    clocks.set(locale, clock);
  }
  return clock;
}

/** `23:15` → "11:15 PM" (en-US) or "23:15" (pt-BR); other text as is. */
export function formatClock(text: string, locale: string): string {
  const m = CLOCK.exec(text);
  if (!m) return text;
  const hour = Number(m[1]);
  const minutes = m[2] as string;
  const clock = clockOf(locale);
  if (!clock.twelveHour) return `${m[1]}:${minutes}`;
  const period = hour < 12 ? clock.am : clock.pm;
  return `${hour % 12 === 0 ? 12 : hour % 12}:${minutes} ${period}`.trimEnd();
}
