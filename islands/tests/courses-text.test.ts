// The GPA course editor's text logic: the course list as calc-wasm's gpa
// reads it, split into rows and written back, and a typed scale's grades.

import { describe, expect, it } from 'vitest';
import { parseCourses, serialiseCourses, typedScaleGrades } from '../src/islands/calculator/academic/coursesText';

describe('course list text', () => {
  it('reads names, grades, credits, levels and term headings', () => {
    expect(parseCourses('Fall 2025:\nAP Calculus BC A 4 ap\nB+ 3\nPhysics, B, 4')).toEqual([
      { kind: 'term', name: 'Fall 2025' },
      { kind: 'course', name: 'AP Calculus BC', grade: 'A', credits: '4', level: 'AP' },
      { kind: 'course', name: '', grade: 'B+', credits: '3', level: '' },
      { kind: 'course', name: 'Physics', grade: 'B', credits: '4', level: '' },
    ]);
    // `;` ends a line too; a decimal comma stays in its field.
    expect(parseCourses('Cálculo 8,5 4; Física 7 2 H')).toEqual([
      { kind: 'course', name: 'Cálculo', grade: '8,5', credits: '4', level: '' },
      { kind: 'course', name: 'Física', grade: '7', credits: '2', level: 'H' },
    ]);
  });

  it('keeps a line it cannot split as typed until the row is edited', () => {
    const rows = parseCourses('Calculus A 3\nChemistry');
    expect(rows[1]).toEqual({ kind: 'course', name: '', grade: '', credits: '', level: '', raw: 'Chemistry' });
    expect(serialiseCourses(rows)).toBe('Calculus A 3\nChemistry');
  });

  it('writes rows back as the text reads them', () => {
    const text = 'Fall 2025:\nCalculus A 3\nChemistry B+ 4 H\nSpring:\nA- 3 AP';
    expect(serialiseCourses(parseCourses(text))).toBe(text);
    // Separators inside a cell cannot break the list apart; an empty row is an empty line (gpa skips it).
    expect(
      serialiseCourses([
        { kind: 'course', name: 'Bio; lab\nnotes', grade: 'B', credits: '4', level: '' },
        { kind: 'course', name: '', grade: '', credits: '', level: '' },
        { kind: 'term', name: 'Summer:' },
      ]),
    ).toBe('Bio lab notes B 4\n\nSummer:');
  });

  it('reads a typed scale’s grades in order, once each', () => {
    expect(typedScaleGrades('A 4; A- 3.7\nB = 3; C: 2; a 1; junk; D 1 2')).toEqual(['A', 'A-', 'B', 'C']);
  });
});
