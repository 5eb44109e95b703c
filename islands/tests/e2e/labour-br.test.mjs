// Brazil's 13º salário, férias and rescisão (issue 44) in a real browser,
// against dist/, in both languages (the rules are Brazil's on both). For
// each calculator the first example of its YAML (a worked example of the
// project's labour data, computed by hand and in Python's decimal, not by
// the site's code) is opened as a share link: the page must show the
// example's net, every line of its statement, and keep both when laid out
// for print. A last day before the hiring date is refused next to its
// field, with nothing computed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LANGS, ISLAND, field, output, calculatorPath } from '../../e2e-support/site.mjs';
import { hydratedCalculator, intl, expectShown, labelOf, assertClean } from '../../e2e-support/calculator.mjs';
import { calculatorProps } from '../../e2e-support/props.mjs';
import { open } from './shell-support.mjs';
import { siteAndBrowser } from '../../e2e-support/per-file.mjs';
import { calculatorContent } from '../../e2e-support/content.mjs';

const { server, chromium } = siteAndBrowser();

const IDS = ['thirteenth-salary', 'vacation-pay', 'severance-pay'];
const content = calculatorContent;
// Reais on every page: the rules, and so the currency, are Brazil's.
const reais = (L, x) => intl(L, { style: 'currency', currency: 'BRL', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(x);
const query = (values) => new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)])).toString();
const ROWS = `${ISLAND} .calc-tables tbody tr`;

for (const id of IDS) {
  const yaml = content(id);
  const primary = yaml.outputs.find((o) => o.primary).id;
  const [example] = yaml.examples;
  // The statement's rows the example names: `lines/<row>/item`.
  const items = Object.entries(example.outputs)
    .map(([key, value]) => [key.match(/^lines\/(\d+)\/item$/)?.[1], value])
    .filter(([row]) => row !== undefined);
  for (const L of LANGS) {
    const url = calculatorPath(L, id);
    test(`${url}: a share link shows the worked example, its statement, and prints them`, async () => {
      const { context, page, watch } = await hydratedCalculator(open(chromium.browser, `${server.origin}${url}?${query(example.inputs)}`), url);
      try {
        await expectShown(page, primary, reais(L, example.outputs[primary]), 'from the share link');
        const props = calculatorProps(id, L.lang);
        const rows = page.locator(ROWS);
        for (const [row, item] of items) {
          const first = await rows.nth(Number(row)).locator('td, th').first().textContent();
          assert.equal(first?.trim(), labelOf(props, 'lines', item), `row ${row} of the statement`);
        }
        const shown = await rows.count();
        await page.emulateMedia({ media: 'print' });
        assert.equal(await rows.count(), shown, 'the statement prints whole');
        assert.ok(await page.locator(output(primary)).isVisible(), 'the result prints');
        await page.emulateMedia({ media: 'screen' });
        await assertClean(page, watch, `${url} (share link)`);
      } finally {
        await context.close();
      }
    });
  }
}

for (const L of LANGS) {
  const url = calculatorPath(L, 'severance-pay');
  test(`${url}: a last day before the hiring date is refused next to its field`, async () => {
    const { context, page, watch } = await hydratedCalculator(open(chromium.browser, `${server.origin}${url}?admission=2026-03-10&lastDay=2026-03-09`), url);
    try {
      await page.locator(`${field('lastDay')}[aria-invalid="true"]`).waitFor({ timeout: 10000 });
      const message = await page.locator(`${ISLAND} .calc-field--invalid .calc-field-error`).textContent();
      assert.ok(message?.includes('2026'), `the message names the earliest day: ${message}`);
      assert.equal(await page.locator(`${ISLAND} .calc-field--invalid [name="lastDay"]`).count(), 1, 'the message is on lastDay');
      await watch.assertClean();
    } finally {
      await context.close();
    }
  });
}
