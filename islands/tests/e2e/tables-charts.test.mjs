// Dates, tables, charts and warnings in a real browser against dist/ served
// by deploy/nginx.conf: date inputs and dates in both languages (pregnancy),
// a payment schedule whose CSV download adds up to the total on the page
// (amortization in English, SAC/Price in Portuguese), the payment donut and
// its text alternative (mortgage), a safety warning (calorie); axe in light
// and dark, at phone and desktop widths; a clean console.
//
// Expected dates are computed here from the rules (Naegele: last period +
// 280 days) and formatted with Intl for the locale, independently of the site.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { assertAccessibleAtBothWidths } from '../../e2e-support/axe.mjs';
import { LANGS, pathFor, ISLAND, field, output, waitForText, textOf, switchTheme, BROKEN_NUMBER } from '../../e2e-support/site.mjs';
import { hydratedCalculator, day } from '../../e2e-support/calculator.mjs';
import { open, propsOf } from './shell-support.mjs';
import { downloadText, parseCsv } from '../../e2e-support/csv.mjs';
import { siteAndBrowser } from '../../e2e-support/per-file.mjs';

const { server, chromium } = siteAndBrowser();

const en = LANGS.find((L) => L.lang === 'en');
const pt = LANGS.find((L) => L.lang === 'pt-BR');
const money = (L, x) => new Intl.NumberFormat(L.locale, { style: 'currency', currency: L.currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(x);
const addDays = (iso, n) => {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
};

/** A calculator page, hydrated, consent answered, in the page's language. */
const openCalculator = (path, options = {}) => hydratedCalculator(open(chromium.browser, `${server.origin}${path}`, options), path);

/** Runs `body` on the calculator page, then checks the console stayed clean and closes it. */
async function withCalculator(path, body) {
  const { context, page, watch } = await openCalculator(path);
  try {
    await body({ context, page, watch });
    await watch.assertClean();
  } finally {
    await context.close();
  }
}

async function settle(page) {
  await page.waitForLoadState('networkidle');
}

/** Rows of the table shown in the tables area: cell texts, and each <time>'s datetime. */
async function tableRows(page) {
  return page.evaluate((s) => [...document.querySelectorAll(`${s} .calc-tables tbody tr`)].map((tr) => ({
    cells: [...tr.children].map((c) => c.textContent.trim()),
    times: [...tr.querySelectorAll('time')].map((t) => t.getAttribute('datetime')),
  })), ISLAND);
}

/** Clicks the table's "Download CSV" and returns the file's name and rows. */
async function downloadCsv(page, label) {
  const { name, text } = await downloadText(page, page.locator(`${ISLAND} .calc-tables .calc-table-foot button`, { hasText: label }));
  assert.match(text, /\r\n$/, 'CSV lines end with CRLF');
  return { name, rows: parseCsv(text) };
}

/**
 * axe, no sideways scrolling of the page, a screenshot: light, then dark by
 * the header's toggle (the same page, what `prepare` opened still open),
 * each at 1280 and 375 px.
 */
async function assertAccessibleEverywhere(path, name, prepare = async () => {}) {
  const { context, page, watch } = await openCalculator(path, { theme: 'light' });
  try {
    await settle(page);
    await prepare(page);
    for (const theme of ['light', 'dark']) {
      await switchTheme(page, theme);
      await assertAccessibleAtBothWidths(page, `${path} (${theme})`, `tables-charts-${name}-${theme}`);
    }
    const text = await page.evaluate((s) => document.querySelector(s).innerText, ISLAND);
    assert.doesNotMatch(text, BROKEN_NUMBER, `${path}: a broken number`);
    await watch.assertClean(path);
  } finally {
    await context.close();
  }
}

/** The test that runs assertAccessibleEverywhere on a page with no preparation. */
const axeEverywhere = (path, name) => test('axe: light and dark, 1280 and 375 px', () => assertAccessibleEverywhere(path, name));

/**
 * Opens every chart's "Show the data", so axe sees those tables too. The rows
 * are rendered only once a disclosure is open, after its (asynchronous)
 * toggle event (ChartFrame.tsx DataToggle): wait until every one shows its table.
 */
async function openChartData(page) {
  const summaries = await page.locator(`${ISLAND} .calc-chart-data > summary`).all();
  for (const summary of summaries) await summary.click();
  try {
    await page.waitForFunction(([s, n]) => {
      const open = [...document.querySelectorAll(`${s} .calc-chart-data`)].filter((d) => d.open && d.querySelector('table'));
      return open.length === n;
    }, [ISLAND, summaries.length], { timeout: 5000 });
  } catch {
    const state = await page.evaluate((s) => [...document.querySelectorAll(`${s} .calc-chart-data`)].map((d) => ({ open: d.open, table: !!d.querySelector('table') })), ISLAND);
    assert.fail(`${page.url()}: the charts' data tables did not all appear after "Show the data": ${JSON.stringify(state)}`);
  }
}

// ---- pregnancy: date inputs, date outputs, the milestones table -------------

const LMP = '2026-03-01';
const TODAY = '2026-06-15';
const MILESTONES = { firstTrimesterEnd: 97, viability: 168, thirdTrimester: 196, earlyTerm: 259, fullTerm: 273, dueDate: 280, postTerm: 294 };

for (const L of [en, pt]) {
  describe(`pregnancy (${L.lang})`, () => {
    const path = pathFor(L, '/pregnancy-calculator');

    test('date inputs take ISO days; "today" is the visitor\'s date after hydration', async () => {
      const { context, page, watch } = await openCalculator(path);
      try {
        const input = page.locator(field('lastPeriod'));
        assert.equal(await input.getAttribute('type'), 'date');
        assert.equal(await input.getAttribute('min'), '1900-01-01');
        assert.equal(await input.getAttribute('max'), '2200-12-31');
        const localToday = await page.evaluate(() => {
          const d = new Date();
          return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
        });
        await page.waitForFunction(([s, v]) => document.querySelector(s)?.value === v, [field('today'), localToday], { timeout: 5000 });
        assert.equal(await input.inputValue(), localToday, 'the last period defaults to today');
        await waitForText(page, output('dueDate'), day(L, addDays(localToday, 280)), { what: 'due date for a last period today' });

        // Typing a date (the picker's value is always YYYY-MM-DD).
        await input.fill(LMP);
        await page.locator(field('today')).fill(TODAY);
        await waitForText(page, output('dueDate'), day(L, addDays(LMP, 280)), { what: 'due date, last period 2026-03-01' });
        assert.equal(await page.locator(output('dueDate')).evaluate((e) => e.localName), 'time');
        assert.equal(await page.locator(output('dueDate')).getAttribute('datetime'), '2026-12-06');
        await settle(page);
        await watch.assertClean();
      } finally {
        await context.close();
      }
    });

    test('a share link\'s dates win over today; milestones as an accessible table with dates in the language', async () => {
      await withCalculator(`${path}?lastPeriod=${LMP}&cycleLength=28&today=${TODAY}`, async ({ page }) => {
        await waitForText(page, output('dueDate'), day(L, '2026-12-06'), { what: 'due date from the share link' });
        assert.equal(await page.locator(field('today')).inputValue(), TODAY);
        assert.equal(await page.locator(output('conceptionDate')).textContent(), day(L, '2026-03-15'));

        const props = await propsOf(page, 'Calculator');
        const view = props.outputs.find((o) => o.id === 'milestones');
        const table = page.locator(`${ISLAND} .calc-tables table`);
        assert.equal(await table.locator('caption').textContent(), view.label);
        assert.deepEqual(await table.locator('thead th[scope="col"]').allTextContents(), view.columns.map((c) => c.label));
        const region = page.locator(`${ISLAND} .calc-tables [role="region"]`);
        assert.equal(await region.getAttribute('tabindex'), '0');
        assert.equal(await region.getAttribute('aria-label'), view.label);

        const rows = await tableRows(page);
        assert.equal(rows.length, Object.keys(MILESTONES).length);
        for (const [id, days] of Object.entries(MILESTONES)) {
          const iso = addDays(LMP, days);
          const row = rows.find((r) => r.cells[0] === view.values[id]);
          assert.ok(row, `no row "${view.values[id]}" in ${JSON.stringify(rows.map((r) => r.cells[0]))}`);
          assert.deepEqual(row.times, [iso], `${id}: date`);
          assert.ok(row.cells.includes(day(L, iso)), `${id}: ${day(L, iso)} in ${JSON.stringify(row.cells)}`);
          const reached = iso <= TODAY ? view.values.true : view.values.false;
          assert.equal(row.cells.at(-1), reached, `${id}: reached`);
        }
        // The keyboard reaches the table's scroll region.
        await region.focus();
        assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('role')), 'region');
        await settle(page);
      });
    });

    axeEverywhere(`${path}?lastPeriod=${LMP}&today=${TODAY}`, `pregnancy-${L.lang}`);
  });
}

// ---- schedules: paging, views, CSV totals ------------------------------------

describe('amortization (en): schedule views and CSV', () => {
  const path = pathFor(en, '/amortization-calculator');

  test('monthly / yearly views, paging, and a CSV whose interest adds up to the total shown', async () => {
    await withCalculator(path, async ({ page }) => {
      const tabs = page.locator(`${ISLAND} [role="tab"]`);
      assert.equal(await tabs.count(), 2, 'one tab per table');
      const props = await propsOf(page, 'Calculator');
      const schedule = props.outputs.find((o) => o.id === 'schedule');
      await tabs.filter({ hasText: schedule.label }).click();
      assert.equal(await tabs.filter({ hasText: schedule.label }).getAttribute('aria-selected'), 'true');
      assert.equal((await tableRows(page)).length, 24, 'a long schedule shows 24 rows first');
      await page.locator(`${ISLAND} .calc-table-foot button`, { hasText: /360/ }).click();
      assert.equal((await tableRows(page)).length, 360, 'all 360 rows after "Show all"');

      // The arrow keys move between the views.
      await tabs.filter({ hasText: schedule.label }).focus();
      await page.keyboard.press('ArrowLeft');
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-selected')), 'true');
      await page.keyboard.press('ArrowRight');

      const { name, rows } = await downloadCsv(page, /CSV/);
      assert.equal(name, 'amortization-schedule.csv');
      assert.deepEqual(rows[0], schedule.columns.map((c) => c.label));
      assert.equal(rows.length, 361);
      assert.match(rows[1][1], /^\d{4}-\d{2}-\d{2}$/, 'dates raw (ISO) in the CSV');
      const col = (key) => schedule.columns.findIndex((c) => c.key === key);
      const sum = (key) => rows.slice(1).reduce((s, r) => s + Number(r[col(key)]), 0);
      assert.equal(money(en, sum('interest')), await textOf(page, output('totalInterest')), 'sum of the interest column');
      assert.equal(money(en, sum('payment')), await textOf(page, output('totalPaid')), 'sum of the payment column');
      assert.ok(Math.abs(sum('principal') - 200000) < 1e-6, `principal adds up to the loan: ${sum('principal')}`);
      await settle(page);
    });
  });

  test('the balance line and the stacked chart follow the inputs', async () => {
    // A loan from January: its 15 years are 15 calendar years (the page
    // starts today, and a start in December spans 16).
    await withCalculator(`${path}?startDate=2026-01-01`, async ({ page }) => {
      const line = page.locator(`${ISLAND} [data-chart="balance"]`);
      const label = await line.locator('svg[role="img"]').getAttribute('aria-label');
      assert.match(label, /\$0\.00/);
      await page.locator(field('loanTerm')).fill('15');
      await page.waitForFunction((s) => document.querySelectorAll(`${s} .calc-tables tbody tr`).length === 15, ISLAND, { timeout: 5000 });
      const after = await line.locator('svg[role="img"]').getAttribute('aria-label');
      assert.notEqual(after, label, 'the chart summary changed with the term');
      const points = await line.locator('path.calc-chart-line').getAttribute('d');
      assert.equal(points.split('L').length, 15, 'one point per year of a 15-year loan');
      await line.locator('summary').click();
      // The toggle event comes in a task of its own after the click.
      await line.locator('details tbody tr').nth(14).waitFor({ timeout: 5000 });
      assert.equal(await line.locator('details tbody tr').count(), 15, '"Show the data" lists the plotted points');
      assert.equal(await page.locator(`${ISLAND} [data-chart="yearlySplit"] path.calc-chart-band`).count(), 2);
      assert.equal(await page.locator(`${ISLAND} [style]`).count(), 0, 'no inline styles (CSP)');
      await settle(page);
    });
  });

  test('axe: light and dark, 1280 and 375 px, with data tables open', async () => {
    await assertAccessibleEverywhere(path, 'amortization-en', openChartData);
  });
});

describe('mortgage (pt-BR): SAC and Price schedules', () => {
  const path = pathFor(pt, '/mortgage-calculator');

  test('the CSV of each system adds up to the interest shown', async () => {
    await withCalculator(path, async ({ page }) => {
      const props = await propsOf(page, 'Calculator');
      for (const [table, total] of [['sacSchedule', 'sacTotalInterest'], ['priceSchedule', 'priceTotalInterest']]) {
        const view = props.outputs.find((o) => o.id === table);
        await page.locator(`${ISLAND} [role="tab"]`, { hasText: view.label }).click();
        const first = (await tableRows(page))[0];
        // The first payment is the start date the page shows (today by default).
        const start = await page.locator(field('startDate')).inputValue();
        assert.deepEqual(first.times, [start]);
        assert.ok(first.cells.includes(day(pt, start)), `date in Portuguese: ${JSON.stringify(first.cells)}`);
        const { name, rows } = await downloadCsv(page, 'Baixar CSV');
        assert.equal(name, `mortgage-${table}.csv`);
        assert.deepEqual(rows[0], view.columns.map((c) => c.label));
        const interest = rows.slice(1).reduce((s, r) => s + Number(r[view.columns.findIndex((c) => c.key === 'interest')]), 0);
        assert.equal(money(pt, interest), await textOf(page, output(total)), `${table}: sum of Juros`);
      }
      await settle(page);
    });
  });

  axeEverywhere(path, 'mortgage-pt-BR');
});

describe('life expectancy (pt-BR): a line of percentages over ages', () => {
  const path = pathFor(pt, '/life-expectancy-calculator');

  test('axe with the chart\'s data open: light and dark, 1280 and 375 px', async () => {
    await assertAccessibleEverywhere(path, 'life-expectancy-pt-BR', async (page) => {
      await openChartData(page);
      const rows = await page.locator(`${ISLAND} .calc-chart-data tbody tr`).count();
      const props = await propsOf(page, 'Calculator');
      assert.equal(rows, props.initial.survival.length, 'every point of the line in the data table');
      const ticks = await page.locator(`${ISLAND} .calc-chart-ticks text`).allTextContents();
      assert.ok(ticks.includes('100%'), `percent ticks: ${ticks}`);
    });
  });
});

// ---- donut and warning ----------------------------------------------------------

describe('mortgage (en): payment donut', () => {
  const path = pathFor(en, '/mortgage-calculator');

  test('the donut has a summary and a legend with values and shares', async () => {
    await withCalculator(path, async ({ page }) => {
      const figure = page.locator(`${ISLAND} figure[data-chart="paymentBreakdown"]`);
      const props = await propsOf(page, 'Calculator');
      const chart = props.charts.find((c) => c.id === 'paymentBreakdown');
      assert.equal(await figure.locator('figcaption .calc-chart-title').textContent(), chart.title);
      // One arc per slice above zero (PMI, HOA and other costs are 0 by default).
      const drawn = chart.series.filter((s) => props.initial[s.key] > 0).length;
      assert.ok(drawn >= 3, `${drawn} slices above zero`);
      assert.equal(await figure.locator('path.calc-donut-arc').count(), drawn);
      const labels = await figure.locator('.calc-chart-legend-label').allTextContents();
      assert.deepEqual(labels, chart.series.map((s) => s.label));
      const values = await figure.locator('.calc-chart-legend-value').allTextContents();
      for (const [i, s] of chart.series.entries()) assert.equal(values[i], await textOf(page, output(s.key)), `${s.key} in the legend`);
      const shares = (await figure.locator('.calc-chart-legend-share').allTextContents()).map((t) => Number(t.replace('%', '')));
      assert.ok(Math.abs(shares.reduce((a, b) => a + b, 0) - 100) < 0.3, `shares add up to 100: ${shares}`);
      const summary = await figure.locator('svg[role="img"]').getAttribute('aria-label');
      for (const [i, s] of chart.series.entries()) assert.ok(summary.includes(`${s.label}: ${values[i]}`), `summary mentions ${s.label}`);
      // It follows the inputs.
      await page.locator(field('propertyTax')).fill('0');
      await page.waitForFunction(([s, n]) => document.querySelectorAll(`${s} path.calc-donut-arc`).length === n, [ISLAND, drawn - 1], { timeout: 5000 });
      await settle(page);
    });
  });

  axeEverywhere(path, 'mortgage-en');
});

describe('calorie (en): safety warning', () => {
  const path = pathFor(en, '/calorie-calculator');

  test('a notice first in the results while a target is below the minimum, gone when none is', async () => {
    await withCalculator(path, async ({ page }) => {
      const notice = page.locator(`${ISLAND} .calc-results .calc-warnings .calc-warning`);
      assert.equal(await notice.count(), 1);
      assert.equal(await page.locator(`${ISLAND} .calc-results .calc-warnings`).getAttribute('role'), 'status');
      assert.ok(await notice.isVisible());
      await page.locator(field('activityLevel')).selectOption('veryActive');
      await page.waitForFunction((s) => document.querySelectorAll(`${s} .calc-warning`).length === 0, ISLAND, { timeout: 5000 });
      await page.locator(field('activityLevel')).selectOption('sedentary');
      await notice.waitFor({ state: 'visible', timeout: 5000 });
      await settle(page);
    });
  });

  axeEverywhere(path, 'calorie-en');
});
