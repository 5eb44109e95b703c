// The GPA course list (display: courses) as rows: a course's name, its
// grade from the chosen scale's list, its credits and its level (honors,
// AP), and term headings; rows are added and removed with buttons. A chunk
// of its own (see ./lazy.tsx). The text below the rows is the field itself
// (name="courses", what the calculator reads, share links and history
// keep): the rows write it on every edit and read it back when it changes
// from outside (a share link, a restored calculation, typing in it).

import { useRef, useState } from 'react';
import { fillTemplate } from '../../../lib/format';
import type { Field } from '../../../lib/props';
import { describedBy, ErrorText, Help, type FieldProps } from '../Field';
import { LEVELS, parseCourses, serialiseCourses, typedScaleGrades, type CourseRow, type Row } from './coursesText';
import type { AcademicContext } from './types';

/** The grades the chosen scale offers, best first; null when grades are numbers (0–10). */
export function gradesOf(field: Field, texts: Record<string, string>): string[] | null {
  const g = field.grades;
  if (!g) return null;
  const scale = texts[g.scaleInput] ?? '';
  if (scale === g.customOption) return typedScaleGrades(texts[g.customInput] ?? '');
  return g.presets[scale]?.map((p) => p.grade) ?? null;
}

const EMPTY_COURSE: CourseRow = { kind: 'course', name: '', grade: '', credits: '', level: '' };

// The textarea is drawn here rather than by ./Textarea: one chunk less on
// the page, whose script before the first input is within 1 KB of the budget.
export function CoursesField({ field, text, idBase, error, onChange, academic }: FieldProps & { academic: AcademicContext }) {
  // The generator gives calculatorIsland.academic to every page with a courses field.
  const strings = academic.strings.academic!.courses;
  const [rows, setRows] = useState<Row[]>(() => parseCourses(text));
  const [seen, setSeen] = useState(text);
  const list = useRef<HTMLOListElement>(null);
  const addCourseRef = useRef<HTMLButtonElement>(null);

  // The text changed from outside: the rows follow (unless they already say the same).
  if (text !== seen) {
    setSeen(text);
    if (text !== serialiseCourses(rows)) setRows(parseCourses(text));
  }

  const write = (next: Row[]) => {
    const t = serialiseCourses(next);
    setRows(next);
    setSeen(t);
    onChange(field.id, t);
  };
  const edit = (index: number, change: Partial<CourseRow> | Partial<Row>) =>
    write(rows.map((r, i) => (i === index ? ({ ...r, ...change, raw: undefined } as Row) : r)));

  /** After the DOM updates: focus row `index`'s first control (or the add button). */
  const focusRow = (index: number) =>
    requestAnimationFrame(() => {
      const el = list.current?.querySelector<HTMLElement>(`[data-row="${index}"] input, [data-row="${index}"] select`);
      (el ?? addCourseRef.current)?.focus();
    });
  const add = (row: Row) => {
    write([...rows, row]);
    focusRow(rows.length);
  };
  const remove = (index: number) => {
    const next = rows.filter((_, i) => i !== index);
    write(next);
    focusRow(Math.min(index, next.length - 1));
  };

  const grades = gradesOf(field, academic.texts);
  // Grades written as numbers are Brazil's 0–10 scale, which has no honors
  // or AP weighting (calc-wasm's gpa.rs gives none there): no level column.
  const weighting = grades !== null;
  const invalid = error !== null;
  const errorId = `${idBase}-error`;
  const legendId = `${idBase}-legend`;
  const textId = `${idBase}-control`;
  const helpId = `${idBase}-help`;
  // Courses and terms are numbered apart, as people count them.
  let courses = 0;
  let terms = 0;
  const cellLabel = (column: string, n: number) => fillTemplate(strings.cell, { column, n: String(n) });
  const levelLabel: Record<string, string> = { '': strings.regular, H: strings.honors, AP: strings.ap, IB: strings.ap };

  return (
    <fieldset
      className={`calc-field calc-courses${weighting ? '' : ' calc-courses--unweighted'}${invalid ? ' calc-field--invalid' : ''}`}
      aria-describedby={describedBy(invalid && errorId)}
    >
      <legend id={legendId} className="calc-label">
        {field.label}
      </legend>
      <div className="calc-courses-head" aria-hidden="true">
        <span>{strings.name}</span>
        <span>{strings.grade}</span>
        <span>{strings.credits}</span>
        {weighting && <span>{strings.level}</span>}
      </div>
      <ol ref={list} className="calc-courses-rows" aria-labelledby={legendId}>
        {rows.map((row, index) => {
          if (row.kind === 'term') {
            const n = ++terms;
            return (
              <li key={index} data-row={index} className="calc-course-term">
                <input
                  className="calc-course-cell calc-course-term-name"
                  type="text"
                  autoComplete="off"
                  value={row.name}
                  aria-label={fillTemplate(strings.term, { n: String(n) })}
                  onChange={(e) => edit(index, { name: e.target.value })}
                />
                <button type="button" className="calc-course-remove" aria-label={fillTemplate(strings.removeTerm, { n: String(n) })} onClick={() => remove(index)}>
                  ×
                </button>
              </li>
            );
          }
          const n = ++courses;
          const gradeOptions = grades && row.grade !== '' && !grades.some((g) => g.toUpperCase() === row.grade.toUpperCase()) ? [...grades, row.grade] : grades;
          const gradeValue = gradeOptions?.find((g) => g.toUpperCase() === row.grade.toUpperCase()) ?? row.grade;
          return (
            <li key={index} data-row={index} className="calc-course-row">
              <input
                className="calc-course-cell calc-course-name"
                type="text"
                autoComplete="off"
                value={row.raw ?? row.name}
                aria-label={cellLabel(strings.name, n)}
                onChange={(e) => edit(index, { name: e.target.value })}
              />
              {gradeOptions ? (
                <select className="calc-course-cell calc-course-grade" value={gradeValue} aria-label={cellLabel(strings.grade, n)} onChange={(e) => edit(index, { grade: e.target.value })}>
                  {row.grade === '' && <option value="">{strings.choose}</option>}
                  {gradeOptions.map((g) => (
                    <option key={g} value={g}>
                      {g}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  className="calc-course-cell calc-course-grade"
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  value={row.grade}
                  aria-label={cellLabel(strings.grade, n)}
                  onChange={(e) => edit(index, { grade: e.target.value })}
                />
              )}
              <input
                className="calc-course-cell calc-course-credits"
                type="text"
                inputMode="decimal"
                autoComplete="off"
                value={row.credits}
                aria-label={cellLabel(strings.credits, n)}
                onChange={(e) => edit(index, { credits: e.target.value })}
              />
              {weighting && (
                <select className="calc-course-cell calc-course-level" value={row.level} aria-label={cellLabel(strings.level, n)} onChange={(e) => edit(index, { level: e.target.value })}>
                  {['', ...LEVELS.filter((l) => l !== 'IB' || row.level === 'IB')].map((l) => (
                    <option key={l} value={l}>
                      {levelLabel[l]}
                    </option>
                  ))}
                </select>
              )}
              <button type="button" className="calc-course-remove" aria-label={fillTemplate(strings.removeCourse, { n: String(n) })} onClick={() => remove(index)}>
                ×
              </button>
            </li>
          );
        })}
      </ol>
      <div className="calc-courses-actions">
        <button ref={addCourseRef} type="button" className="calc-course-add" onClick={() => add({ ...EMPTY_COURSE })}>
          <span aria-hidden="true">+</span> {strings.addCourse}
        </button>
        <button type="button" className="calc-course-add" onClick={() => add({ kind: 'term', name: '' })}>
          <span aria-hidden="true">+</span> {strings.addTerm}
        </button>
      </div>
      <label htmlFor={textId} className="calc-label">
        {strings.asText}
      </label>
      <textarea
        id={textId}
        className="calc-textarea"
        name={field.id}
        rows={Math.min(Math.max(rows.length + 1, 4), 12)}
        autoComplete="off"
        spellCheck={false}
        value={text}
        onChange={(e) => onChange(field.id, e.target.value)}
        aria-invalid={invalid || undefined}
        aria-errormessage={invalid ? errorId : undefined}
        aria-describedby={describedBy(invalid && errorId, !!field.help && helpId)}
      />
      <Help id={helpId} text={field.help} />
      <ErrorText id={errorId} text={error} />
    </fieldset>
  );
}
