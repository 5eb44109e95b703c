// The visitor's calendar date, apart from the rest of ./dates.ts: the
// loader (main.ts) asks it on every page with a "today" date field, and
// must not carry the date formatting with it.

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** The visitor's calendar date (local time), as `YYYY-MM-DD`. */
export function localToday(now: Date = new Date()): string {
  return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1, 2)}-${pad(now.getDate(), 2)}`;
}
