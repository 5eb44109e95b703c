// The calendar chart's panel: a part (../parts.ts) fetched before
// hydration by calculators that declare a calendar. The calendar itself
// (./Calendar.tsx) is a chunk of its own, loaded on first use: when focus or a pointer first enters a calendar, or when the
// result first differs from the one the server drew (an input changed, or
// a "today" date became the visitor's day). Until then the server's
// calendar stays as it is, its props kept (a boundary still waiting to
// hydrate that got new props would be rendered anew on the client, losing
// that HTML); so no calculator page downloads it before the first input.
// The server render has it from the start (src/ssr.tsx provides it).

import { lazy, memo, Suspense, useEffect, useRef, useState } from 'react';
import type { CalculatorResultStrings, ChartView } from '../../../lib/props';
import type { Row } from '../tables';

type Module = typeof import('./Calendar');
let ready: Module | null = null;

/** The server render calls this once with the statically imported module. */
export function provideCalendar(module: Module): void {
  ready = module;
}

let wake: () => void = () => {};
const wanted = new Promise<void>((resolve) => (wake = resolve));
let loading: Promise<Module> | null = null;
const load = () => (loading ??= wanted.then(() => import('./Calendar')).then((m) => (ready = m)));

/** Focus or a pointer entering a calendar (captured: React holds back events aimed at a boundary still waiting to hydrate). */
function listen(): void {
  const onUse = (e: Event) => {
    if (!(e.target as Element).closest?.('.calc-calendar')) return;
    for (const type of ['focusin', 'pointerdown']) document.removeEventListener(type, onUse, true);
    wake();
  };
  for (const type of ['focusin', 'pointerdown']) document.addEventListener(type, onUse, true);
}
if (typeof document !== 'undefined') listen();

const LazyCalendar = lazy(() => load().then((m) => ({ default: m.CalendarChart })));

export interface CalendarPanelProps {
  chart: ChartView;
  /** The rows of the chart's table in the shown result. */
  rows: readonly Row[];
  locale: string;
  strings: CalculatorResultStrings;
}

const Kept = memo(function Kept(panel: CalendarPanelProps) {
  // One component for the panel's life: the lazy one keeps the hydrated DOM once it resolves.
  const [Calendar] = useState(() => (ready ? ready.CalendarChart : LazyCalendar));
  return (
    <Suspense fallback={null}>
      <Calendar {...panel} />
    </Suspense>
  );
});

export function CalendarPanel(panel: CalendarPanelProps) {
  const [loaded, setLoaded] = useState(ready !== null);
  const first = useRef(panel);
  const changed = panel.rows !== first.current.rows;
  useEffect(() => {
    if (!loaded) void load().then(() => setLoaded(true));
  }, [loaded]);
  useEffect(() => {
    if (changed) wake();
  }, [changed]);
  return <Kept {...(loaded ? panel : first.current)} />;
}
