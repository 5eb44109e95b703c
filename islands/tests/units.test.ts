import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CalcSpec, Field } from '../src/lib/props';
import { convertedTexts, rememberedUnits, switchUnits, unitSwitchKey } from '../src/lib/units';

// The BMI calculator's unit group (content/calculators/bmi.yaml) and the
// pace calculator's distance unit.
const spec: CalcSpec = {
  function: 'bmi',
  inputs: [
    { id: 'unit', kind: { select: { options: ['metric', 'imperial'] } }, default: 'metric' },
    { id: 'heightCm', kind: { number: {} }, default: '175', when: { input: 'unit', is: ['metric'] } },
    { id: 'weightKg', kind: { number: {} }, default: '70', when: { input: 'unit', is: ['metric'] } },
    { id: 'heightFt', kind: { number: {} }, default: '5', when: { input: 'unit', is: ['imperial'] } },
    { id: 'heightIn', kind: { number: {} }, default: '9', when: { input: 'unit', is: ['imperial'] } },
    { id: 'weightLb', kind: { number: {} }, default: '160', when: { input: 'unit', is: ['imperial'] } },
    { id: 'sex', kind: { select: { options: ['male', 'female'] } }, default: 'male' },
    { id: 'pace', kind: { select: { options: ['km', 'mi'] } }, default: 'km' },
  ],
};
const field = (id: string, unit: Field['unit'], when?: Field['when']): Field => ({ id, label: id, unit, display: 'input', options: [], when });
const metric = { input: 'unit', is: ['metric'] };
const imperial = { input: 'unit', is: ['imperial'] };
const fields: Field[] = [
  field('unit', 'none'),
  field('heightCm', 'cm', metric),
  field('weightKg', 'kg', metric),
  field('heightFt', 'ft', imperial),
  field('heightIn', 'in', imperial),
  field('weightLb', 'lb', imperial),
  field('sex', 'none'),
];
const texts = { unit: 'metric', heightCm: '175', weightKg: '70', heightFt: '5', heightIn: '9', weightLb: '160', sex: 'male', pace: 'km' };

/** localStorage for the node environment. */
let store: Map<string, string>;
beforeEach(() => {
  store = new Map();
  (globalThis as { localStorage?: unknown }).localStorage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  };
});
afterEach(() => {
  delete (globalThis as { localStorage?: unknown }).localStorage;
});

describe('unit switches', () => {
  it('are the selects whose options are a pair of unit systems', () => {
    expect(unitSwitchKey(spec, 'unit')).toBe('calcula:units:metric-imperial');
    expect(unitSwitchKey(spec, 'pace')).toBe('calcula:units:km-mi');
    expect(unitSwitchKey(spec, 'sex')).toBeNull();
    expect(unitSwitchKey(spec, 'heightCm')).toBeNull();
  });

  it('convert metric to imperial: 175 cm = 68.897… in = 5 ft 8.9 in; 70 kg = 154.32… lb', () => {
    expect(convertedTexts(fields, texts, 'unit', 'metric', 'imperial', 'en-US')).toEqual({ heightFt: '5', heightIn: '8.9', weightLb: '154.3' });
  });

  it('convert imperial to metric in the locale: 5 ft 9 in = 175.26 cm; 160 lb = 72.57… kg', () => {
    const pt = { ...texts, unit: 'imperial', heightIn: '9', weightLb: '160' };
    expect(convertedTexts(fields, pt, 'unit', 'imperial', 'metric', 'pt-BR')).toEqual({ heightCm: '175,3', weightKg: '72,6' });
  });

  it('carry 11.96 inches into the next foot', () => {
    // 182.8 cm = 71.968… in = 5 ft 11.97 in → 6 ft 0 in at 0.1 in.
    expect(convertedTexts(fields, { ...texts, heightCm: '182,8' }, 'unit', 'metric', 'imperial', 'pt-BR')).toMatchObject({ heightFt: '6', heightIn: '0' });
  });

  it('leave a quantity that is not a number as it was', () => {
    expect(convertedTexts(fields, { ...texts, heightCm: 'abc' }, 'unit', 'metric', 'imperial', 'en-US')).toEqual({ weightLb: '154.3' });
  });

  it('remember the choice, and apply it on the next page unless a link or typing set the group', () => {
    expect(switchUnits(spec, fields, texts, 'unit', 'imperial', 'en-US')).toEqual({ unit: 'imperial', heightFt: '5', heightIn: '8.9', weightLb: '154.3' });
    expect(store.get('calcula:units:metric-imperial')).toBe('imperial');
    expect(switchUnits(spec, fields, texts, 'sex', 'female', 'en-US')).toBeNull();
    // A Portuguese page (metric by default) opened later in this browser.
    expect(rememberedUnits(spec, fields, texts, 'pt-BR', new Set())).toEqual({ unit: 'imperial', heightFt: '5', heightIn: '8,9', weightLb: '154,3' });
    expect(rememberedUnits(spec, fields, texts, 'pt-BR', new Set(['weightLb']))).toEqual({});
    expect(rememberedUnits(spec, fields, texts, 'pt-BR', new Set(['unit']))).toEqual({});
    expect(rememberedUnits(spec, fields, { ...texts, unit: 'imperial' }, 'en-US', new Set())).toEqual({});
    store.set('calcula:units:metric-imperial', 'furlongs');
    expect(rememberedUnits(spec, fields, texts, 'en-US', new Set())).toEqual({});
  });
});
