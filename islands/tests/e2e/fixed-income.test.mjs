// Brazil's renda fixa page (issue 45 item 4) in a real browser against
// dist/: in Portuguese, the case typed in as a person would, the
// CDI with a comma ("14,9"): the best net value and its name, the six
// investments side by side with the best ranked 1, and the chart of the
// net earnings over time with a line for each; a zero amount is refused next
// to its field. In English, a share link of the same case (reais on both
// pages). The expected values are the YAML's first example, worked by hand
// from the law in Python's decimal (content/calculators/fixed-income.yaml),
// not by the site's code.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LANGS, ISLAND, field, calculatorPath, screenshot, SCREENSHOTS } from '../../e2e-support/site.mjs';
import { hydratedCalculator, intl, setInputs, setInput, expectShown, labelOf, assertClean } from '../../e2e-support/calculator.mjs';
import { calculatorProps } from '../../e2e-support/props.mjs';
import { open } from './shell-support.mjs';
import { siteAndBrowser } from '../../e2e-support/per-file.mjs';
import { calculatorContent } from '../../e2e-support/content.mjs';

const { server, chromium } = siteAndBrowser();
const ID = 'fixed-income';
const yaml = calculatorContent(ID);
const [example] = yaml.examples;
const table = yaml.outputs.find((o) => o.format === 'table' && !o.chart_only).id;
const chart = yaml.charts[0];
const reais = (L, x) => intl(L, { style: 'currency', currency: yaml.currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(x);
const [en, pt] = LANGS;

test(`${ID} (pt-BR): the issue's case typed in, a rate with a comma, side by side and the chart`, async () => {
  const url = calculatorPath(pt, ID);
  const { context, page, watch } = await hydratedCalculator(open(chromium.browser, `${server.origin}${url}`), url);
  try {
    const { cdi, ...rest } = example.inputs;
    await setInputs(page, pt, rest);
    // Typed as a Brazilian writes it, whatever the example's number is.
    assert.equal(cdi, 14.9, 'the example is the issue case at a CDI of 14.9 %');
    await page.locator(field('cdi')).fill('14,9');
    await expectShown(page, 'bestNet', reais(pt, example.outputs.bestNet), 'typed in');
    const props = calculatorProps(ID, pt.lang);
    await expectShown(page, 'best', labelOf(props, 'best', example.outputs.best), 'the best named');

    const rows = page.locator(`${ISLAND} .calc-tables tbody tr`);
    const names = await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelector('td, th').textContent.trim()));
    // The investments in the function's order: the chart's lines.
    const ids = chart.y;
    assert.deepEqual(names, ids.map((k) => labelOf(props, table, k)), 'one row per investment');
    const bestRow = rows.nth(ids.indexOf(example.outputs.best));
    const cells = await bestRow.locator('td, th').allTextContents();
    assert.ok(cells.includes(reais(pt, example.outputs.bestNet)), `the best row shows its net value: ${cells}`);
    assert.equal(cells.at(-1).trim(), '1', 'the best is ranked 1');

    const figure = page.locator(`${ISLAND} [data-chart="${chart.id}"]`);
    assert.equal(await figure.locator('path.calc-chart-line').count(), chart.y.length, 'a line for each investment');
    const legend = await figure.locator('.calc-chart-legend-label').allTextContents();
    assert.equal(legend.length, chart.y.length, `a legend entry for each: ${legend}`);

    if (SCREENSHOTS) {
      for (const width of [375, 1366]) {
        await page.setViewportSize({ width, height: 900 });
        await screenshot(page.locator(ISLAND), `fixed-income-pt-${width}`);
      }
      await page.setViewportSize({ width: 1280, height: 900 });
    }

    await setInput(page, pt, 'amount', 0);
    await page.locator(`${field('amount')}[aria-invalid="true"]`).waitFor({ timeout: 5000 });
    const messageId = await page.locator(field('amount')).getAttribute('aria-errormessage');
    assert.ok((await page.locator(`[id="${messageId}"]`).innerText()).trim().length > 0, 'a message next to the field');
    await setInput(page, pt, 'amount', example.inputs.amount);
    await expectShown(page, 'bestNet', reais(pt, example.outputs.bestNet), 'fixed again');
    await assertClean(page, watch, `${url} typed in`);
  } finally {
    await context.close();
  }
});

test(`${ID} (en): a share link shows the same case in reais`, async () => {
  const url = calculatorPath(en, ID);
  const query = new URLSearchParams(Object.entries(example.inputs).map(([k, v]) => [k, String(v)]));
  const { context, page, watch } = await hydratedCalculator(open(chromium.browser, `${server.origin}${url}?${query}`), url);
  try {
    await expectShown(page, 'bestNet', reais(en, example.outputs.bestNet), 'from the share link');
    await expectShown(page, 'best', labelOf(calculatorProps(ID, en.lang), 'best', example.outputs.best), 'the best named');
    await watch.assertClean();
  } finally {
    await context.close();
  }
});
