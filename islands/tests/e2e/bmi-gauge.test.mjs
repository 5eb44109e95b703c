// The BMI page's CDC percentile for 2 to 19 years and its category gauge,
// in a real browser in both languages, against dist/ served by
// deploy/nginx.conf:
//
// - the gauge is in the prerendered page (JavaScript off): an SVG with the
//   default result's band marked, and it takes the same room once the
//   island has hydrated (no layout shift);
// - in English, a boy of 10, 140 cm and 40 kg: the percentile and CDC category from
//   CDC's published LMS row (Sex 1, Agemos 120.5), worked with mpmath as
//   literals here (not from `calcula eval`, which runs the same code): the
//   adult gauge goes, the percentile gauge comes with "overweight" marked;
// - the sex left out under 20 gives the BMI and a note asking for the sex,
//   with neither gauge and no adult cut-off (issue 41), and from 20 the
//   adult gauge is back, its band following the BMI;
// - no console errors, axe finds nothing; screenshots at 375 and 1280 px in
//   both themes with CALCULA_SCREENSHOTS=1.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { LANGS, pathFor, ISLAND, output, waitForText } from '../../e2e-support/site.mjs';
import { hydratedCalculator, intl, setInputs, expectShown, labelOf, assertClean, screenshotBoth } from '../../e2e-support/calculator.mjs';
import { open, propsOf } from './shell-support.mjs';
import { siteAndBrowser } from '../../e2e-support/per-file.mjs';

const { server, chromium } = siteAndBrowser();

const ID = 'bmi';
const chartSel = (id) => `${ISLAND} [data-chart="${id}"]`;

/** The gauges the page declares: the adult one (category) and the child one (childCategory). */
function gauges(props) {
  const list = props.charts.filter((c) => c.kind === 'gauge');
  const by = (category) => list.find((c) => c.category === category);
  assert.ok(by('category') && by('childCategory'), 'the page declares an adult and a child gauge');
  return { adult: by('category'), child: by('childCategory') };
}

/** The band the gauge marks (drawing and legend agree), or null when it is not drawn. */
async function markedBand(page, chart) {
  return page.evaluate((s) => {
    const fig = document.querySelector(s);
    if (!fig) return null;
    const drawn = [...fig.querySelectorAll('.calc-gauge-band--active')].map((b) => b.dataset.band);
    const listed = [...fig.querySelectorAll('[aria-current="true"]')].map((b) => b.dataset.band);
    return { drawn, listed };
  }, chartSel(chart.id));
}

async function expectMarked(page, chart, band, what) {
  await page.waitForFunction(
    ([s, b]) => document.querySelector(`${s} .calc-gauge-band--active`)?.dataset.band === b,
    [chartSel(chart.id), band],
    { timeout: 10000 },
  ).catch(() => assert.fail(`${what}: ${chart.id} does not mark ${band}`));
  assert.deepEqual(await markedBand(page, chart), { drawn: [band], listed: [band] }, what);
}

async function expectGone(page, chart, what) {
  await page.waitForFunction((s) => !document.querySelector(s), chartSel(chart.id), { timeout: 10000 })
    .catch(() => assert.fail(`${what}: ${chart.id} is still drawn`));
}

/** The chart's size and its place inside the calculator island. */
async function box(page, chart) {
  const [c, island] = await Promise.all([page.locator(chartSel(chart.id)).boundingBox(), page.locator(ISLAND).boundingBox()]);
  return { x: c.x - island.x, y: c.y - island.y, width: c.width, height: c.height };
}

const escaped = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the BMI percentile and gauge', { concurrency: 2 }, () => {
  for (const L of LANGS) {
    const path = pathFor(L, `/${ID}-calculator`);

    test(`bmi (${L.lang}) ${path}: the gauge is prerendered and keeps its place when the island hydrates`, async () => {
      const still = await open(chromium.browser, `${server.origin}${path}`, { javaScriptEnabled: false });
      const live = await hydratedCalculator(open(chromium.browser, `${server.origin}${path}`), path);
      try {
        const props = await propsOf(still.page, 'Calculator');
        const { adult, child } = gauges(props);
        // The page opens on an adult (age 30): 5 ft 9 in, 160 lb is 23.6, 175 cm, 70 kg is 22.9: healthy weight.
        assert.equal(await still.page.locator(`${chartSel(adult.id)} svg[role="img"]`).count(), 1, 'the server drew the SVG');
        assert.deepEqual(await markedBand(still.page, adult), { drawn: ['normal'], listed: ['normal'] }, 'server: the default band');
        assert.equal(await still.page.locator(chartSel(child.id)).count(), 0, 'no child gauge for an adult');
        const label = await still.page.locator(`${chartSel(adult.id)} svg`).getAttribute('aria-label');
        assert.match(label, new RegExp(labelOf(props, 'category', 'normal')), 'the drawing names the band');
        assert.deepEqual(await box(live.page, adult), await box(still.page, adult), 'same place and size with and without the island');
        await assertClean(live.page, live.watch, `${path} default`);
      } finally {
        await still.context.close();
        await live.context.close();
      }
    });

    // The CDC charts are the English page's; the Portuguese page reads the
    // WHO references (bmi-who.test.mjs).
    if (L.lang !== 'en') continue;
    test(`bmi (${L.lang}) ${path}: a boy of 10 gets the CDC percentile, its category and gauge; the sex left out, no cut-off; 20 years, the adult result`, async () => {
      const { context, page, watch } = await hydratedCalculator(open(chromium.browser, `${server.origin}${path}`), path);
      try {
        const props = await propsOf(page, 'Calculator');
        const { adult, child } = gauges(props);
        const one = (x) => intl(L, { maximumFractionDigits: 1 }).format(x);
        // CDC bmiagerev.csv, Sex 1, Agemos 120.5 (L −2.765648008, M 16.64613844,
        // S 0.120112464); BMI 40 / 1.4² = 20.408…; mpmath at 50 digits:
        // z = 1.2968…, percentile 90.2658, BMI at the 5th/85th/95th percentile
        // 14.2187, 19.3904, 22.1541 (CDC publishes 14.21865508, 19.3904113,
        // 22.15409238); healthy weight 14.2187 × 1.96 = 27.9 kg to 38.0 kg.
        await setInputs(page, L, { unit: 'metric', heightCm: 140, weightKg: 40, age: 10, sex: 'male' });
        await expectShown(page, 'percentile', one(90.26578996824345), 'boy of 10');
        await expectShown(page, 'childCategory', labelOf(props, 'childCategory', 'overweight'), 'boy of 10');
        await expectShown(page, 'bmiP95', one(22.15409241973049), 'boy of 10', { unit: true });
        await expectShown(page, 'healthyWeightMinKg', one(27.86856394949261), 'boy of 10', { unit: true });
        await expectShown(page, 'healthyWeightMaxKg', one(38.005206171645426), 'boy of 10', { unit: true });
        await expectShown(page, 'bmi', one(20.408163265306122), 'boy of 10');
        await expectMarked(page, child, 'overweight', 'boy of 10');
        await expectGone(page, adult, 'boy of 10');
        assert.equal(await page.locator(output('category')).count(), 0, 'no adult category for a child');
        // The summary is the child's sentence (the second of the locale's
        // list), filled with the results as shown.
        const [adultSentence, childSentence] = [props.summary.texts[''], props.summary.fallback[0]];
        assert.ok(childSentence, 'a child summary in the props');
        const shownAs = { bmi: one(20.408163265306122), percentile: one(90.26578996824345), childCategory: labelOf(props, 'childCategory', 'overweight') };
        await waitForText(page, `${ISLAND} .calc-summary`, new RegExp(`^\\s*${escaped(childSentence.replace(/\{(\w+)\}/g, (_, id) => shownAs[id]))}\\s*$`), { what: 'the child summary' });
        await screenshotBoth(page, `bmi-gauge-child-${L.lang}`);
        await assertClean(page, watch, `${path} boy of 10`);

        // A girl of 5, 105 cm, 16 kg (Sex 2, Agemos 60.5): percentile 29.1, healthy weight.
        await setInputs(page, L, { heightCm: 105, weightKg: 16, age: 5, sex: 'female' });
        await expectShown(page, 'percentile', one(29.107479729335243), 'girl of 5');
        await expectMarked(page, child, 'healthy', 'girl of 5');

        // Without the sex, under 20: the BMI (16 / 1.05² = 14.5) and the note
        // asking for the sex; no percentile, and none of the adult cut-offs
        // (category, gauge, healthy range), which do not apply to a child.
        await setInputs(page, L, { sex: 'unspecified' });
        await expectShown(page, 'bmi', one(14.512471655328797), 'sex left out');
        const note = labelOf(props, 'ageNote', 'under20');
        await waitForText(page, `${ISLAND} .calc-warnings [data-output="ageNote"]`, note, { what: 'the note asking for the sex' });
        await expectGone(page, child, 'sex left out');
        await expectGone(page, adult, 'sex left out');
        for (const id of ['category', 'percentile', 'healthyWeightMinKg']) {
          assert.equal(await page.locator(output(id)).count(), 0, `no ${id} without the sex`);
        }

        // From 20 the adult categories, whatever the sex: 140 cm, 60 kg is BMI 30.6, obesity.
        await setInputs(page, L, { sex: 'male', age: 20, heightCm: 140, weightKg: 60 });
        await expectShown(page, 'category', labelOf(props, 'category', 'obese'), 'adult');
        const adultStart = adultSentence.slice(0, adultSentence.indexOf('{'));
        await waitForText(page, `${ISLAND} .calc-summary`, new RegExp(`^\\s*${escaped(adultStart)}`), { what: 'the adult summary again' });
        await expectMarked(page, adult, 'obese', 'adult');
        await expectGone(page, child, 'adult');
        await screenshotBoth(page, `bmi-gauge-adult-${L.lang}`);
        await assertClean(page, watch, `${path} adult`);
      } finally {
        await context.close();
      }
    });
  }
});
