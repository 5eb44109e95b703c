import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CalcSpec, Field } from '../src/lib/props';
import { convertedTexts, rememberSwitch, rememberedUnits, switchUnits, unitShown, unitSwitchKey, type UnitMemos } from '../src/lib/units';
import { calculatorProps } from './generated-props';

type Input = CalcSpec['inputs'][number];
const numberInput = (id: string, value: string, when?: Input['when']): Input => ({ id, kind: { number: {} }, default: value, when });
const selectInput = (id: string, options: string[]): Input => ({ id, kind: { select: { options } }, default: options[0] as string });
const field = (id: string, unit: Field['unit'], when?: Field['when'], quantity?: string): Field => ({ id, label: id, unit, display: 'input', options: [], when, quantity });
const metric = { input: 'unit', is: ['metric'] };
const imperial = { input: 'unit', is: ['imperial'] };

// The BMI calculator's unit group as the build writes it (its Portuguese
// page: metric first), with a select that is no unit switch and the pace
// calculator's km/mi switch added.
const bmi = calculatorProps('bmi.pt-BR');
const spec: CalcSpec = { ...bmi.spec, inputs: [...bmi.spec.inputs, selectInput('sex', ['male', 'female']), selectInput('pace', ['km', 'mi'])] };
const fields: Field[] = [...bmi.fields, field('sex', 'none')];
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

  it('pair fields by their declared quantity, whatever their ids', () => {
    const named = [field('tall', 'cm', metric, 'height'), field('feet', 'ft', imperial, 'height'), field('inches', 'in', imperial, 'height'), field('weightLb', 'lb', imperial)];
    // 175 cm = 5 ft 8.9 in; a field without a quantity is left alone.
    expect(convertedTexts(named, { tall: '175', weightLb: '160' }, 'unit', 'metric', 'imperial', 'en-US')).toEqual({ feet: '5', inches: '8.9' });
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

// The pace calculator (content/calculators/pace.yaml): one distance and one
// pace whose unit is the km/mi switch's, shown or not depending on `mode`.
const paceSpec: CalcSpec = {
  function: 'pace',
  inputs: [
    selectInput('mode', ['pace', 'time', 'distance']),
    selectInput('unit', ['km', 'mi']),
    numberInput('distance', '10', { input: 'mode', is: ['pace', 'time'] }),
    numberInput('minutes', '50', { input: 'mode', is: ['pace', 'distance'] }),
    numberInput('paceMinutes', '5', { input: 'mode', is: ['time', 'distance'] }),
    numberInput('paceSeconds', '30', { input: 'mode', is: ['time', 'distance'] }),
  ],
};
const paceFields: Field[] = [
  field('mode', 'none'),
  field('unit', 'none'),
  field('distance', 'distance', { input: 'mode', is: ['pace', 'time'] }),
  field('minutes', 'none', { input: 'mode', is: ['pace', 'distance'] }),
  field('paceMinutes', 'pacemin', { input: 'mode', is: ['time', 'distance'] }),
  field('paceSeconds', 'pacesec', { input: 'mode', is: ['time', 'distance'] }),
];
const paceTexts = { mode: 'time', unit: 'km', distance: '10', minutes: '50', paceMinutes: '5', paceSeconds: '30' };
const kmToMi = (t: Record<string, string>, locale = 'en-US') => convertedTexts(paceFields, t, 'unit', 'km', 'mi', locale);
const miToKm = (t: Record<string, string>, locale = 'en-US') => convertedTexts(paceFields, t, 'unit', 'mi', 'km', locale);

describe('the km/mi switch', () => {
  it('converts a distance and a pace: 10 km = 6.2137 mi; 5:30 per km = 330 × 1.609344 = 531.08 s = 8:51 per mi', () => {
    expect(kmToMi(paceTexts)).toEqual({ distance: '6.2', paceMinutes: '8', paceSeconds: '51' });
  });

  it('converts back: 6.2 mi = 9.978 km; 8:51 per mi = 531 / 1.609344 = 329.95 s = 5:30 per km', () => {
    expect(miToKm({ ...paceTexts, unit: 'mi', distance: '6.2', paceMinutes: '8', paceSeconds: '51' })).toEqual({ distance: '10', paceMinutes: '5', paceSeconds: '30' });
  });

  it('rounds a pace to the second and carries 60 seconds into a minute', () => {
    expect(miToKm({ ...paceTexts, paceMinutes: '8', paceSeconds: '0' })).toMatchObject({ paceMinutes: '4', paceSeconds: '58' });
    // 3:43 per km = 223 s × 1.609344 = 358.88 s → 359 s = 5:59; 3:43.5 → 359.69 → 360 s = 6:00, not 5:60.
    expect(kmToMi({ ...paceTexts, paceMinutes: '3', paceSeconds: '43' })).toMatchObject({ paceMinutes: '5', paceSeconds: '59' });
    expect(kmToMi({ ...paceTexts, paceMinutes: '3', paceSeconds: '43.5' })).toMatchObject({ paceMinutes: '6', paceSeconds: '0' });
  });

  it('keeps two decimals below 1 and reads and writes the locale: 0,4 km = 0,25 mi; 42,195 km = 26,2 mi', () => {
    expect(kmToMi({ ...paceTexts, distance: '0,4' }, 'pt-BR')).toMatchObject({ distance: '0,25' });
    expect(kmToMi({ ...paceTexts, distance: '42,195' }, 'pt-BR')).toMatchObject({ distance: '26,2' });
    expect(miToKm({ ...paceTexts, distance: '26.2' })).toMatchObject({ distance: '42.2' });
  });

  it('leaves texts that are not numbers, and converts hidden fields too', () => {
    expect(kmToMi({ ...paceTexts, distance: '', paceSeconds: 'x' })).toEqual({});
    expect(kmToMi({ ...paceTexts, mode: 'pace' })).toEqual({ distance: '6.2', paceMinutes: '8', paceSeconds: '51' });
  });

  it('is the switch of the page: switching converts and is remembered; a link or typing in a distance leaves it', () => {
    expect(switchUnits(paceSpec, paceFields, paceTexts, 'unit', 'mi', 'en-US')).toEqual({ unit: 'mi', distance: '6.2', paceMinutes: '8', paceSeconds: '51' });
    expect(store.get('calcula:units:km-mi')).toBe('mi');
    expect(switchUnits(paceSpec, paceFields, paceTexts, 'mode', 'pace', 'en-US')).toBeNull();
    expect(rememberedUnits(paceSpec, paceFields, paceTexts, 'pt-BR', new Set())).toEqual({ unit: 'mi', distance: '6,2', paceMinutes: '8', paceSeconds: '51' });
    expect(rememberedUnits(paceSpec, paceFields, paceTexts, 'pt-BR', new Set(['distance']))).toEqual({});
    expect(rememberedUnits(paceSpec, paceFields, paceTexts, 'pt-BR', new Set(['paceSeconds']))).toEqual({});
    // The metric/imperial switch does not touch the pace fields.
    expect(convertedTexts(paceFields, paceTexts, 'unit', 'metric', 'imperial', 'en-US')).toEqual({});
  });

  it('shows the switch unit after a distance, nothing after a pace, a field its own unit', () => {
    const distance = paceFields[2]!;
    expect(unitShown(paceSpec, distance, paceTexts)).toBe('km');
    expect(unitShown(paceSpec, distance, { ...paceTexts, unit: 'mi' })).toBe('mi');
    expect(unitShown(paceSpec, paceFields[4]!, paceTexts)).toBe('none');
    expect(unitShown(spec, fields.find((f) => f.id === 'heightCm')!, texts)).toBe('cm');
    // No km/mi switch (the BMI spec above without its `pace` select): no unit.
    expect(unitShown({ ...spec, inputs: spec.inputs.filter((i) => i.id !== 'pace') }, distance, texts)).toBe('none');
  });
});

describe('a switch named by a condition chained with `and` (the concrete calculator)', () => {
  // Its fields as the build writes them: `when: { input: units, is: [...],
  // and: { input: shape, ... } }`, lengths in ft or m, thicknesses in in or cm.
  const concrete = calculatorProps('concrete.en');
  const byUnit = (unit: Field['unit'], system: string) =>
    concrete.fields.filter((f) => f.unit === unit && f.when?.input === 'units' && f.when.is.includes(system) && f.when.and !== undefined);
  const [feet] = byUnit('ft', 'imperial');
  const [inches] = byUnit('in', 'imperial');
  const metres = byUnit('m', 'metric').find((f) => f.quantity === feet?.quantity);
  const centimetres = byUnit('cm', 'metric').find((f) => f.quantity === inches?.quantity);

  it('pairs feet with metres and inches with centimetres', () => {
    expect(feet && inches && metres && centimetres).toBeTruthy();
  });

  it('converts 10 ft = 3.048 m → 3 m and 4 in = 10.16 cm → 10.2 cm, and 4 m = 13.12… ft → 13.1 ft back', () => {
    if (!feet || !inches || !metres || !centimetres) throw new Error('no concrete fields');
    const texts = { units: 'imperial', [feet.id]: '10', [inches.id]: '4', [metres.id]: '4', [centimetres.id]: '10' };
    expect(convertedTexts(concrete.fields, texts, 'units', 'imperial', 'metric', 'en-US')).toMatchObject({ [metres.id]: '3', [centimetres.id]: '10.2' });
    expect(convertedTexts(concrete.fields, texts, 'units', 'metric', 'imperial', 'pt-BR')).toMatchObject({ [feet.id]: '13,1', [inches.id]: '3,9' });
  });
});

describe('a switch back and forth (issue 41)', () => {
  // The concrete calculator as the build writes it; its texts start at the
  // defaults, as on the page.
  const concrete = calculatorProps('concrete.en');
  const defaults = Object.fromEntries(concrete.spec.inputs.map((i) => [i.id, i.default]));
  const byQuantity = (unit: Field['unit'], quantity: string) => concrete.fields.find((f) => f.unit === unit && f.quantity === quantity)?.id as string;
  const [length, width, thickness, height] = [byQuantity('ft', 'length'), byQuantity('ft', 'width'), byQuantity('in', 'thickness'), byQuantity('ft', 'height')];
  const lengthM = byQuantity('m', 'length');

  /** Switches `id` to each value in turn, as the page does: each switch applied and remembered. */
  const roundTrip = (spec: CalcSpec, fields: Field[], start: Record<string, string>, id: string, values: string[]) => {
    let texts = start;
    let memos: UnitMemos = {};
    for (const value of values) {
      const changes = switchUnits(spec, fields, texts, id, value, 'en-US', memos) ?? {};
      memos = rememberSwitch(memos, id, value, texts, changes);
      texts = { ...texts, ...changes };
    }
    return texts;
  };

  it('gives back what was typed: 20 × 12 ft × 6 in → metric → imperial, not 12.1 ft', () => {
    const typed = { ...defaults, [length]: '20', [width]: '12', [thickness]: '6' };
    const back = roundTrip(concrete.spec, concrete.fields, typed, 'units', ['metric', 'imperial']);
    expect(back).toMatchObject({ units: 'imperial', [length]: '20', [width]: '12', [thickness]: '6', [height]: '8' });
    // Many times over, the same.
    expect(roundTrip(concrete.spec, concrete.fields, typed, 'units', ['metric', 'imperial', 'metric', 'imperial', 'metric', 'imperial'])).toMatchObject(back);
  });

  it('converts what was edited in between: 6.1 m typed as 3 m gives 9.8 ft', () => {
    let texts: Record<string, string> = { ...defaults, [length]: '20' };
    let memos: UnitMemos = {};
    const toMetric = switchUnits(concrete.spec, concrete.fields, texts, 'units', 'metric', 'en-US', memos) ?? {};
    memos = rememberSwitch(memos, 'units', 'metric', texts, toMetric);
    texts = { ...texts, ...toMetric, [lengthM]: '3' };
    // 3 m = 9.842… ft; the width, untouched, is given back as it was (10).
    expect(switchUnits(concrete.spec, concrete.fields, texts, 'units', 'imperial', 'en-US', memos)).toMatchObject({ [length]: '9.8', [width]: '10' });
  });

  it('gives back a distance and a pace on a km/mi switch: 12 km → 7.5 mi → 12 km, not 12.1', () => {
    const distance = field('distance', 'distance');
    const minutes = field('paceMin', 'pacemin');
    const seconds = field('paceSec', 'pacesec');
    const paceSpec: CalcSpec = { ...spec, inputs: [selectInput('pace', ['km', 'mi'])] };
    const start = { pace: 'km', distance: '12', paceMin: '5', paceSec: '7' };
    expect(roundTrip(paceSpec, [distance, minutes, seconds], start, 'pace', ['mi', 'km'])).toEqual(start);
  });
});

describe('amount/percent switches (shareOf)', () => {
  // The mortgage as the build writes it: the down payment and the property
  // tax in dollars or as a share of the price.
  const mortgage = calculatorProps('mortgage.en');
  const plain = { homePrice: '400000', downPaymentUnit: 'amount', downPayment: '50000', downPaymentPercent: '20', propertyTaxUnit: 'amount', propertyTax: '4800', propertyTaxRate: '1.2' };
  const switched = (texts: Record<string, string>, id: string, value: string, locale = 'en-US') =>
    switchUnits(mortgage.spec, mortgage.fields, texts, id, value, locale);

  it('turn the amount typed into its share of the price, and back, to the cent', () => {
    expect(switched(plain, 'downPaymentUnit', 'percent')).toEqual({ downPaymentUnit: 'percent', downPaymentPercent: '12.5' });
    expect(switched({ ...plain, downPaymentUnit: 'percent', downPaymentPercent: '3.5' }, 'downPaymentUnit', 'amount')).toEqual({ downPaymentUnit: 'amount', downPayment: '14000' });
    // 4,800 of 400,000 is 1.2 %; 1/3 % of 400,000 is 1,333.33 (to the cent).
    expect(switched(plain, 'propertyTaxUnit', 'percent')).toEqual({ propertyTaxUnit: 'percent', propertyTaxRate: '1.2' });
    expect(switched({ ...plain, propertyTaxRate: '0.333333' }, 'propertyTaxUnit', 'amount')).toEqual({ propertyTaxUnit: 'amount', propertyTax: '1333.33' });
  });

  it("read and write the page language's decimal comma, and are not remembered", () => {
    const pt = { ...plain, homePrice: '300000', downPayment: '45000,5' };
    expect(switched(pt, 'downPaymentUnit', 'percent', 'pt-BR')).toEqual({ downPaymentUnit: 'percent', downPaymentPercent: '15' });
    expect(store.size).toBe(0);
  });

  it('leave what is not a number, and a price of 0, as it was', () => {
    expect(switched({ ...plain, downPayment: 'abc' }, 'downPaymentUnit', 'percent')).toEqual({ downPaymentUnit: 'percent' });
    expect(switched({ ...plain, homePrice: '0' }, 'downPaymentUnit', 'percent')).toEqual({ downPaymentUnit: 'percent' });
    expect(switched(plain, 'loanTerm', '15')).toBeNull();
  });
});
