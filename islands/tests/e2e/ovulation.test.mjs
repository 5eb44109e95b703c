// The ovulation page's cycle calendar, in a real browser in both
// languages, against dist/ served by deploy/nginx.conf:
//
// - the calendar is in the prerendered page (JavaScript off): an ARIA grid
//   of six weeks of seven days under the weekdays, Sunday first, and it
//   takes the same room once the island has hydrated and in every month;
// - for a period on 2026-03-01, 28-day cycles, a 14-day luteal phase and a
//   5-day period, the days carry the marks Python's datetime gives
//   (literals here, not calcula eval): period 1–5 March, fertile window
//   10–16 March, ovulation 15 March, next period 29 March; 12 April is the
//   second cycle's ovulation;
// - keyboard only: Tab reaches the grid (one tab stop, past the month
//   buttons), the arrow keys walk to the ovulation day, whose accessible
//   name is its long date and its marks (the page's locale, Intl here),
//   Page Down shows the next month, Home and End the week's ends, Page Up
//   comes back and stops at the first month, Enter on a month button
//   changes the month;
// - the cycles table is still there, with the period's end;
// - no console errors, axe finds nothing; screenshots at 375 and 1280 px in
//   both themes with CALCULA_SCREENSHOTS=1.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { LANGS, pathFor, ISLAND } from '../../e2e-support/site.mjs';
import { hydratedCalculator, setInputs, assertClean, screenshotBoth } from '../../e2e-support/calculator.mjs';
import { open, propsOf } from './shell-support.mjs';
import { siteAndBrowser } from '../../e2e-support/per-file.mjs';

const { server, chromium } = siteAndBrowser();

const ID = 'ovulation';

/** The page's calendar chart (its id and spans from the props: the content's). */
function calendarOf(props) {
  const chart = props.charts.find((c) => c.kind === 'calendar');
  assert.ok(chart, 'the page declares a calendar');
  const label = (value) => {
    const span = chart.spans.find((s) => s.value === value);
    assert.ok(span, `the calendar has a ${value} span`);
    return span.label;
  };
  return { chart, label, sel: `${ISLAND} [data-chart="${chart.id}"]` };
}

const utc = (iso) => {
  const [y, m, d] = iso.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
};
/** A day's name as a person hears it: the long date in the page's locale, then its marks in lower case. */
const nameOf = (L, iso, labels = []) =>
  [new Intl.DateTimeFormat(L.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(utc(iso)), ...labels.map((l) => l[0].toLocaleLowerCase(L.locale) + l.slice(1))].join(', ');
const monthTitle = (L, iso) => {
  const t = new Intl.DateTimeFormat(L.locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(utc(iso));
  return t[0].toLocaleUpperCase(L.locale) + t.slice(1);
};

/** The focused element: its date and accessible name (aria-label), if it is a day. */
const focusedDay = (page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el?.matches('td[data-date]') ? { date: el.dataset.date, name: el.getAttribute('aria-label') } : null;
  });

async function expectFocus(page, L, sel, iso, labels, what) {
  assert.deepEqual(await focusedDay(page), { date: iso, name: nameOf(L, iso, labels) }, what);
  // The accessibility tree agrees (Playwright computes the name itself).
  const cell = page.getByRole('gridcell', { name: nameOf(L, iso, labels), exact: true });
  assert.equal(await cell.count(), 1, `${what}: one gridcell named so`);
  assert.ok(await cell.evaluate((el) => el === document.activeElement), `${what}: it has the focus`);
  assert.equal(await page.locator(`${sel} [role="grid"] [tabindex="0"]`).count(), 1, `${what}: one tab stop`);
}

const marksOf = (page, sel) =>
  page.evaluate((s) => Object.fromEntries([...document.querySelectorAll(`${s} td[data-marks]`)].map((td) => [td.dataset.date, td.dataset.marks])), sel);

const monthShown = (page, sel) => page.locator(`${sel} [role="grid"]`).getAttribute('data-month');

describe('the ovulation calendar', { concurrency: 2 }, () => {
  for (const L of LANGS) {
    const path = pathFor(L, `/${ID}-calculator`);

    test(`ovulation (${L.lang}) ${path}: the calendar is prerendered, Sunday first, and keeps its place and size`, async () => {
      const still = await open(chromium.browser, `${server.origin}${path}`, { javaScriptEnabled: false });
      const live = await hydratedCalculator(open(chromium.browser, `${server.origin}${path}`), path);
      try {
        const { sel } = calendarOf(await propsOf(still.page, 'Calculator'));
        const grid = still.page.locator(`${sel} table[role="grid"]`);
        assert.equal(await grid.count(), 1, 'the server drew the grid');
        assert.equal(await grid.locator('tbody tr').count(), 6, 'six weeks');
        assert.equal(await grid.locator('tbody td').count(), 42, 'seven days each');
        const sunday = new Intl.DateTimeFormat(L.locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2023, 0, 1));
        assert.equal(await grid.locator('thead th').first().getAttribute('abbr'), sunday, 'Sunday first');
        assert.equal(await grid.locator('[tabindex="0"]').count(), 1, 'one tab stop');
        assert.ok((await grid.locator('td[data-marks]').count()) > 0, 'marked days');
        // The default period starts on the build's day, the visitor's here: the same box.
        const box = async (page) => {
          const [c, island] = await Promise.all([page.locator(sel).boundingBox(), page.locator(ISLAND).boundingBox()]);
          return { x: c.x - island.x, y: c.y - island.y, width: c.width, height: c.height };
        };
        assert.deepEqual(await box(live.page), await box(still.page), 'same place and size with and without the island');
        // The calendar's own chunk waits for its first use (JS before the first input stays in budget).
        await live.page.waitForLoadState('networkidle');
        const fetched = () => live.page.evaluate(() => performance.getEntriesByType('resource').some((e) => /\/Calendar-[\w-]+\.js$/.test(e.name)));
        assert.equal(await fetched(), false, 'the calendar is not fetched before its first use');
        // Keyboard first: Tab from the last field reaches the server's tab stop; an arrow moves it once the calendar is in.
        await live.page.locator(`${ISLAND} [name="periodLength"]`).focus();
        for (let i = 0; i < 60 && !(await focusedDay(live.page)); i++) await live.page.keyboard.press('Tab');
        const start = await focusedDay(live.page);
        assert.ok(start, 'Tab reaches the prerendered calendar');
        await live.page.keyboard.press('ArrowRight');
        const next = new Date(utc(start.date) + 86_400_000).toISOString().slice(0, 10);
        await live.page.waitForFunction((d) => document.activeElement?.dataset?.date === d, next, { timeout: 10000 })
          .catch(() => assert.fail(`ArrowRight from ${start.date} does not reach ${next}`));
        assert.equal(await fetched(), true, 'fetched on first use');
        // Other months take the same room.
        const before = await box(live.page);
        const month = await monthShown(live.page, sel);
        await live.page.locator(`${sel} .calc-calendar-nav`).last().click();
        await live.page.waitForFunction(([s, m]) => document.querySelector(`${s} [role="grid"]`).dataset.month !== m, [sel, month], { timeout: 10000 });
        await live.page.locator(`${sel} .calc-calendar-nav`).last().click();
        assert.deepEqual(await box(live.page), before, 'other months take the same room');
        await assertClean(live.page, live.watch, `${path} default`);
      } finally {
        await still.context.close();
        await live.context.close();
      }
    });

    test(`ovulation (${L.lang}) ${path}: keyboard only, to the ovulation day and through the months`, async () => {
      const { context, page, watch } = await hydratedCalculator(open(chromium.browser, `${server.origin}${path}`), path);
      try {
        const props = await propsOf(page, 'Calculator');
        const { sel, label } = calendarOf(props);
        const [period, fertile, ovulation, next] = ['period', 'fertile', 'ovulation', 'nextPeriod'].map(label);
        await setInputs(page, L, { lastPeriod: '2026-03-01', cycleLength: 28, lutealPhase: 14, periodLength: 5 });
        await page.waitForFunction((s) => document.querySelector(`${s} [role="grid"]`)?.dataset.month === '2026-03', sel, { timeout: 10000 });
        // Python datetime: date(2026,3,1) + timedelta(d) for d in 0..4 (period),
        // 9..15 (fertile window), 14 (ovulation), 28 (next period).
        const expected = {};
        const add = (iso, value) => (expected[iso] = expected[iso] ? `${expected[iso]} ${value}` : value);
        for (const d of ['01', '02', '03', '04', '05']) add(`2026-03-${d}`, 'period');
        for (const d of ['10', '11', '12', '13', '14', '15', '16']) add(`2026-03-${d}`, 'fertile');
        add('2026-03-15', 'ovulation');
        add('2026-03-29', 'period');
        add('2026-03-30', 'period');
        add('2026-03-31', 'period');
        add('2026-03-29', 'nextPeriod');
        assert.deepEqual(await marksOf(page, sel), expected, 'March: the marked days');
        assert.equal((await page.locator(`${sel} .calc-calendar-month`).innerText()).trim(), monthTitle(L, '2026-03-01'), 'the month in the page language');
        assert.deepEqual(
          await page.locator(`${sel} .calc-calendar-legend .calc-chart-legend-label`).allInnerTexts(),
          [period, fertile, ovulation, next],
          'the legend names every mark',
        );

        // From the last field, Tab until a day has the focus: the month buttons come first.
        await page.locator(`${ISLAND} [name="periodLength"]`).focus();
        const passed = [];
        for (let i = 0; i < 60 && !(await focusedDay(page)); i++) {
          await page.keyboard.press('Tab');
          passed.push(await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''));
        }
        assert.ok(await focusedDay(page), 'Tab reaches the calendar');
        const buttons = props.strings.results;
        assert.deepEqual(passed.slice(-3, -1), [buttons.previousMonth, buttons.nextMonth], 'the month buttons, then the grid');
        await expectFocus(page, L, sel, '2026-03-01', [period], 'the first marked day has the tab stop');

        // Down two weeks: 15 March, ovulation.
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('ArrowDown');
        await expectFocus(page, L, sel, '2026-03-15', [fertile, ovulation], 'ArrowDown twice');
        await page.keyboard.press('ArrowRight');
        await expectFocus(page, L, sel, '2026-03-16', [fertile], 'ArrowRight: the window ends');
        await page.keyboard.press('ArrowRight');
        await expectFocus(page, L, sel, '2026-03-17', [], 'a day without marks');
        // 17 March 2026 is a Tuesday: Home goes to Sunday the 15th, End to Saturday the 21st.
        await page.keyboard.press('Home');
        await expectFocus(page, L, sel, '2026-03-15', [fertile, ovulation], 'Home');
        await page.keyboard.press('End');
        await expectFocus(page, L, sel, '2026-03-21', [], 'End');
        await page.keyboard.press('ArrowLeft');
        await expectFocus(page, L, sel, '2026-03-20', [], 'ArrowLeft');
        await page.keyboard.press('ArrowUp');
        await expectFocus(page, L, sel, '2026-03-13', [fertile], 'ArrowUp');

        // Page Down: 13 April, the second cycle (Python: 2026-03-29 + 14 = 2026-04-12 ovulation).
        await page.keyboard.press('PageDown');
        await expectFocus(page, L, sel, '2026-04-13', [fertile], 'PageDown');
        assert.equal(await monthShown(page, sel), '2026-04', 'PageDown shows April');
        assert.equal((await page.locator(`${sel} .calc-calendar-month`).innerText()).trim(), monthTitle(L, '2026-04-01'));
        await page.keyboard.press('ArrowLeft');
        await expectFocus(page, L, sel, '2026-04-12', [fertile, ovulation], 'the second ovulation');
        // Past the month's end the next month shows: 30 April → 1 May.
        await page.keyboard.press('PageUp');
        await page.keyboard.press('PageDown');
        await expectFocus(page, L, sel, '2026-04-12', [fertile, ovulation], 'PageUp then PageDown');
        for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
        await expectFocus(page, L, sel, '2026-05-03', [], 'ArrowDown past the month');
        assert.equal(await monthShown(page, sel), '2026-05');

        // Page Up back to March, and no further: the first month with a mark.
        for (let i = 0; i < 3; i++) await page.keyboard.press('PageUp');
        assert.equal(await monthShown(page, sel), '2026-03', 'Page Up stops at the first month');
        await expectFocus(page, L, sel, '2026-03-03', [period], 'the first month');
        assert.equal(await page.locator(`${sel} .calc-calendar-nav`).first().getAttribute('aria-disabled'), 'true', 'no month before');

        // Shift+Tab to the next-month button; Enter shows April, the focus stays on the button.
        await page.keyboard.press('Shift+Tab');
        assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), buttons.nextMonth);
        await page.keyboard.press('Enter');
        assert.equal(await monthShown(page, sel), '2026-04', 'Enter on the next-month button');
        assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), buttons.nextMonth, 'the focus stays');

        // The table stays, the period's end in it.
        const table = page.locator(`${ISLAND} [data-table="cycles"]`);
        assert.ok((await table.count()) > 0, 'the cycles table is shown');
        const heading = props.outputs.find((o) => o.id === 'cycles').columns.find((c) => c.key === 'periodEnd').label;
        assert.match(await table.first().innerText(), new RegExp(heading), 'with the period end column');

        await screenshotBoth(page, `ovulation-calendar-${L.lang}`);
        await assertClean(page, watch, `${path} calendar`);
      } finally {
        await context.close();
      }
    });
  }
});
