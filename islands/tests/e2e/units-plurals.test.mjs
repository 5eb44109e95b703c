// Main results say what they count, in both languages, against dist/:
// a date difference in days, a pace per km or mi, construction's main
// number named for its mode, the Portuguese cost of living in reais; a
// count followed by a word takes the plural the number does
// (Intl.PluralRules: "1 day", "51 weeks"; "1 dia"); and a percent is
// written one way per language, Intl's ("18%", "21%"), on every page.
// Words are read from the page's props (the locales), never retyped.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LANGS, ISLAND, pathFor, output, textOf, waitForText, screenshot } from '../../e2e-support/site.mjs';
import { hydratedCalculator, setInput, intl } from '../../e2e-support/calculator.mjs';
import { open, propsOf } from './shell-support.mjs';
import { siteAndBrowser } from '../../e2e-support/per-file.mjs';

const { server, chromium } = siteAndBrowser();
const openCalculator = (path, options) => hydratedCalculator(open(chromium.browser, `${server.origin}${path}`, options), path);

/** The texts of an ICU plural choice, by category: "{n, plural, one {day} other {days}}". */
function pluralForms(icu) {
  const forms = Object.fromEntries([...icu.matchAll(/(zero|one|two|few|many|other)\s*\{([^{}]*)\}/g)].map((m) => [m[1], m[2]]));
  assert.ok(forms.other, `a plural choice: ${icu}`);
  return forms;
}
/** The word for `n` things, by Intl.PluralRules for the page's locale. */
const wordFor = (L, icu, n) => {
  const forms = pluralForms(icu);
  return forms[new Intl.PluralRules(L.locale).select(n)] ?? forms.other;
};
/** The main result as shown: its value and, after it, its unit. */
const mainValue = (id) => `${ISLAND} .calc-primary-value:has([data-output="${id}"])`;
const escaped = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const L of LANGS) {
  test(`${L.lang}: a date difference in days, with plurals by the number`, async () => {
    const path = pathFor(L, '/date-calculator');
    const { context, page, watch } = await openCalculator(path);
    try {
      const props = await propsOf(page, 'Calculator');
      const days = props.strings.units.days;
      await setInput(page, L, 'mode', 'difference');
      // 2026-01-01 to 2026-12-25: 358 days, 51 weeks and 1 day (by hand: 364 − 6).
      await setInput(page, L, 'startDate', '2026-01-01');
      await setInput(page, L, 'endDate', '2026-12-25');
      const main = `${intl(L, {}).format(358)}\u00a0${wordFor(L, days, 358)}`;
      await waitForText(page, mainValue('answer'), new RegExp(`^\\s*${escaped(main).replace('\u00a0', '[\\s\\u00a0]')}\\s*$`), { what: 'the main result with its unit' });
      const summary = page.locator(`${ISLAND} .calc-summary`);
      await waitForText(page, `${ISLAND} .calc-summary`, /\b51\b/);
      const sentence = await summary.textContent();
      // "1 day"/"1 dia": the template's singular; never "1 days"/"1 dias".
      const template = props.summary.texts.difference;
      const oneDay = pluralForms(template.match(/\{extraDays,\s*plural,(.*?)\}\}/s)[0]).one.replace('#', '1');
      assert.ok(sentence.includes(oneDay), `"${sentence}" says "${oneDay}"`);
      assert.doesNotMatch(sentence, new RegExp(`\\b1 ${escaped(pluralForms(template.match(/\{extraDays,\s*plural,(.*?)\}\}/s)[0]).other.replace('# ', ''))}\\b`), 'no "1 days"');
      // One day: the unit in the singular.
      await setInput(page, L, 'endDate', '2026-01-02');
      await waitForText(page, mainValue('answer'), new RegExp(`^\\s*1[\\s\\u00a0]${escaped(wordFor(L, days, 1))}\\s*$`), { what: 'one day' });
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await screenshot(page.locator(`${ISLAND} .calc-results`), `units-date-${L.lang}-${width}`);
      }
      await watch.assertClean();
    } finally {
      await context.close();
    }
  });

  test(`${L.lang}: a pace per km or per mi, as the switch says`, async () => {
    const path = pathFor(L, '/pace-calculator');
    const { context, page, watch } = await openCalculator(path);
    try {
      const props = await propsOf(page, 'Calculator');
      for (const unit of ['km', 'mi']) {
        await setInput(page, L, 'unit', unit);
        const word = props.strings.units[`per${unit}`];
        assert.ok(word, `units.per${unit}`);
        await waitForText(page, mainValue('pace'), new RegExp(`^\\s*\\d+:\\d\\d[\\s\\u00a0]${escaped(word)}\\s*$`), { what: `pace per ${unit}` });
      }
      await screenshot(page.locator(`${ISLAND} .calc-results`), `units-pace-${L.lang}-1280`);
      await watch.assertClean();
    } finally {
      await context.close();
    }
  });

  test(`${L.lang}: construction's main number is named for its mode`, async () => {
    const path = pathFor(L, '/construction-calculator');
    const { context, page, watch } = await openCalculator(path);
    try {
      const props = await propsOf(page, 'Calculator');
      const result = props.outputs.find((o) => o.id === 'result');
      const modes = props.fields.find((f) => f.id === 'mode').options.map((o) => o.value);
      for (const mode of modes) {
        assert.ok(result.labelBy?.[mode], `result has a label for ${mode}`);
        await setInput(page, L, 'mode', mode);
        await waitForText(page, `${ISLAND} .calc-primary-label`, result.labelBy[mode], { what: `the main result's label in ${mode}` });
      }
      await screenshot(page.locator(`${ISLAND} .calc-results`), `units-construction-${L.lang}-1280`);
      await watch.assertClean();
    } finally {
      await context.close();
    }
  });

  test(`${L.lang}: a percent is written as Intl writes it, on every page that shows one`, async () => {
    const sample = new Intl.NumberFormat(L.locale, { style: 'percent' }).format(0.18);
    const spaced = /\d[\s\u00a0\u202f]%/.test(sample);
    for (const rest of ['/ai-fitness-calculator', '/tip-calculator', '/percentage-calculator', '/mortgage-calculator']) {
      const path = pathFor(L, rest);
      const { context, page, watch } = await openCalculator(path);
      try {
        const props = await propsOf(page, 'Calculator');
        // Numbers in percent units are shown as percents (no unit word after them).
        for (const o of props.outputs.filter((v) => v.unit === 'percent')) {
          const value = props.initial[o.id];
          if (typeof value !== 'number') continue;
          const expected = intl(L, { style: 'percent', maximumFractionDigits: o.decimals }).format(value / 100);
          assert.equal((await textOf(page, output(o.id)))?.trim(), expected, `${path}: ${o.id}`);
        }
        const text = await page.locator(`${ISLAND} .calc-results`).innerText();
        const found = text.match(/\d[\s\u00a0\u202f]?%/g) ?? [];
        for (const p of found) assert.equal(/\s|\u00a0|\u202f/.test(p), spaced, `${path}: "${p}" where Intl writes "${sample}"`);
        await watch.assertClean();
      } finally {
        await context.close();
      }
    }
  });
}

test('pt-BR: the cost of living in reais', async () => {
  const L = LANGS.find((l) => l.lang === 'pt-BR');
  const path = pathFor(L, '/cost-of-living-calculator');
  const { context, page, watch } = await openCalculator(path);
  try {
    const symbol = new Intl.NumberFormat(L.locale, { style: 'currency', currency: L.currency }).formatToParts(1).find((p) => p.type === 'currency').value;
    const main = await page.locator(`${ISLAND} .calc-primary-value`).first().innerText();
    assert.ok(main.includes(symbol), `the main result "${main}" is in ${symbol}`);
    await screenshot(page.locator(`${ISLAND} .calc-results`), 'units-cost-of-living-pt-BR-1280');
    await watch.assertClean();
  } finally {
    await context.close();
  }
});
