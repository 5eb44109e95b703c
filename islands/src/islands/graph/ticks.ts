// Where the grid lines and axis numbers go: 1, 2 or 5 times a power of ten
// apart (or multiples of π/k when asked), about every 80 to 100 pixels.

export interface Tick {
  value: number;
  /** A major line with a number. */
  major: boolean;
  label: string;
}

const TARGET_PX = 90;
const MINOR_PER_MAJOR = 5;

/** The nice step (1, 2 or 5 × 10^k) closest to `raw` from above. */
export function niceStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  const m = raw / power;
  return (m <= 1 ? 1 : m <= 2 ? 2 : m <= 5 ? 5 : 10) * power;
}

/** π steps: π/12, π/6, π/4, π/2, π, 2π, 4π, ... */
function piStep(raw: number): { step: number; num: number; den: number } {
  const ratio = raw / Math.PI;
  for (const den of [12, 6, 4, 2]) if (ratio <= 1 / den) return { step: Math.PI / den, num: 1, den };
  const n = niceStep(ratio);
  return { step: n * Math.PI, num: n, den: 1 };
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** k·num·π/den written as "3π/4", "−π", "2π". */
export function piLabel(k: number, num: number, den: number): string {
  if (k === 0) return '0';
  let top = k * num;
  let bottom = den;
  const g = gcd(Math.abs(top), bottom);
  top /= g;
  bottom /= g;
  const sign = top < 0 ? '−' : '';
  const abs = Math.abs(top);
  const head = abs === 1 ? 'π' : `${abs}π`;
  return bottom === 1 ? `${sign}${head}` : `${sign}${head}/${bottom}`;
}

/**
 * Ticks for [min, max] drawn over `px` pixels; numbers formatted with
 * `format` (the page's locale), or as multiples of π.
 */
export function ticks(min: number, max: number, px: number, format: (v: number) => string, pi = false): Tick[] {
  const span = max - min;
  if (!(span > 0) || !(px > 0)) return [];
  const raw = (span * TARGET_PX) / px;
  let major: number;
  let label: (k: number) => string;
  if (pi) {
    const p = piStep(raw);
    major = p.step;
    label = (k) => piLabel(k, p.num, p.den);
  } else {
    major = niceStep(raw);
    label = (k) => format(k * major);
  }
  const minor = major / MINOR_PER_MAJOR;
  const first = Math.ceil(min / minor);
  const last = Math.floor(max / minor);
  const out: Tick[] = [];
  // Bounded: about px / 18 ticks.
  for (let i = first; i <= last && out.length < 1000; i++) {
    const isMajor = i % MINOR_PER_MAJOR === 0;
    const k = i / MINOR_PER_MAJOR;
    out.push({ value: i * minor, major: isMajor, label: isMajor ? label(k) : '' });
  }
  return out;
}
