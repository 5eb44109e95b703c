// Unit switches: a select input whose options are a pair of unit systems
// (`metric`/`imperial`, `km`/`mi`) switches the fields that depend on it.
// The page's language picks the default (the YAML's `default_for`); a
// visitor's choice is remembered in this browser (localStorage
// `calcula:units:<options>`, one key per kind of switch, so choosing
// imperial on one calculator carries over to the others) and applied after
// hydration. Switching converts what was entered: a height in cm becomes
// feet and inches, kg become lb, a neck in cm becomes inches, and back,
// rounded to 0.1 of the new unit (feet and metres too), so the result stays (nearly) the same.
// Switching back gives back exactly what was there before, for every
// quantity not edited in between (UnitMemos): a round trip through the
// other system never changes what the visitor typed.
// Fields of one quantity are paired by their `quantity` (heightCm with
// heightFt and heightIn: `quantity: height` in the YAML), never by their ids.
// The km/mi switch converts the fields whose unit follows it wherever they
// are shown: a `distance` (to 0.1 of the new unit, 0.01 below 1) and a pace
// per km or per mi (`pacemin` + `pacesec`, to the second).
// An amount/percent switch (a percent field with `shareOf`: the down
// payment as dollars or as a share of the price) converts the same way,
// from the base as typed, to 0.01 % or to the cent, and is not remembered.
// Browser only where it touches storage: call from effects and handlers.
// Which inputs are switches and what unit a field shows is ./unitSwitch.ts,
// all a render needs; this file is a chunk fetched only by calculators that
// have a switch (islands/calculator/parts.ts).

import type { CalcSpec, Field } from './props';
import type { Texts } from './conditions';
import { decimalSeparator, toInputText } from './format';
import { readLocal, writeLocal } from './storage';
import { KM_MI, KM_PER, followsKmMi, unitSwitchKey } from './unitSwitch';

export { unitShown, unitSwitchKey } from './unitSwitch';

const CM_PER_IN = 2.54;
const KG_PER_LB = 0.45359237;

/** The test of `field`'s `when` (or of a condition chained to it by `and`) on switch `switchId`. */
function testOf(field: Field, switchId: string) {
  for (let w = field.when; w; w = w.and) if (w.input === switchId) return w;
}

/** Whether switch `switchId` controls `field`: shown only for some of its options, or measured in its unit. */
function controls(spec: CalcSpec, switchId: string, field: Field): boolean {
  return testOf(field, switchId) !== undefined || (followsKmMi(field) && unitSwitchKey(spec, switchId) === KM_MI);
}

/** A number as typed in `locale` ("1.234,5" in pt-BR), or NaN. */
function parseTyped(text: string, locale: string): number {
  const decimal = decimalSeparator(locale);
  const plain = text
    .trim()
    .split('')
    .filter((c) => /[0-9-]/.test(c) || c === decimal)
    .join('')
    .replace(decimal, '.');
  return plain === '' ? Number.NaN : Number(plain);
}

const round1 = (x: number) => Math.round(x * 10) / 10;
const round2 = (x: number) => Math.round(x * 100) / 100;
const typed = (x: number, locale: string) => toInputText(String(x), locale);

/** What a field measures, from its unit: a length in cm, a mass in kg. */
function measure(field: Field): 'length' | 'mass' | null {
  if (field.unit === 'm' || field.unit === 'cm' || field.unit === 'in' || field.unit === 'ft') return 'length';
  if (field.unit === 'kg' || field.unit === 'lb') return 'mass';
  return null;
}

/** What a field measures, as its YAML says (`quantity: height`); the check makes every converted field say it. */
const quantityOf = (field: Field) => field.quantity ?? '';

/**
 * The texts of the fields shown for `to` (of switch `switchId`), converted
 * from those shown for `from`. Quantities whose text is not a number are
 * left as they were.
 */
export function convertedTexts(fields: Field[], texts: Texts, switchId: string, from: string, to: string, locale: string): Texts {
  if (from in KM_PER && to in KM_PER) return convertedKmMi(fields, texts, from, to, locale);
  const under = (value: string) =>
    fields.filter((f) => testOf(f, switchId)?.is.includes(value) && measure(f) !== null && f.quantity !== undefined);
  const source = under(from);
  const target = under(to);
  const changes: Texts = {};
  for (const s of new Set(target.map(quantityOf))) {
    const parts = source.filter((f) => quantityOf(f) === s);
    if (parts.length === 0) continue;
    // The quantity in cm or kg (m: × 100).
    let total = 0;
    for (const f of parts) {
      const v = parseTyped(texts[f.id] ?? '', locale);
      if (!Number.isFinite(v)) {
        total = Number.NaN;
        break;
      }
      total += f.unit === 'ft' ? v * 12 * CM_PER_IN : f.unit === 'in' ? v * CM_PER_IN : f.unit === 'lb' ? v * KG_PER_LB : f.unit === 'm' ? v * 100 : v;
    }
    if (!Number.isFinite(total)) continue;
    const into = target.filter((f) => quantityOf(f) === s);
    const feet = into.find((f) => f.unit === 'ft');
    const inches = into.find((f) => f.unit === 'in');
    if (feet && inches) {
      const all = total / CM_PER_IN;
      let ft = Math.floor(all / 12);
      let inch = round1(all - ft * 12);
      if (inch >= 12) {
        ft += 1;
        inch = round1(inch - 12);
      }
      changes[feet.id] = typed(ft, locale);
      changes[inches.id] = typed(inch, locale);
      continue;
    }
    for (const f of into) {
      const v = f.unit === 'in' ? total / CM_PER_IN : f.unit === 'ft' ? total / CM_PER_IN / 12 : f.unit === 'lb' ? total / KG_PER_LB : f.unit === 'm' ? total / 100 : total;
      changes[f.id] = typed(round1(v), locale);
    }
  }
  return changes;
}

/**
 * A km/mi switch from `from` to `to`: every `distance` field, and the pace
 * (`pacemin` + `pacesec`) in total seconds, split back into minutes and
 * seconds (60 s carried into a minute). Hidden fields too, so they are right
 * when shown. Texts that are not numbers are left as they were.
 */
function convertedKmMi(fields: Field[], texts: Texts, from: string, to: string, locale: string): Texts {
  const ratio = (KM_PER[from] ?? Number.NaN) / (KM_PER[to] ?? Number.NaN);
  const changes: Texts = {};
  for (const f of fields.filter((f) => f.unit === 'distance')) {
    const v = parseTyped(texts[f.id] ?? '', locale);
    if (!Number.isFinite(v)) continue;
    const d = v * ratio;
    changes[f.id] = typed(Math.abs(d) < 1 ? round2(d) : round1(d), locale);
  }
  const minutes = fields.find((f) => f.unit === 'pacemin');
  const seconds = fields.find((f) => f.unit === 'pacesec');
  if (minutes && seconds) {
    const m = parseTyped(texts[minutes.id] ?? '', locale);
    const s = parseTyped(texts[seconds.id] ?? '', locale);
    if (Number.isFinite(m) && Number.isFinite(s)) {
      // A time per `from` unit, per `to` unit: × km per `to` / km per `from`.
      const total = Math.round((m * 60 + s) / ratio);
      changes[minutes.id] = typed(Math.floor(total / 60), locale);
      changes[seconds.id] = typed(total % 60, locale);
    }
  }
  return changes;
}

/**
 * Per unit switch, its last switch: the system it went to, the texts before
 * it and the texts it wrote (rounded conversions).
 */
export type UnitMemos = Record<string, { to: string; before: Texts; written: Texts }>;

/** The memos after switch `id` went to `value` from `before`, writing `changes`. */
export function rememberSwitch(memos: UnitMemos, id: string, value: string, before: Texts, changes: Texts): UnitMemos {
  const written = Object.fromEntries(Object.entries(changes).filter(([field]) => field !== id));
  return { ...memos, [id]: { to: value, before, written } };
}

/** The fields converted together: a quantity (feet with inches), a pace's minutes and seconds, or a distance alone. */
function groupOf(field: Field): string {
  if (field.unit === 'pacemin' || field.unit === 'pacesec') return 'pace';
  return field.unit === 'distance' ? `distance:${field.id}` : `quantity:${quantityOf(field)}`;
}

/**
 * `converted` with the texts from before the last switch put back where
 * that switch is being undone and the fields it wrote of a group still say
 * what it wrote: 20 ft → 6.1 m → 20 ft, not 20.0 ft; 8 ft → 2.4 m → 8 ft,
 * not 7.9 ft.
 */
function undoneUntouched(fields: Field[], texts: Texts, converted: Texts, from: string, memo: UnitMemos[string] | undefined): Texts {
  if (!memo || memo.to !== from) return converted;
  const byId = new Map(fields.map((f) => [f.id, f]));
  const untouched = (group: string) => {
    const wrote = Object.keys(memo.written).filter((id) => {
      const f = byId.get(id);
      return f !== undefined && groupOf(f) === group;
    });
    return wrote.length > 0 && wrote.every((id) => texts[id] === memo.written[id]);
  };
  const out: Texts = { ...converted };
  for (const id of Object.keys(converted)) {
    const f = byId.get(id);
    const before = memo.before[id];
    if (f && before !== undefined && untouched(groupOf(f))) out[id] = before;
  }
  return out;
}

/**
 * The changes for setting switch `id` to `value`: the switch itself and the
 * converted fields. Remembers the choice. Null when `id` is not a unit switch.
 * With `memos`, a switch back gives back what was there before it.
 */
export function switchUnits(spec: CalcSpec, fields: Field[], texts: Texts, id: string, value: string, locale: string, memos: UnitMemos = {}): Texts | null {
  const key = unitSwitchKey(spec, id);
  if (key === null) return switchShares(fields, texts, id, value, locale);
  writeLocal(key, value);
  const from = texts[id] ?? '';
  if (from === value) return { [id]: value };
  const converted = convertedTexts(fields, texts, id, from, value, locale);
  return { ...undoneUntouched(fields, texts, converted, from, memos[id]), [id]: value };
}

/**
 * After hydration: the remembered unit of every switch that differs from the
 * page's default, with its fields converted. `skip` lists inputs set by other
 * means (a share link, typing before hydration): a switch is left alone when
 * it or any field it controls is among them.
 */
export function rememberedUnits(spec: CalcSpec, fields: Field[], texts: Texts, locale: string, skip: Set<string>): Texts {
  let changes: Texts = {};
  for (const input of spec.inputs) {
    const key = unitSwitchKey(spec, input.id);
    if (key === null || skip.has(input.id)) continue;
    if (fields.some((f) => controls(spec, input.id, f) && skip.has(f.id))) continue;
    const stored = readLocal(key);
    const options = typeof input.kind === 'object' && 'select' in input.kind ? input.kind.select.options : [];
    const current = texts[input.id] ?? '';
    if (stored === null || stored === current || !options.includes(stored)) continue;
    changes = { ...changes, ...convertedTexts(fields, texts, input.id, current, stored, locale), [input.id]: stored };
  }
  return changes;
}

/**
 * The changes for setting select `id` to `value` when it switches between
 * an amount and its share of a base (`shareOf` on the percent field): the
 * field now shown gets the other one's value, converted. Null when `id`
 * switches no share; fields whose texts are not numbers (or a base of 0)
 * are left as they were.
 */
function switchShares(fields: Field[], texts: Texts, id: string, value: string, locale: string): Texts | null {
  const shares = fields.filter((f) => f.shareOf !== undefined && f.when?.input === id);
  if (shares.length === 0) return null;
  const changes: Texts = { [id]: value };
  for (const percent of shares) {
    const { amount, base } = percent.shareOf ?? { amount: '', base: '' };
    const of = parseTyped(texts[base] ?? '', locale);
    if (!(Number.isFinite(of) && of > 0)) continue;
    const toPercent = percent.when?.is.includes(value) ?? false;
    const from = parseTyped(texts[toPercent ? amount : percent.id] ?? '', locale);
    if (!Number.isFinite(from)) continue;
    if (toPercent) changes[percent.id] = typed(round2((from / of) * 100), locale);
    else changes[amount] = typed(round2((from * of) / 100), locale);
  }
  return changes;
}
