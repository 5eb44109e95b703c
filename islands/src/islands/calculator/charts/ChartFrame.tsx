// What every chart shares: a <figure> with its title and description, a
// legend, the "Show the data" table (its text alternative, drawn only when
// opened), and the width the chart is drawn at.

import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { ChartView } from '../../../lib/props';

/** Series colours: classes calc-chart-c1 … calc-chart-c6 (results.css), then again. */
export const PALETTE_SIZE = 6;
export const colourClass = (index: number) => `calc-chart-c${(index % PALETTE_SIZE) + 1}`;

export function ChartFrame({ chart, children }: { chart: ChartView; children: ReactNode }) {
  return (
    <figure className={`calc-chart calc-chart--${chart.kind}`} data-chart={chart.id}>
      <figcaption className="calc-chart-caption">
        <span className="calc-chart-title">{chart.title}</span>
        {chart.description && <span className="calc-chart-description">{chart.description}</span>}
      </figcaption>
      {children}
    </figure>
  );
}

export interface LegendItem {
  key: string;
  label: string;
  /** Shown after the label ("$2,022.62 · 79.4%"). */
  detail?: ReactNode;
}

export function Legend({ items, className = '' }: { items: LegendItem[]; className?: string }) {
  return (
    <ul className={`calc-chart-legend ${className}`.trim()}>
      {items.map((item, i) => (
        <li key={item.key} className="calc-chart-legend-item">
          <span className={`calc-chart-swatch ${colourClass(i)}`} aria-hidden="true" />
          <span className="calc-chart-legend-label">{item.label}</span>
          {item.detail}
        </li>
      ))}
    </ul>
  );
}

/**
 * A disclosure with the chart's numbers as a table. The rows are rendered
 * only once it is opened: a page with four charts of 200 points does not
 * carry 800 hidden rows.
 */
export function DataToggle({ summary, children }: { summary: string; children: () => ReactNode }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDetailsElement>(null);
  // Opened before hydration: the element is open, the state not yet.
  useEffect(() => {
    if (ref.current?.open) setOpen(true);
  }, []);
  return (
    <details ref={ref} className="calc-chart-data" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="calc-chart-data-summary">{summary}</summary>
      {open && children()}
    </details>
  );
}

/**
 * The element's width in CSS pixels, so that the SVG is drawn at its real
 * size (text stays 12px on a phone). The server render and the first
 * client render use `fallback`, so hydration matches.
 */
export function useMeasuredWidth<T extends HTMLElement>(fallback: number): [RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = (w: number) => {
      const rounded = Math.round(w);
      if (rounded > 0) setWidth(rounded);
    };
    measure(el.getBoundingClientRect().width);
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) measure(entry.contentRect.width);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
