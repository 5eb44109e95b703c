// The calendar chart (./Calendar.tsx) as a chunk of its own: only pages
// that declare a calendar download it, fetched with the details before
// the calculator hydrates (prepareCalendar, from ../Details.tsx), so
// hydration finds it at hand; otherwise a Suspense boundary keeps the
// server's HTML until it arrives. The server render has it from the start
// (src/ssr.tsx provides the module).

import { lazy, Suspense } from 'react';
import type { CalculatorProps, CalculatorResultStrings, ChartView } from '../../../lib/props';
import type { Shown } from '../useCalculator';

type Module = typeof import('./Calendar');
let ready: Module | null = null;
let loading: Promise<Module> | null = null;

const load = () => (loading ??= import('./Calendar').then((m) => (ready = m)));

/** The server render calls this once with the statically imported module. */
export function provideCalendar(module: Module): void {
  ready = module;
}

/** Fetches the calendar when this calculator draws one (before hydration). */
export async function prepareCalendar(props: CalculatorProps): Promise<void> {
  if ((props.charts ?? []).some((c) => c.kind === 'calendar')) await load();
}

const LazyCalendar = lazy(() => load().then((m) => ({ default: m.CalendarChart })));

export interface CalendarPanelProps {
  chart: ChartView;
  props: CalculatorProps;
  shown: Shown;
  strings: CalculatorResultStrings;
}

export function CalendarPanel(panel: CalendarPanelProps) {
  const Calendar = ready ? ready.CalendarChart : LazyCalendar;
  return (
    <Suspense fallback={null}>
      <Calendar {...panel} />
    </Suspense>
  );
}
