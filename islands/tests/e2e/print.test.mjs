// Printing a calculator with a long schedule (issue 41), in a real browser
// against dist/: the mortgage's monthly schedule, 360 rows on the default
// 30-year loan.
//
// - A print lays the page out right after `beforeprint`: rows added later
//   miss the printout, which held the first 24 of 360. The test fires the
//   event as a print does and counts the rows at once, then prints to PDF
//   (Chromium's own print path) and counts the rows in its text
//   (pdftotext, from poppler-utils).
// - Printed, the table fits the page's width, the chosen option of a
//   segmented control is marked without its (unprinted) background, and the
//   first page has the calculator, not a blank left by a table too tall to
//   start there.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LANGS, pathFor, ISLAND, screenshot } from '../../e2e-support/site.mjs';
import { hydratedCalculator, assertClean } from '../../e2e-support/calculator.mjs';
import { calculatorProps, defaultTexts } from '../../e2e-support/props.mjs';
import { open } from './shell-support.mjs';
import { siteAndBrowser } from '../../e2e-support/per-file.mjs';

const { server, chromium } = siteAndBrowser();
const en = LANGS.find((L) => L.lang === 'en');
const ID = 'mortgage';
const props = calculatorProps(ID, en.lang);
// One row a month of the default term (in years).
const MONTHS = Number(defaultTexts(ID, en.lang).loanTerm) * 12;
const schedule = props.outputs.find((o) => o.id === 'schedule');
const ROWS = `${ISLAND} .calc-tables tbody tr`;
// A4 at 96 px per inch, less Chromium's default margins (0.4 in each side).
const A4_PRINTABLE_PX = Math.floor((210 / 25.4 - 0.8) * 96);


async function openMortgage(options) {
  const url = pathFor(en, `/${ID}-calculator`);
  const opened = await hydratedCalculator(open(chromium.browser, `${server.origin}${url}`, options), url);
  assert.ok(schedule, 'the mortgage has a monthly schedule');
  await opened.page.locator(`${ISLAND} [role="tab"]`).filter({ hasText: new RegExp(`^${schedule.label}$`) }).click();
  return opened;
}

test('a print has every row of the chosen schedule from the moment it starts (beforeprint)', async () => {
  const { context, page, watch } = await openMortgage();
  try {
    const onScreen = await page.locator(ROWS).count();
    assert.ok(onScreen < MONTHS, `on screen, a page of rows (${onScreen} of ${MONTHS})`);
    // What a print does: the event, then layout at once, nothing awaited between.
    const printed = await page.evaluate((rows) => {
      window.dispatchEvent(new Event('beforeprint'));
      return document.querySelectorAll(rows).length;
    }, ROWS);
    assert.equal(printed, MONTHS, 'rows laid out as the print starts');
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    assert.equal(await page.locator(ROWS).count(), onScreen, 'after the print, a page of rows again');
    await assertClean(page, watch, 'beforeprint');
  } finally {
    await context.close();
  }
});

test('printed: the table fits the page width and the chosen segment is marked', async () => {
  const { context, page, watch } = await openMortgage({ width: A4_PRINTABLE_PX, height: 1000 });
  try {
    await page.emulateMedia({ media: 'print' });
    await page.waitForFunction(([s, n]) => document.querySelectorAll(s).length === n, [ROWS, MONTHS], { timeout: 5000 });
    const widths = await page.evaluate(() => {
      const table = document.querySelector('[data-island="Calculator"] .calc-tables table');
      return { table: Math.ceil(table?.getBoundingClientRect().right ?? Infinity), page: document.documentElement.clientWidth };
    });
    assert.ok(widths.table <= widths.page, `every column on the page: the table ends at ${widths.table} px of ${widths.page}`);
    // The chosen option of each segmented control: framed, in black on white.
    const chosen = await page.locator(`${ISLAND} .calc-segment-input:checked + .calc-segment-text`).evaluateAll((spans) =>
      spans.map((s) => {
        const style = getComputedStyle(s);
        return { text: s.textContent, outline: style.outlineStyle, decoration: style.textDecorationLine, colour: style.color };
      }),
    );
    assert.ok(chosen.length > 0, 'the mortgage has segmented controls');
    for (const c of chosen) {
      assert.equal(c.outline, 'solid', `${c.text}: framed when printed`);
      assert.equal(c.decoration, 'underline', `${c.text}: underlined when printed`);
      assert.equal(c.colour, 'rgb(0, 0, 0)', `${c.text}: black, not white on a background the printer leaves out`);
    }
    await screenshot(page, 'print-mortgage', { fullPage: true });
    await page.emulateMedia({ media: 'screen' });
    await assertClean(page, watch, 'print media');
  } finally {
    await context.close();
  }
});

// pdftotext comes with poppler-utils, which `make setup` installs: without
// it this test fails rather than passing as skipped.
test('printed to PDF: the first page has the calculator, and every row is in the printout', async () => {
  const { context, page, watch } = await openMortgage();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'calcula-print-'));
  try {
    const file = path.join(dir, 'mortgage.pdf');
    await page.pdf({ path: file, format: 'A4' });
    const pages = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).split('\f');
    const title = (await page.locator('h1').first().innerText()).trim();
    assert.ok(pages[0]?.includes(title), `the first page has the title ${JSON.stringify(title)}: ${JSON.stringify(pages[0]?.slice(0, 200))}`);
    // Each row's first cell is its payment number, 1 … 360, alone before the date.
    const numbers = new Set();
    for (const line of pages.join('\n').split('\n')) {
      const m = /^\s*(\d{1,3})\s+\S/.exec(line);
      if (m) numbers.add(Number(m[1]));
    }
    for (let k = 1; k <= MONTHS; k++) assert.ok(numbers.has(k), `payment ${k} is in the printout`);
    if (process.env.CALCULA_SCREENSHOTS) fs.copyFileSync(file, path.join(os.tmpdir(), 'print-mortgage.pdf'));
    await assertClean(page, watch, 'pdf');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    await context.close();
  }
});
