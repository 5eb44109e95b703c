// The percentage calculator's modes in a real browser, in English and
// Portuguese: a value increased or decreased by a percentage, the percent
// difference, percentage points between two percentages and "what percent
// more or less", besides the first four; each shows its answer and the
// one-line working under it ("30 is 15% of 200, because 200 × 0.15 = 30"),
// the locale's sentence filled with the numbers as typed and as shown.
// Expected numbers are worked by hand (each case says how), not taken from
// `calcula eval`, which runs the same code.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { LANGS, pathFor, ISLAND, field, waitForText } from '../../e2e-support/site.mjs';
import { hydratedCalculator, intl, typed, setInputs, expectShown, assertClean, screenshotBoth } from '../../e2e-support/calculator.mjs';
import { open, propsOf } from './shell-support.mjs';
import { siteAndBrowser } from '../../e2e-support/per-file.mjs';

const { server, chromium } = siteAndBrowser();

const number = (L, x, decimals) => intl(L, { maximumFractionDigits: decimals }).format(x);
const percent = (L, x, decimals) => intl(L, { style: 'percent', maximumFractionDigits: decimals }).format(x / 100);

/**
 * Each mode: inputs (plain numbers, typed in the page's locale), the
 * expected outputs (plain numbers or a label key) worked by hand.
 */
const CASES = [
  // 200 × 0.15 = 30.
  { mode: 'value', inputs: { percent: 15, total: 200 }, outputs: { result: 30, factor: 0.15 } },
  // 30 ÷ 200 = 0.15 → 15 %.
  { mode: 'percentage', inputs: { value: 30, total: 200 }, outputs: { result: 15, factor: 0.15 } },
  // 30 ÷ 0.15 = 200.
  { mode: 'total', inputs: { value: 30, percent: 15 }, outputs: { result: 200, factor: 0.15 } },
  // (100 − 80) ÷ 80 = 0.25 → 25 %.
  { mode: 'change', inputs: { from: 80, to: 100 }, outputs: { result: 25, factor: 0.25 } },
  // 80 × 1.08 = 86.4 (8 % sales tax on 80).
  { mode: 'increase', inputs: { from: 80, percent: 8 }, outputs: { result: 86.4, factor: 1.08 } },
  // 80 × 0.75 = 60 (25 % off).
  { mode: 'decrease', inputs: { from: 80, percent: 25 }, outputs: { result: 60, factor: 0.75 } },
  // |100 − 80| ÷ 90 = 0.2222… → 22.2222 %.
  { mode: 'difference', inputs: { a: 100, b: 80 }, outputs: { result: 22.2222, factor: 0.222222 } },
  // 5 − 4.5 = 0.5 points; 0.5 ÷ 4.5 = 11.1111 % relative.
  { mode: 'points', inputs: { fromPercent: 4.5, toPercent: 5 }, outputs: { result: 0.5, relative: 11.1111 } },
  // (90 − 120) ÷ 120 = −0.25: 25 % less.
  { mode: 'moreLess', inputs: { a: 90, b: 120 }, outputs: { result: 25, factor: 0.25, direction: 'less' } },
  // Rule of three (regra de três), typed "2,99" on the Portuguese page: 2 kg for 2.99,
  // 5 kg for 2.99 × 5 ÷ 2 = 7.475 (1.495 a kilogram).
  { mode: 'proportion', inputs: { ratioA: 2, ratioB: 2.99, ratioC: 5 }, outputs: { result: 7.475, factor: 1.495 } },
  // Inverse: 4 workers in 6 days, 3 workers in 4 × 6 ÷ 3 = 8 days (24 worker-days).
  { mode: 'inverseProportion', inputs: { ratioA: 4, ratioB: 6, ratioC: 3 }, outputs: { result: 8, factor: 24 } },
];

/** How the page shows each expected output (format and decimals from the page's props). */
function shown(L, props, mode, id, value) {
  const view = props.outputs.find((o) => o.id === id);
  if (view.format === 'label') return view.values[value];
  const asPercent = view.unit === 'percent' || view.formatWhen.some((f) => f.format === 'percent' && f.when.is.includes(mode));
  return asPercent ? percent(L, value, view.decimals) : number(L, value, view.decimals);
}

/**
 * A summary sentence filled as the page fills it: `{id}` is the value as
 * shown, and an ICU plural `{id, plural, =0 {…} one {…} other {…}}` takes
 * the branch of its exact number, else the one the language's plural rules
 * give the plain number (Intl), with `#` the value as shown.
 */
function fill(L, template, values, numbers, mode) {
  const value = (id) => {
    assert.ok(id in values, `${mode}: the sentence quotes ${id}`);
    return values[id];
  };
  const plurals = new Intl.PluralRules(L.locale);
  const branched = template.replace(/\{(\w+), plural,((?:\s*=?\w+\s*\{[^{}]*\})+)\s*\}/g, (_, id, branches) => {
    const forms = Object.fromEntries([...branches.matchAll(/(=?\w+)\s*\{([^{}]*)\}/g)].map((m) => [m[1], m[2]]));
    // An exact number's branch (`=0 {…}`) first, as ICU picks it.
    const form = forms[`=${numbers[id]}`] ?? forms[plurals.select(numbers[id])] ?? forms.other;
    assert.ok(form !== undefined, `${mode}: a plural of ${id} without 'other'`);
    return form.replaceAll('#', value(id));
  });
  return branched.replace(/\{(\w+)\}/g, (_, id) => value(id));
}

describe('the percentage modes and their working', { concurrency: 2 }, () => {
  for (const L of LANGS) {
    const path = pathFor(L, '/percentage-calculator');
    test(`percentage (${L.lang}) ${path}: every mode's answer and one-line working`, async () => {
      const { context, page, watch } = await hydratedCalculator(open(chromium.browser, `${server.origin}${path}`), path);
      try {
        const props = await propsOf(page, 'Calculator');
        const modes = props.spec.inputs.find((i) => i.id === 'mode').kind.select.options;
        assert.deepEqual(CASES.map((c) => c.mode).sort(), [...modes].sort(), 'a case for every mode');
        for (const C of CASES) {
          await page.locator(field('mode')).selectOption(C.mode);
          await setInputs(page, L, C.inputs);
          const values = {};
          for (const [id, value] of Object.entries(C.outputs)) {
            values[id] = shown(L, props, C.mode, id, value);
            await expectShown(page, id, values[id], C.mode);
          }
          // The working: the locale's sentence for the mode, the inputs as typed, the outputs as shown.
          for (const [id, value] of Object.entries(C.inputs)) values[id] = typed(L, value);
          const template = props.summary.texts[C.mode];
          assert.ok(template, `a sentence for ${C.mode}`);
          const sentence = fill(L, template, values, C.outputs, C.mode);
          await waitForText(page, `${ISLAND} .calc-summary`, sentence, { what: `${C.mode} working`, timeout: 10000 });
          if (['increase', 'points', 'moreLess'].includes(C.mode)) await screenshotBoth(page, `percentage-${C.mode}-${L.lang}`);
        }
        // A quantity of 0 is refused at its field, in the page's language (the locale's notAbove text).
        await page.locator(field('mode')).selectOption('proportion');
        await setInputs(page, L, { ratioA: 0 });
        const message = props.strings.errors.notAbove.replace('{above}', typed(L, 0));
        await waitForText(page, `${ISLAND} .calc-field--invalid .calc-field-error`, message, { what: 'ratioA = 0 refused', timeout: 10000 });
        assert.equal(await page.locator(`${ISLAND} .calc-field--invalid [name="ratioA"]`).count(), 1, 'the message is on ratioA');
        await setInputs(page, L, { ratioA: 2 });
        await assertClean(page, watch, `${path} modes`);
      } finally {
        await context.close();
      }
    });
  }
});

test('the cases here are the hand-worked figures', () => {
  // Guards the literals above against typos: each recomputed the long way.
  assert.equal(200 * 0.15, 30);
  assert.equal(Math.round(80 * 1.08 * 100) / 100, 86.4);
  assert.equal(Math.round((20 / 90) * 1e6) / 1e6, 0.222222);
  assert.equal(Math.round((0.5 / 4.5) * 100 * 1e4) / 1e4, 11.1111);
  assert.equal(Math.abs(90 - 120) / 120, 0.25);
  assert.equal(Math.round(((2.99 * 5) / 2) * 1e9) / 1e9, 7.475);
  assert.equal((4 * 6) / 3, 8);
});
