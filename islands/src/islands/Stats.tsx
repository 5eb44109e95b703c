// The statistics band: the server render shows the final numbers
// (for readers without JavaScript and for search engines). Once hydrated,
// and unless the visitor prefers reduced motion, each number resets to 0 and
// counts up over 2 s the first time the band is 30 % visible.

import { useEffect, useRef, useState } from 'react';
import type { StatsProps } from '../lib/shell-props';
import { formatNumber } from '../lib/format';

export const COUNT_MS = 2000;
export const VISIBLE_THRESHOLD = 0.3;

/** Fraction digits of a number as written: 4.9 → 1, 1000000 → 0. */
export function decimalsOf(value: number): number {
  const text = String(value);
  if (!Number.isFinite(value) || /e/i.test(text)) return 0;
  return (text.split('.')[1] ?? '').length;
}

/** Ease-out: fast at first, settling on the value. */
export function countAt(value: number, elapsed: number, duration = COUNT_MS): number {
  const t = Math.min(Math.max(elapsed / duration, 0), 1);
  const decimals = decimalsOf(value);
  const factor = 10 ** decimals;
  return Math.round(value * (1 - (1 - t) ** 3) * factor) / factor;
}

export default function Stats({ numberLocale, stats }: StatsProps) {
  const root = useRef<HTMLUListElement>(null);
  /** null: the final values (server render, reduced motion, done). */
  const [shown, setShown] = useState<number[] | null>(null);

  useEffect(() => {
    const el = root.current;
    if (!el || typeof IntersectionObserver !== 'function') return;
    if (matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    setShown(stats.map(() => 0));
    let frame = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        const start = performance.now();
        const step = (now: number) => {
          const elapsed = now - start;
          if (elapsed >= COUNT_MS) {
            setShown(null);
            return;
          }
          setShown(stats.map((s) => countAt(s.value, elapsed)));
          frame = requestAnimationFrame(step);
        };
        frame = requestAnimationFrame(step);
      },
      { threshold: VISIBLE_THRESHOLD },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [stats]);

  return (
    <ul ref={root} className={shown ? 'shell-stats is-counting' : 'shell-stats'}>
      {stats.map((s, i) => {
        const format = (v: number) => `${formatNumber(v, numberLocale, decimalsOf(s.value))}${s.suffix}`;
        return (
          <li key={s.label} className="shell-stat">
            <span className="shell-stat-value" aria-hidden="true">
              {format(shown?.[i] ?? s.value)}
            </span>
            <span className="shell-sr">{format(s.value)}</span>
            <span className="shell-stat-label">{s.label}</span>
          </li>
        );
      })}
    </ul>
  );
}
