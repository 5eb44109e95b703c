// A GPA course list as calc-wasm's `gpa` reads it (calculators/academic/
// src/gpa.rs): one line per course, `[name] grade credits [H|AP|IB]`, or a
// term heading ending in `:` (`Fall 2025:`); `;` also ends a line. The
// course editor writes this text and reads it back when it changes from
// outside (a share link, a restored calculation, the textarea).

export interface CourseRow {
  kind: 'course';
  name: string;
  grade: string;
  credits: string;
  /** '' (no weighting), 'H', 'AP' or 'IB'. */
  level: string;
  /** A line the editor cannot split, kept as typed until the row is edited. */
  raw?: string;
}

export interface TermRow {
  kind: 'term';
  name: string;
}

export type Row = CourseRow | TermRow;

/** The marks after the credits that weight a course (gpa.rs `level_bonus`). */
export const LEVELS = ['H', 'AP', 'IB'] as const;

function fieldsOf(line: string): string[] {
  const spaced = line
    .split(/\s+/)
    .map((f) => f.replace(/,+$/, ''))
    .filter((f) => f !== '');
  if (spaced.length >= 2) return spaced;
  return line
    .split(',')
    .map((f) => f.trim())
    .filter((f) => f !== '');
}

export function parseLine(text: string): Row {
  const line = text.trim();
  if (line.endsWith(':')) return { kind: 'term', name: line.slice(0, -1).trim() };
  const fields = fieldsOf(line);
  let level = '';
  const last = fields[fields.length - 1]?.toUpperCase() ?? '';
  if (fields.length > 2 && (LEVELS as readonly string[]).includes(last)) {
    level = last;
    fields.pop();
  }
  if (fields.length < 2) return { kind: 'course', name: '', grade: '', credits: '', level: '', raw: line };
  return {
    kind: 'course',
    name: fields.slice(0, -2).join(' '),
    grade: fields[fields.length - 2] ?? '',
    credits: fields[fields.length - 1] ?? '',
    level,
  };
}

/** The rows of a course list: one per line, blank lines included (errors count them). */
export function parseCourses(text: string): Row[] {
  const lines = text.split(/[\n;]/);
  // A trailing line break adds no row.
  while (lines.length > 1 && lines[lines.length - 1]?.trim() === '') lines.pop();
  return lines.map(parseLine);
}

/** A cell as the text can hold it: no line or list separators, single spaces. */
function clean(cell: string): string {
  return cell.replace(/[;\n\r]/g, ' ').replace(/\s+/g, ' ').trim();
}

export function serialiseRow(row: Row): string {
  if (row.kind === 'term') return `${clean(row.name).replace(/:+$/, '')}:`;
  if (row.raw !== undefined) return row.raw;
  const parts = [clean(row.name), clean(row.grade).replace(/\s/g, ''), clean(row.credits).replace(/\s/g, ''), row.level];
  return parts.filter((p) => p !== '').join(' ');
}

export function serialiseCourses(rows: readonly Row[]): string {
  return rows.map(serialiseRow).join('\n');
}

/** The grades of a typed scale (`A 4; A- 3.7`, `B = 3`, `F: 0`), in its order. */
export function typedScaleGrades(text: string): string[] {
  const grades: string[] = [];
  for (const entry of text.split(/[\n;]/)) {
    const parts = entry.replace(/[=:]/g, ' ').trim().split(/\s+/);
    const grade = parts.length === 2 ? parts[0]?.replace(/,+$/, '') : undefined;
    if (grade && !grades.some((g) => g.toUpperCase() === grade.toUpperCase())) grades.push(grade);
  }
  return grades;
}
