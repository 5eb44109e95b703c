// The academic parts load as chunks, each only on pages that show it:
// ./outputs (MathML, steps, matrices), one per field display (./Keypad,
// ./MatrixEditor, ./Textarea, ./CoursesEditor) and ./Summary (a sentence quoting an expression). Finance and health pages download neither. The server render has them at hand (src/ssr.tsx
// provides the module), so prerendered pages already show their MathML; in
// the browser, hydration of those parts waits for the chunk, keeping the
// server's HTML on screen meanwhile (a Suspense boundary on both sides).

import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import type * as Academic from './index';
import type { CalculatorProps, CalculatorStrings, Field as FieldView, OutputFormat } from '../../../lib/props';

type AcademicModule = typeof Academic;
type Part = 'KeypadField' | 'MatrixField' | 'TextareaField' | 'CoursesField' | 'AcademicValue' | 'StepsOutput' | 'NumberLine' | 'MathSummary';
const LOADERS: Record<Part, () => Promise<Partial<AcademicModule>>> = {
  KeypadField: () => import('./Keypad'),
  MatrixField: () => import('./MatrixEditor'),
  TextareaField: () => import('./Textarea'),
  CoursesField: () => import('./CoursesEditor'),
  AcademicValue: () => loadOutputs(),
  StepsOutput: () => loadOutputs(),
  NumberLine: () => loadOutputs(),
  MathSummary: () => import('./Summary'),
};

let provided: AcademicModule | null = null;

/** The server render calls this once with the statically imported module. */
export function provideAcademic(module: AcademicModule): void {
  provided = module;
}

type Outputs = typeof import('./outputs');
let outputs: Promise<Outputs> | null = null;
let loaded: Outputs | null = null;
/** Math, steps and matrices; the fields come separately (basic, GPA, matrix and hash pages need different ones). */
const loadOutputs = () => (outputs ??= import('./outputs').then((m) => (loaded = m)));

/**
 * The plain text of a `math`, `matrix`, `steps` or `intervals` output (null
 * for other formats). Until the chunk is here, a list or matrix reads as its
 * entries, and steps and intervals as nothing: only the MathML and the
 * number line, drawn by the chunk, show them.
 */
export function academicText(format: OutputFormat, value: unknown, strings: CalculatorStrings, locale: string): string | null {
  if (format !== 'math' && format !== 'matrix' && format !== 'steps' && format !== 'intervals') return null;
  const m = provided ?? loaded;
  if (m) return m.richText(format, value, strings, locale);
  if (format === 'steps') return Array.isArray(value) && value.length > 0 ? ' ' : '';
  if (format === 'intervals') return typeof value === 'object' && value !== null ? ' ' : '';
  return [value].flat(2).filter((v) => typeof v === 'string' || typeof v === 'number').join(', ');
}

type PartProps<K extends Part> = Parameters<AcademicModule[K]>[0];

/** Parts whose chunk has arrived, drawn at once rather than through lazy(). */
const ready: Partial<Record<Part, ComponentType<any>>> = {};

function loadPart(name: Part): Promise<ComponentType<any>> {
  return LOADERS[name]().then((m) => (ready[name] = m[name] as ComponentType<any>));
}

/**
 * Fetches the parts a calculator's page shows, before it hydrates (the
 * loader awaits it, see ../../Calculator.tsx `prepare`). The island
 * hydrates on its first use, and the visitor may type at once: a part still
 * waiting for its chunk inside a Suspense boundary when the island's state
 * changes would be drawn again from scratch, losing the field's focus and
 * what was typed. Prepared, it hydrates with the rest.
 */
export function prepareAcademic(props: CalculatorProps): Promise<unknown> {
  const displays: Partial<Record<FieldView['display'], Part>> = {
    keypad: 'KeypadField',
    matrix: 'MatrixField',
    textarea: 'TextareaField',
    courses: 'CoursesField',
  };
  const parts = new Set<Part>();
  for (const field of props.fields) {
    const part = displays[field.display];
    if (part) parts.add(part);
  }
  const formats = props.outputs.flatMap((o) => [o.format, ...o.formatWhen.map((w) => w.format)]);
  if (formats.some((f) => ACADEMIC_FORMATS.has(f))) {
    parts.add('AcademicValue');
    parts.add('MathSummary');
  }
  return Promise.all([...parts].map(loadPart));
}

const ACADEMIC_FORMATS = new Set<OutputFormat>(['math', 'matrix', 'steps', 'intervals']);

/** While the chunk loads after the page is interactive (hydration keeps the server's HTML instead). */
function part<K extends Part>(name: K, fallback: (props: PartProps<K>) => ReactNode = () => null): ComponentType<PartProps<K>> {
  const Lazy = lazy(() => loadPart(name).then((component) => ({ default: component })));
  function AcademicPart(props: PartProps<K>): ReactNode {
    // Chosen once per part drawn: switching from Lazy to the arrived
    // component later would draw it again from scratch.
    const [Component] = useState<ComponentType<any>>(() => (provided ? provided[name] : (ready[name] ?? Lazy)));
    return (
      <Suspense fallback={fallback(props)}>
        <Component {...props} />
      </Suspense>
    );
  }
  return AcademicPart;
}

const KeypadField = part('KeypadField');
const MatrixField = part('MatrixField');
const TextareaField = part('TextareaField');
const CoursesField = part('CoursesField');

export function AcademicField(props: PartProps<'KeypadField'>): ReactNode {
  switch (props.field.display) {
    case 'keypad':
      return <KeypadField {...props} />;
    case 'matrix':
      return <MatrixField {...props} />;
    case 'courses':
      return <CoursesField {...props} />;
    default:
      return <TextareaField {...props} />;
  }
}
export const AcademicValue = part('AcademicValue', (p) => p.output.text);
export const StepsOutput = part('StepsOutput');
export const NumberLine = part('NumberLine');
/** Until the chunk is here after hydration: the sentence with the expression as printed. */
export const MathSummary = part('MathSummary', (p) => p.words((o) => o.text));
