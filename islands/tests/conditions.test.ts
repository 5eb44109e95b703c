import { describe, expect, it } from 'vitest';
import { givenInputs, holds, visibleInputs } from '../src/lib/conditions';
import type { CalcSpec } from '../src/lib/props';

const spec: CalcSpec = {
  function: 'bmi',
  inputs: [
    { id: 'unit', kind: { select: { options: ['metric', 'imperial'] } }, default: 'metric' },
    { id: 'heightCm', kind: { number: {} }, default: '175', when: { input: 'unit', is: ['metric'] } },
    { id: 'heightFt', kind: { number: {} }, default: '5', when: { input: 'unit', is: ['imperial'] } },
    { id: 'advanced', kind: 'bool', default: 'false' },
    // Chained: shown only while `advanced` is shown and true.
    { id: 'note', kind: { text: { maxLength: 20 } }, default: '', when: { input: 'advanced', is: ['true'] } },
  ],
};

describe('visibleInputs', () => {
  it('shows inputs whose condition holds', () => {
    const v = visibleInputs(spec, { unit: 'metric', advanced: 'false' });
    expect([...v]).toEqual(['unit', 'heightCm', 'advanced']);
    expect([...visibleInputs(spec, { unit: 'imperial', advanced: 'true' })]).toEqual([
      'unit',
      'heightFt',
      'advanced',
      'note',
    ]);
  });

  it('hides an input whose controlling input is hidden', () => {
    const chained: CalcSpec = {
      function: 'x',
      inputs: [
        { id: 'a', kind: { select: { options: ['x', 'y'] } }, default: 'x' },
        { id: 'b', kind: { select: { options: ['on', 'off'] } }, default: 'on', when: { input: 'a', is: ['x'] } },
        { id: 'c', kind: { number: {} }, default: '1', when: { input: 'b', is: ['on'] } },
      ],
    };
    expect([...visibleInputs(chained, { a: 'x', b: 'on' })]).toEqual(['a', 'b', 'c']);
    expect([...visibleInputs(chained, { a: 'y', b: 'on' })]).toEqual(['a']);
  });

  it('shows an input while every condition chained by `and` holds', () => {
    const both: CalcSpec = {
      function: 'x',
      inputs: [
        { id: 'units', kind: { select: { options: ['metric', 'imperial'] } }, default: 'metric' },
        { id: 'shape', kind: { select: { options: ['slab', 'hole'] } }, default: 'slab', when: { input: 'units', is: ['metric', 'imperial'] } },
        { id: 'lengthM', kind: { number: {} }, default: '4', when: { input: 'units', is: ['metric'], and: { input: 'shape', is: ['slab'] } } },
        { id: 'length', kind: { number: {} }, default: '10', when: { input: 'units', is: ['imperial'], and: { input: 'shape', is: ['slab'] } } },
      ],
    };
    expect([...visibleInputs(both, { units: 'metric', shape: 'slab' })]).toEqual(['units', 'shape', 'lengthM']);
    expect([...visibleInputs(both, { units: 'imperial', shape: 'slab' })]).toEqual(['units', 'shape', 'length']);
    expect([...visibleInputs(both, { units: 'metric', shape: 'hole' })]).toEqual(['units', 'shape']);
    // The second condition's input hidden: the condition fails.
    expect([...visibleInputs(both, { units: 'yards', shape: 'slab' })]).toEqual(['units']);
  });

  it('never shows inputs in a cycle or depending on an unknown input', () => {
    const broken: CalcSpec = {
      function: 'x',
      inputs: [
        { id: 'a', kind: { number: {} }, default: '1', when: { input: 'b', is: ['1'] } },
        { id: 'b', kind: { number: {} }, default: '1', when: { input: 'a', is: ['1'] } },
        { id: 'c', kind: { number: {} }, default: '1', when: { input: 'nope', is: [''] } },
      ],
    };
    expect(visibleInputs(broken, { a: '1', b: '1', c: '1' }).size).toBe(0);
  });
});

describe('holds', () => {
  const visible = new Set(['unit']);
  it('holds without a condition', () => {
    expect(holds(undefined, {}, visible)).toBe(true);
  });
  it('compares the raw value', () => {
    expect(holds({ input: 'unit', is: ['metric'] }, { unit: 'metric' }, visible)).toBe(true);
    expect(holds({ input: 'unit', is: ['metric'] }, { unit: 'imperial' }, visible)).toBe(false);
  });
  it('holds when every condition chained by `and` holds', () => {
    const all = new Set(['unit', 'shape']);
    const when = { input: 'unit', is: ['metric'], and: { input: 'shape', is: ['slab', 'wall'] } };
    expect(holds(when, { unit: 'metric', shape: 'wall' }, all)).toBe(true);
    expect(holds(when, { unit: 'metric', shape: 'hole' }, all)).toBe(false);
    expect(holds(when, { unit: 'imperial', shape: 'wall' }, all)).toBe(false);
    expect(holds(when, { unit: 'metric', shape: 'wall' }, visible)).toBe(false);
  });
  it('fails while the input it reads is hidden', () => {
    expect(holds({ input: 'unit', is: ['metric'] }, { unit: 'metric' }, new Set())).toBe(false);
  });
});

describe('givenInputs', () => {
  it('sends the raw text of shown inputs only', () => {
    expect(givenInputs(spec, { unit: 'metric', heightCm: '1.75,5', heightFt: '6', advanced: 'false', note: 'x' })).toEqual({
      unit: 'metric',
      heightCm: '1.75,5',
      advanced: 'false',
    });
  });
});
