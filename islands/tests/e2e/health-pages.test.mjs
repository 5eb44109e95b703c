// The twelve health calculators in a real browser, in English and
// Portuguese, against dist/ served by deploy/nginx.conf:
//
// - each page agrees with the native build on input: after changing inputs,
//   the primary result is, as a whole, `calcula eval`'s for the same inputs
//   (run from here). That proves the page, its WebAssembly and the native
//   build agree, not that the number is right: the content's examples and
//   the unit tests compare it with literals from published sources;
// - every unit switch (metric/imperial, km/mi): English pages open in
//   imperial / miles, Portuguese in metric / km; switching converts the
//   fields of the group (checked against the conversions done here) and the
//   result is recomputed for them and stays consistent; the choice is
//   remembered by the browser after a reload;
// - the pace calculator's km/mi switch converts the distance and the pace
//   (10 km → 6.2 mi, 5:30 per km → 8:51 per mi, shown or hidden), shows the
//   distance's unit after it, and the results, race predictions and splits
//   agree with the native build (eval) and barely move;
// - every `warning` output of the health YAML (calorie targets below the
//   safe minimum, deficits over 1 % of body weight a week, the BMI age
//   notice under 20, the fitness planner's minimum) appears with the exact
//   text of locales/<lang>/calculators/*.yaml, and goes when safe;
// - no console errors, and axe finds nothing.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import nodePath from 'node:path';
import { assertAccessible } from '../../e2e-support/axe.mjs';
import { REPO, SITE } from '../../e2e-support/paths.mjs';
import { LANGS, pathFor, ISLAND, field, output, waitForHydration, waitForText, textOf, BROKEN_NUMBER } from '../../e2e-support/site.mjs';
import { hydratedCalculator, intl, typed, day, setInput } from '../../e2e-support/calculator.mjs';
import { open, propsOf } from './shell-support.mjs';
import { calculaEval } from '../../e2e-support/eval.mjs';
import { siteAndBrowser } from '../../e2e-support/per-file.mjs';

const { server, chromium } = siteAndBrowser();

const en = LANGS.find((L) => L.lang === 'en');
const pt = LANGS.find((L) => L.lang === 'pt-BR');

// ---- independent references ---------------------------------------------------

/** The locale files' `outputs` of a calculator, read with PyYAML (the repo's venv). */
const localeOutputs = (() => {
  const cache = new Map();
  return (lang, id) => {
    const key = `${lang}/${id}`;
    if (!cache.has(key)) {
      const file = nodePath.join(SITE, 'locales', lang, 'calculators', `${id}.yaml`);
      const python = nodePath.join(REPO, '.venv', 'bin', 'python');
      const json = execFileSync(python, ['-c', 'import json, sys, yaml; print(json.dumps(yaml.safe_load(open(sys.argv[1], encoding="utf-8"))["outputs"]))', file], { encoding: 'utf8' });
      cache.set(key, JSON.parse(json));
    }
    return cache.get(key);
  };
})();

const CM_PER_IN = 2.54;
const KG_PER_LB = 0.45359237;
const round1 = (x) => Math.round(x * 10) / 10;

/** A number as the page shows or holds it in its locale ("1.234,5" → 1234.5). */
function parsed(L, text) {
  const decimal = L.locale === 'pt-BR' ? ',' : '.';
  const group = decimal === ',' ? '.' : ',';
  return Number(text.trim().split(group).join('').replace(decimal, '.').replace(/[^0-9.-]/g, ''));
}

/** An output value as the page must show it (the view's format and decimals, from the page's props). */
function shownAs(L, view, value) {
  switch (view.format) {
    case 'integer': return intl(L, { maximumFractionDigits: 0 }).format(value);
    case 'percent': return intl(L, { style: 'percent', maximumFractionDigits: view.decimals }).format(value / 100);
    case 'number': return intl(L, { maximumFractionDigits: view.decimals }).format(value);
    case 'date': return day(L, value);
    case 'text': return String(value);
    case 'label': return view.values[value];
    default: throw new Error(`format ${view.format}`);
  }
}

/**
 * The fields of one unit system converted into the other, as the page
 * should do it: a length in cm ↔ ft + in (0.1 in, 12 in carried into a
 * foot), a mass in kg ↔ lb, each to 0.1 of the new unit. `values` are plain
 * numbers by field id; returns plain numbers by field id.
 */
function converted(fields, values, to) {
  const out = {};
  const stemOf = (id) => id.replace(/(Cm|Kg|Ft|In|Lb)$/, '');
  const fromSystem = to === 'imperial' ? 'metric' : 'imperial';
  const source = fields.filter((f) => f.when?.input === 'unit' && f.when.is.includes(fromSystem) && ['cm', 'kg', 'ft', 'in', 'lb'].includes(f.unit));
  const target = fields.filter((f) => f.when?.input === 'unit' && f.when.is.includes(to) && ['cm', 'kg', 'ft', 'in', 'lb'].includes(f.unit));
  for (const s of new Set(target.map((f) => stemOf(f.id)))) {
    const parts = source.filter((f) => stemOf(f.id) === s);
    const si = parts.reduce((sum, f) => sum + ({ ft: 12 * CM_PER_IN, in: CM_PER_IN, lb: KG_PER_LB }[f.unit] ?? 1) * values[f.id], 0);
    const into = target.filter((f) => stemOf(f.id) === s);
    const ft = into.find((f) => f.unit === 'ft');
    const inch = into.find((f) => f.unit === 'in');
    if (ft && inch) {
      const all = si / CM_PER_IN;
      let feet = Math.floor(all / 12);
      let rest = round1(all - 12 * feet);
      if (rest >= 12) { feet += 1; rest = round1(rest - 12); }
      out[ft.id] = feet;
      out[inch.id] = rest;
    } else {
      for (const f of into) out[f.id] = round1(f.unit === 'in' ? si / CM_PER_IN : f.unit === 'lb' ? si / KG_PER_LB : si);
    }
  }
  return out;
}

const KM_PER_MI = 1.609344;

/**
 * A km/mi switch as the page should do it, by the fields' units: a
 * `distance` to 0.1 of the new unit (0.01 below 1), a pace (`pacemin` +
 * `pacesec`) per km ↔ per mi in whole seconds. Plain numbers by field id.
 */
function convertedKmMi(fields, values, to) {
  const perKm = to === 'mi' ? 1 / KM_PER_MI : KM_PER_MI;
  const out = {};
  for (const f of fields.filter((f) => f.unit === 'distance' && f.id in values)) {
    const d = values[f.id] * perKm;
    out[f.id] = Math.abs(d) < 1 ? Math.round(d * 100) / 100 : round1(d);
  }
  const m = fields.find((f) => f.unit === 'pacemin');
  const sec = fields.find((f) => f.unit === 'pacesec');
  if (m && sec && m.id in values && sec.id in values) {
    // Seconds per km × km per mi = seconds per mi.
    const total = Math.round((values[m.id] * 60 + values[sec.id]) / perKm);
    out[m.id] = Math.floor(total / 60);
    out[sec.id] = total % 60;
  }
  return out;
}

/** "1:02:03" or "8:51" → seconds. */
const clockSeconds = (text) => {
  const found = /\d+(?::\d{2}){1,2}/.exec(text);
  assert.ok(found, `a time in ${JSON.stringify(text)}`);
  return found[0].split(':').reduce((sum, part) => sum * 60 + Number(part), 0);
};

test('the conversions here agree with hand-computed figures', () => {
  const pace = [
    { id: 'distance', unit: 'distance' },
    { id: 'paceMinutes', unit: 'pacemin' },
    { id: 'paceSeconds', unit: 'pacesec' },
  ];
  // 10 km / 1.609344 = 6.2137 mi; 330 s per km × 1.609344 = 531.08 s = 8:51 per mi.
  assert.deepEqual(convertedKmMi(pace, { distance: 10, paceMinutes: 5, paceSeconds: 30 }, 'mi'), { distance: 6.2, paceMinutes: 8, paceSeconds: 51 });
  // 26.2 mi = 42.165 km; 480 s per mi / 1.609344 = 298.26 s = 4:58 per km; 0.4 mi = 0.64 km.
  assert.deepEqual(convertedKmMi(pace, { distance: 26.2, paceMinutes: 8, paceSeconds: 0 }, 'km'), { distance: 42.2, paceMinutes: 4, paceSeconds: 58 });
  assert.deepEqual(convertedKmMi(pace, { distance: 0.4 }, 'km'), { distance: 0.64 });
  // 3:43.5 per km = 359.69 s per mi: 6:00, not 5:60.
  assert.deepEqual(convertedKmMi(pace, { paceMinutes: 3, paceSeconds: 43.5 }, 'mi'), { paceMinutes: 6, paceSeconds: 0 });
  assert.equal(clockSeconds('1:02:03'), 3723);
  assert.equal(clockSeconds(' 8:51'), 531);

  const fields = [
    { id: 'heightCm', unit: 'cm', when: { input: 'unit', is: ['metric'] } },
    { id: 'weightKg', unit: 'kg', when: { input: 'unit', is: ['metric'] } },
    { id: 'heightFt', unit: 'ft', when: { input: 'unit', is: ['imperial'] } },
    { id: 'heightIn', unit: 'in', when: { input: 'unit', is: ['imperial'] } },
    { id: 'weightLb', unit: 'lb', when: { input: 'unit', is: ['imperial'] } },
  ];
  // 175 cm / 2.54 = 68.897… in = 5 ft 8.9 in; 70 kg / 0.45359237 = 154.32… lb.
  assert.deepEqual(converted(fields, { heightCm: 175, weightKg: 70 }, 'imperial'), { heightFt: 5, heightIn: 8.9, weightLb: 154.3 });
  // 5 ft 9 in = 69 in = 175.26 cm; 160 lb = 72.57… kg.
  assert.deepEqual(converted(fields, { heightFt: 5, heightIn: 9, weightLb: 160 }, 'metric'), { heightCm: 175.3, weightKg: 72.6 });
  // 182.8 cm = 71.97 in: 6 ft 0 in.
  assert.deepEqual(converted(fields, { heightCm: 182.8, weightKg: 70 }, 'imperial'), { heightFt: 6, heightIn: 0, weightLb: 154.3 });
  assert.equal(parsed(pt, '1.234,5'), 1234.5);
  assert.equal(parsed(en, '1,234.5 kcal'), 1234.5);
});

// ---- page helpers -------------------------------------------------------------------

const openCalculator = (path) => hydratedCalculator(open(chromium.browser, `${server.origin}${path}`), path);

/**
 * Every input's plain value as the page holds it now: the values of the
 * fields on screen (numbers read back from the locale, the checked radio,
 * dates as ISO), the props' defaults for the hidden ones (dates that
 * default to "today" are left to eval's own today when hidden).
 */
async function currentInputs(page, L, props) {
  const onScreen = await page.evaluate((s) => {
    const out = {};
    for (const el of document.querySelectorAll(`${s} form [name]`)) {
      if (el.type === 'radio' && !el.checked) continue;
      out[el.name] = { value: el.value, type: el.localName === 'select' ? 'select' : el.type };
    }
    return out;
  }, ISLAND);
  const values = {};
  for (const input of props.spec.inputs) {
    const shown = onScreen[input.id];
    const number = typeof input.kind === 'object' && 'number' in input.kind;
    if (shown) values[input.id] = number ? String(parsed(L, shown.value)) : shown.value;
    else if (!(typeof input.kind === 'object' && 'date' in input.kind)) values[input.id] = input.default;
  }
  return values;
}

async function expectPrimary(page, L, id, props, what) {
  const primary = props.outputs.find((o) => o.primary);
  const inputs = await currentInputs(page, L, props);
  const expected = shownAs(L, primary, calculaEval(id, inputs)[primary.id]);
  await waitForText(page, output(primary.id), expected, { what: `${primary.id} ${what} (${JSON.stringify(inputs)})`, timeout: 10000 });
  return expected;
}

async function assertCleanPage(page, watch, path) {
  const text = await page.evaluate((s) => document.querySelector(s).innerText, ISLAND);
  assert.doesNotMatch(text, BROKEN_NUMBER, 'a broken number on the page');
  await page.waitForLoadState('networkidle');
  await assertAccessible(page, path);
  await watch.assertClean();
}

// ---- what each page does ---------------------------------------------------------------

/** Input changes per calculator and language (the unit fields differ: imperial in English, metric in Portuguese). */
const CHANGES = {
  'ai-fitness': { en: { weightLb: 190, pace: 'slow' }, 'pt-BR': { weightKg: 85, pace: 'slow' } },
  bmi: { en: { weightLb: 185, heightIn: 11 }, 'pt-BR': { weightKg: 82, heightCm: 181 } },
  bmr: { en: { age: 45, weightLb: 170, formula: 'harris' }, 'pt-BR': { age: 45, weightKg: 75, formula: 'harris' } },
  'body-fat': { en: { waistIn: 36, sex: 'female' }, 'pt-BR': { waistCm: 90, sex: 'female' } },
  calorie: { en: { weightLb: 180, activityLevel: 'active' }, 'pt-BR': { weightKg: 80, activityLevel: 'active' } },
  // (Not a deficit and a weight in proportion: the days would not move.)
  'calorie-deficit': { en: { dailyDeficit: 750, weightLb: 205 }, 'pt-BR': { dailyDeficit: 750, weightKg: 92 } },
  'life-expectancy': { any: { age: 55, sex: 'male' } },
  ovulation: { any: { lastPeriod: '2026-03-10', cycleLength: 30 } },
  pace: { en: { distance: 13.1, minutes: 55, hours: 1 }, 'pt-BR': { distance: 21.1, minutes: 55, hours: 1 } },
  pregnancy: { any: { lastPeriod: '2026-01-15', cycleLength: 30 } },
  protein: { en: { weightLb: 200, goal: 'lose' }, 'pt-BR': { weightKg: 90, goal: 'lose' } },
  tdee: { en: { activityLevel: 'veryActive', weightLb: 150 }, 'pt-BR': { activityLevel: 'veryActive', weightKg: 65 } },
};

// Two pages at a time (each in its own browser context): half the wall time.
describe('the twelve health pages', { concurrency: 2 }, () => {
  for (const [id, byLang] of Object.entries(CHANGES)) {
    for (const L of LANGS) {
      const path = pathFor(L, `/${id}-calculator`);
      const changes = byLang[L.lang] ?? byLang.any;
      test(`${id} (${L.lang}) ${path}: the page agrees with the native build (calcula eval) on input; unit switch converts and is remembered; clean console, axe`, async () => {
        const { context, page, watch } = await openCalculator(path);
        try {
          const props = await propsOf(page, 'Calculator');
          const primary = props.outputs.find((o) => o.primary);
          const atLoad = await textOf(page, output(primary.id));
          await expectPrimary(page, L, id, props, 'at load');
          for (const [name, value] of Object.entries(changes)) {
            assert.ok(props.spec.inputs.some((i) => i.id === name), `${id} (${L.lang}) has no input ${name}`);
            await setInput(page, L, name, value);
            await expectPrimary(page, L, id, props, `after ${name}=${value}`);
          }
          assert.notEqual(await textOf(page, output(primary.id)), atLoad, 'the changes moved the primary result');

          const unit = props.spec.inputs.find((i) => i.id === 'unit');
          if (unit) {
            const options = unit.kind.select.options;
            // English defaults to imperial (mi), Portuguese to metric (km).
            const [home, other] = L.lang === 'en' ? [options[1], options[0]] : [options[0], options[1]];
            assert.ok(['imperial', 'mi'].includes(options[1]), `unit options ${options}`);
            assert.ok(await page.locator(`${field('unit')}[value="${home}"]`).isChecked(), `${L.lang}: the unit should default to ${home}`);
            const before = await currentInputs(page, L, props);
            const resultBefore = await textOf(page, output(primary.id));
            await page.locator(`${field('unit')}[value="${other}"]`).check();
            const group = props.fields.filter((f) => f.when?.input === 'unit' && f.when.is.includes(other));
            for (const f of group) await page.locator(field(f.id)).waitFor({ state: 'visible', timeout: 5000 });
            const after = await currentInputs(page, L, props);
            if (unit.id === 'unit' && options[0] === 'metric') {
              // The fields were converted, and the result barely moved (0.1-unit rounding).
              const numbers = Object.fromEntries(Object.entries(before).map(([k, v]) => [k, Number(v)]));
              for (const [k, v] of Object.entries(converted(props.fields, numbers, other))) {
                assert.equal(Number(after[k]), v, `${k} after switching to ${other} (from ${JSON.stringify(before)})`);
              }
              const shown = await expectPrimary(page, L, id, props, `after switching to ${other}`);
              if (primary.format === 'number' || primary.format === 'percent') {
                const a = parsed(L, resultBefore);
                const b = parsed(L, shown);
                assert.ok(Math.abs(b - a) <= Math.max(0.01 * Math.abs(a), 0.15), `the result stays consistent across units: ${resultBefore} → ${shown}`);
              }
            } else {
              // km ↔ mi: the distance on screen is converted (the pace
              // fields, hidden here, are checked in the pace test below).
              const shownIds = new Set(await page.locator(`${ISLAND} form [name]`).evaluateAll((els) => els.map((e) => e.name)));
              const numbers = Object.fromEntries(Object.entries(before).filter(([k]) => shownIds.has(k)).map(([k, v]) => [k, Number(v)]));
              const expected = convertedKmMi(props.fields, numbers, other);
              assert.ok(Object.keys(expected).length > 0, `a field on screen follows the km/mi switch (${[...shownIds]})`);
              for (const [k, v] of Object.entries(expected)) {
                assert.equal(Number(after[k]), v, `${k} after switching to ${other} (from ${JSON.stringify(before)})`);
              }
              await expectPrimary(page, L, id, props, `after switching to ${other}`);
            }
            // Remembered by this browser: a reload opens in the chosen unit,
            // the page's defaults converted into it.
            await page.reload({ waitUntil: 'load' });
            await waitForHydration(page, ISLAND);
            try {
              await page.waitForFunction((sel) => document.querySelector(sel)?.checked === true, `${field('unit')}[value="${other}"]`, { timeout: 5000 });
            } catch {
              assert.fail(`${path}: after a reload the unit is not the remembered ${other}`);
            }
            assert.equal(await page.evaluate((k) => localStorage.getItem(k), `calcula:units:${options.join('-')}`), other);
            {
              const defaults = Object.fromEntries(props.spec.inputs.map((i) => [i.id, Number(i.default)]));
              const reloaded = await currentInputs(page, L, props);
              const shownIds = new Set(await page.locator(`${ISLAND} form [name]`).evaluateAll((els) => els.map((e) => e.name)));
              const expected = options[0] === 'metric' ? converted(props.fields, defaults, other) : convertedKmMi(props.fields, defaults, other);
              for (const [k, v] of Object.entries(expected)) {
                if (shownIds.has(k)) assert.equal(Number(reloaded[k]), v, `${k} after the reload: the default converted to ${other}`);
              }
            }
            await expectPrimary(page, L, id, props, `after a reload in ${other}`);
            // And back: the default of the page's language is a choice too.
            await page.locator(`${field('unit')}[value="${home}"]`).check();
            await expectPrimary(page, L, id, props, `back in ${home}`);
          }
          await assertCleanPage(page, watch, `${path} after input`);
        } finally {
          await context.close();
        }
      });
    }
  }
});

// ---- the pace calculator's km/mi switch ----------------------------------------------------

/** Waits until input `name` holds `value` (a number typed in the page's locale). */
async function waitForValue(page, L, name, value, what) {
  const expected = typeof value === 'number' ? typed(L, value) : String(value);
  try {
    await page.waitForFunction(([s, e]) => document.querySelector(s)?.value === e, [field(name), expected], { timeout: 5000 });
  } catch {
    assert.fail(`${what}: ${name} should be ${JSON.stringify(expected)}, is ${JSON.stringify(await page.locator(field(name)).inputValue())}`);
  }
}

/** The unit shown after input `name` (its suffix, one of the input's descriptions). */
const suffixOf = (page, name) =>
  page.evaluate((s) => {
    const ids = (document.querySelector(s)?.getAttribute('aria-describedby') ?? '').split(' ');
    const el = ids.map((id) => document.getElementById(id)).find((e) => e?.classList.contains('calc-affix--suffix'));
    return el ? el.textContent : null;
  }, field(name));

/**
 * Table output `id` on the page (its tab chosen) is eval's rows for the
 * current inputs, formatted as the page's columns say; returns eval's rows.
 */
async function expectTable(page, L, props, id, what) {
  const view = props.outputs.find((o) => o.id === id);
  const inputs = await currentInputs(page, L, props);
  const rows = calculaEval('pace', inputs)[id];
  const tab = page.locator(`${ISLAND} .calc-tab`, { hasText: view.label });
  if ((await tab.count()) > 0) await tab.first().click();
  const expected = rows.map((r) => view.columns.map((c) => (c.format === 'label' ? view.values[r[c.key]] : shownAs(L, c, r[c.key]))));
  const selector = `${ISLAND} .calc-tables tbody tr`;
  try {
    await page.waitForFunction(
      ([s, e]) => JSON.stringify([...document.querySelectorAll(s)].map((tr) => [...tr.children].map((c) => c.textContent.trim()))) === e,
      [selector, JSON.stringify(expected)],
      { timeout: 10000 },
    );
  } catch {
    const actual = await page.evaluate((s) => [...document.querySelectorAll(s)].map((tr) => [...tr.children].map((c) => c.textContent.trim())), selector);
    assert.fail(`${what}: ${view.label} should be ${JSON.stringify(expected)}, is ${JSON.stringify(actual)} (${JSON.stringify(inputs)})`);
  }
  return rows;
}

/** Each predicted time within `tolerance` (a fraction) of the one before. */
function assertPredictionsClose(before, after, tolerance, what) {
  assert.deepEqual(after.map((r) => r.race), before.map((r) => r.race), `${what}: the same races`);
  for (const [i, r] of after.entries()) {
    const a = before[i].seconds;
    assert.ok(Math.abs(r.seconds - a) <= tolerance * a, `${what}: ${r.race} ${before[i].time} → ${r.time}`);
  }
}

describe('the pace calculator converts on its km/mi switch', { concurrency: 2 }, () => {
  for (const L of LANGS) {
    const path = pathFor(L, '/pace-calculator');
    test(`pace (${L.lang}) ${path}: 10 km → 6.2 mi, 5:30 per km → 8:51 per mi; pace, time, predictions and splits agree with the native build`, async () => {
      const { context, page, watch } = await openCalculator(path);
      try {
        const props = await propsOf(page, 'Calculator');
        const { units } = props.strings;
        assert.ok(units.km && units.mi, `calculatorIsland.units has km and mi: ${JSON.stringify(units)}`);
        const home = L.lang === 'en' ? 'mi' : 'km';
        assert.equal(await suffixOf(page, 'distance'), units[home], `the distance's unit at load (${home})`);

        // Time from distance and pace: 10 km at 5:30 per km = 55:00.
        await setInput(page, L, 'unit', 'km');
        await setInput(page, L, 'mode', 'time');
        assert.equal(await suffixOf(page, 'distance'), units.km, 'the distance in km');
        for (const [name, value] of Object.entries({ distance: 10, paceMinutes: 5, paceSeconds: 30 })) await setInput(page, L, name, value);
        assert.equal(await expectPrimary(page, L, 'pace', props, 'at 5:30 per km'), '5:30');
        await waitForText(page, output('time'), '55:00', { what: 'the time of 10 km at 5:30' });
        const predictionsKm = await expectTable(page, L, props, 'predictions', 'in km');
        const splitsKm = await expectTable(page, L, props, 'splits', 'in km');
        assert.equal(splitsKm.length, 10, 'a split per km');

        await setInput(page, L, 'unit', 'mi');
        await waitForValue(page, L, 'distance', 6.2, '10 km in miles');
        await waitForValue(page, L, 'paceMinutes', 8, '5:30 per km per mile');
        await waitForValue(page, L, 'paceSeconds', 51, '5:30 per km per mile');
        assert.equal(await suffixOf(page, 'distance'), units.mi, 'the distance in mi');
        // The pace is the same pace, per mile; the time moves only by the distance's rounding (6.2 mi = 9.978 km).
        assert.equal(await expectPrimary(page, L, 'pace', props, 'after switching to mi'), '8:51');
        const time = await textOf(page, output('time'));
        assert.equal(time.trim(), calculaEval('pace', await currentInputs(page, L, props)).time, 'the time is eval’s');
        assert.ok(Math.abs(clockSeconds(time) - 3300) <= 0.005 * 3300, `the time stays about 55:00: ${time}`);
        const predictionsMi = await expectTable(page, L, props, 'predictions', 'in mi');
        assertPredictionsClose(predictionsKm, predictionsMi, 0.005, 'km → mi');
        const splitsMi = await expectTable(page, L, props, 'splits', 'in mi');
        assert.equal(splitsMi.length, 7, 'a split per mile, and the finish at 6.2');
        assert.equal(splitsMi.at(-1).time, time.trim(), 'the last split is the finish time');

        // Distance from time and pace: 1:00:00 at 8:51 per mile; back in km the pace is
        // 5:30 again and the distance in km the same. The hidden distance converted too.
        await setInput(page, L, 'mode', 'distance');
        for (const [name, value] of Object.entries({ hours: 1, minutes: 0, seconds: 0 })) await setInput(page, L, name, value);
        await expectPrimary(page, L, 'pace', props, 'distance mode in mi');
        const distanceView = props.outputs.find((o) => o.id === 'distanceKm');
        const km = shownAs(L, distanceView, calculaEval('pace', await currentInputs(page, L, props)).distanceKm);
        await waitForText(page, output('distanceKm'), km, { what: 'the distance in km, from miles' });
        const predictionsDistanceMi = await expectTable(page, L, props, 'predictions', 'distance mode in mi');
        await setInput(page, L, 'unit', 'km');
        await waitForValue(page, L, 'paceMinutes', 5, '8:51 per mile per km');
        await waitForValue(page, L, 'paceSeconds', 30, '8:51 per mile per km');
        assert.equal(await expectPrimary(page, L, 'pace', props, 'distance mode back in km'), '5:30');
        await waitForText(page, output('distanceKm'), km, { what: 'the distance in km stays' });
        assert.equal(shownAs(L, distanceView, calculaEval('pace', await currentInputs(page, L, props)).distanceKm), km, 'eval agrees');
        assertPredictionsClose(predictionsDistanceMi, await expectTable(page, L, props, 'predictions', 'distance mode in km'), 0.005, 'mi → km');
        await setInput(page, L, 'mode', 'time');
        await waitForValue(page, L, 'distance', 10, '6.2 mi (hidden) in km');
        assert.equal(await suffixOf(page, 'distance'), units.km, 'the distance in km again');
        await assertCleanPage(page, watch, `${path} after switching units`);
      } finally {
        await context.close();
      }
    });
  }
});

// ---- safety warnings ---------------------------------------------------------------------

/**
 * Each warning output of the health YAML: inputs that make it show (per
 * language, in that language's default units) and inputs that make it go.
 * Which warning eval gives for them is checked too, so the scenario cannot
 * silently stop being unsafe.
 */
const WARNINGS = [
  {
    id: 'calorie',
    output: 'warning',
    // The defaults already ask for 1 kg a week below the minimum; very active, every target is above it.
    unsafe: { en: { activityLevel: 'sedentary' }, 'pt-BR': { activityLevel: 'sedentary' } },
    safe: { any: { activityLevel: 'veryActive' } },
    key: 'belowMinimum',
    // The targets table marks the rows below the minimum.
    async also(page, L, props) {
      const view = props.outputs.find((o) => o.id === 'targets');
      const label = localeOutputs(L.lang, 'calorie').targets.values.belowMinimum;
      const cells = await page.locator(`${ISLAND} .calc-tables tbody td`).allTextContents();
      assert.ok(cells.some((c) => c.trim() === label), `the targets table (${view.label}) says ${JSON.stringify(label)}: ${JSON.stringify(cells)}`);
    },
  },
  {
    id: 'calorie-deficit',
    output: 'warning',
    // 1 200 kcal a day: 1.09 kg a week, over 1 % of 90 kg (200 lb).
    unsafe: { any: { dailyDeficit: 1200 } },
    safe: { any: { dailyDeficit: 500 } },
    key: 'unsafePace',
  },
  {
    id: 'calorie-deficit',
    output: 'warning',
    title: 'by a date',
    // 10 kg (200 → 180 lb) in about six weeks: far over 1 % a week.
    unsafe: { any: { mode: 'date', startDate: '2026-01-01', targetDate: '2026-02-15' } },
    safe: { any: { targetDate: '2027-12-31' } },
    key: 'unsafePace',
  },
  {
    id: 'bmi',
    output: 'ageNote',
    unsafe: { any: { age: 15 } },
    safe: { any: { age: 20 } },
    key: 'under20',
  },
  {
    id: 'ai-fitness',
    output: 'warning',
    // A small, sedentary 60-year-old woman losing fast: the target falls under 1 200 kcal.
    unsafe: {
      en: { sex: 'female', age: 60, heightFt: 4, heightIn: 11, weightLb: 110, goalWeightLb: 100, activityLevel: 'sedentary', pace: 'fast' },
      'pt-BR': { sex: 'female', age: 60, heightCm: 150, weightKg: 50, goalWeightKg: 45, activityLevel: 'sedentary', pace: 'fast' },
    },
    safe: { any: { pace: 'slow', activityLevel: 'active' } },
    key: 'belowMinimum',
  },
];

test('every warning output of the health calculators has a scenario here', async () => {
  const { readdirSync, readFileSync } = await import('node:fs');
  const dir = nodePath.join(SITE, 'content', 'calculators');
  const declared = [];
  for (const file of readdirSync(dir)) {
    const yaml = readFileSync(nodePath.join(dir, file), 'utf8');
    if (!/^category:\s*health\s*$/m.test(yaml)) continue;
    for (const m of yaml.matchAll(/- id: (\w+)\n\s+format: warning/g)) declared.push(`${file.replace(/\.yaml$/, '')}.${m[1]}`);
  }
  assert.deepEqual([...new Set(WARNINGS.map((w) => `${w.id}.${w.output}`))].sort(), declared.sort());
});

describe('the safety warnings', { concurrency: 2 }, () => {
  for (const W of WARNINGS) {
    for (const L of LANGS) {
      const path = pathFor(L, `/${W.id}-calculator`);
      test(`${W.id} (${L.lang}) warning ${W.output}=${W.key}${W.title ? ` ${W.title}` : ''}: the locale's exact text, gone when safe`, async () => {
        const text = localeOutputs(L.lang, W.id)[W.output].values[W.key];
        const title = localeOutputs(L.lang, W.id)[W.output].label;
        assert.ok(text && title, `locales/${L.lang}/calculators/${W.id}.yaml: outputs.${W.output}.values.${W.key}`);
        const { context, page, watch } = await openCalculator(path);
        try {
          const props = await propsOf(page, 'Calculator');
          const notice = page.locator(`${ISLAND} .calc-warnings .calc-warning`).filter({ has: page.locator(`[data-output="${W.output}"]`) });
          for (const [name, value] of Object.entries(W.unsafe[L.lang] ?? W.unsafe.any)) await setInput(page, L, name, value);
          const unsafeInputs = await currentInputs(page, L, props);
          assert.equal(calculaEval(W.id, unsafeInputs)[W.output], W.key, `eval: ${W.output} for ${JSON.stringify(unsafeInputs)}`);
          await waitForText(page, `${ISLAND} .calc-warnings [data-output="${W.output}"]`, text, { what: `the ${W.key} notice`, timeout: 10000 });
          assert.equal((await page.locator(`${ISLAND} [data-output="${W.output}"]`).textContent()).trim(), text, 'exactly the locale text');
          assert.equal((await notice.locator('.calc-warning-title').textContent()).trim(), title, 'the notice is titled with the output label');
          assert.equal(await page.locator(`${ISLAND} .calc-results .calc-warnings`).getAttribute('role'), 'status');
          assert.ok(await notice.isVisible(), 'the notice is visible');
          await W.also?.(page, L, props);
          await assertAccessible(page, `${path} with the ${W.key} notice`);
          // Safe inputs: the notice goes.
          for (const [name, value] of Object.entries(W.safe[L.lang] ?? W.safe.any)) await setInput(page, L, name, value);
          const safeInputs = await currentInputs(page, L, props);
          assert.equal(calculaEval(W.id, safeInputs)[W.output], 'none', `eval: no ${W.output} for ${JSON.stringify(safeInputs)}`);
          try {
            await page.waitForFunction(([s, o]) => !document.querySelector(`${s} .calc-warnings [data-output="${o}"]`), [ISLAND, W.output], { timeout: 5000 });
          } catch {
            assert.fail(`${path}: the ${W.key} notice stayed with safe inputs ${JSON.stringify(safeInputs)}`);
          }
          await page.waitForLoadState('networkidle');
          await watch.assertClean();
        } finally {
          await context.close();
        }
      });
    }
  }
});
