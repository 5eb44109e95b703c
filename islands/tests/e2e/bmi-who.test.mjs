// The Portuguese BMI page's child mode by the WHO references (issue 45
// item 6), in a real browser against dist/ served by deploy/nginx.conf:
//
// - a boy of 10, 140 cm and 40 kg: the WHO 2007 reference named, the z-score
//   and SISVAN category ("Sobrepeso", over +1 SD) and the 5–19 gauge marking
//   it; worked with mpmath from WHO's row (boys, 120 months: L −1.7407,
//   M 16.4433, S 0.10566) as literals here, not from `calcula eval`;
// - a girl of 2, 85 cm and 12 kg: the WHO 2006 standards named, the under-5
//   category ("Eutrofia") and its gauge (z 0.6639 from the row of day 731:
//   L −0.5684, M 15.6881, S 0.08454);
// - over 19, where WHO's reference ends, the adult category;
// - the gauge's legend writes negative edges with the minus sign ("−3–−2");
// - no console errors, axe finds nothing; screenshots at 375 and 1280 px
//   with CALCULA_SCREENSHOTS=1.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { LANGS, pathFor, ISLAND, output, waitForText } from '../../e2e-support/site.mjs';
import { hydratedCalculator, intl, setInputs, expectShown, labelOf, assertClean, screenshotBoth } from '../../e2e-support/calculator.mjs';
import { open, propsOf } from './shell-support.mjs';
import { siteAndBrowser } from '../../e2e-support/per-file.mjs';

const { server, chromium } = siteAndBrowser();
const PT = LANGS.find((L) => L.lang === 'pt-BR');
const chartSel = (id) => `${ISLAND} [data-chart="${id}"]`;

/** The gauge drawn for category output `category`, marking `band`. */
async function expectMarked(page, props, category, band, what) {
  const chart = props.charts.find((c) => c.kind === 'gauge' && c.category === category);
  assert.ok(chart, `a gauge for ${category}`);
  await page.waitForFunction(
    ([s, b]) => document.querySelector(`${s} .calc-gauge-band--active`)?.dataset.band === b,
    [chartSel(chart.id), band],
    { timeout: 10000 },
  ).catch(() => assert.fail(`${what}: ${chart.id} does not mark ${band}`));
}

describe('the Portuguese BMI page by the WHO references', () => {
  const path = pathFor(PT, '/bmi-calculator');

  test(`bmi (pt-BR) ${path}: WHO 2007 for a boy of 10, WHO 2006 for a girl of 2, the reference named and the SISVAN category shown`, async () => {
    const { context, page, watch } = await hydratedCalculator(open(chromium.browser, `${server.origin}${path}`), path);
    try {
      const props = await propsOf(page, 'Calculator');
      const fmt = (digits) => (x) => intl(PT, { maximumFractionDigits: digits }).format(x);
      const [one, two] = [fmt(1), fmt(2)];

      await setInputs(page, PT, { unit: 'metric', heightCm: 140, weightKg: 40, age: 10, sex: 'male' });
      await expectShown(page, 'reference', labelOf(props, 'reference', 'who2007'), 'boy of 10');
      assert.match(labelOf(props, 'reference', 'who2007'), /OMS 2007/);
      await expectShown(page, 'zScore', two(1.7040440188779463), 'boy of 10');
      await expectShown(page, 'percentile', one(95.58135680714207), 'boy of 10');
      await expectShown(page, 'childCategory', labelOf(props, 'childCategory', 'overweight'), 'boy of 10');
      // Normal weight, −2 to +1 SD times 1.96 m²: 26.9 kg to 36.2 kg.
      await expectShown(page, 'healthyWeightMinKg', one(26.92120052150115), 'boy of 10', { unit: true });
      await expectShown(page, 'healthyWeightMaxKg', one(36.22043714925941), 'boy of 10', { unit: true });
      await expectMarked(page, props, 'childCategory', 'overweight', 'boy of 10');
      // The legend's spans write negative edges with the minus sign.
      const thinness = await page.locator(`${ISLAND} .calc-chart-legend-item[data-band="thinness"] .calc-chart-legend-value`).first().textContent();
      assert.equal(thinness.trim(), '\u22123–\u22122', 'thinness spans −3 to −2');
      await waitForText(page, `${ISLAND} .calc-summary`, /OMS 2007/, { what: 'the summary names the reference' });
      await screenshotBoth(page, 'bmi-who-boy-pt-BR');
      await assertClean(page, watch, `${path} boy of 10`);

      await setInputs(page, PT, { heightCm: 85, weightKg: 12, age: 2, sex: 'female' });
      await expectShown(page, 'reference', labelOf(props, 'reference', 'who2006'), 'girl of 2');
      await expectShown(page, 'zScore', two(0.6639133032873777), 'girl of 2');
      await expectShown(page, 'childCategoryUnder5', labelOf(props, 'childCategoryUnder5', 'normal'), 'girl of 2');
      await expectMarked(page, props, 'childCategoryUnder5', 'normal', 'girl of 2');
      assert.equal(await page.locator(output('childCategory')).count(), 0, 'no 5–19 category under 5');
      await screenshotBoth(page, 'bmi-who-girl-pt-BR');

      // Over 19 the adult categories: 175 cm, 70 kg is 22.9, normal weight.
      await setInputs(page, PT, { heightCm: 175, weightKg: 70, age: 19.5 });
      await expectShown(page, 'category', labelOf(props, 'category', 'normal'), '19 and a half');
      assert.equal(await page.locator(output('reference')).count(), 0, 'no child reference for an adult');
      await assertClean(page, watch, `${path} girl of 2 and adult`);
    } finally {
      await context.close();
    }
  });
});
