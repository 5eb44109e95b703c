// The age and date calculators in a real browser, in English and
// Portuguese, against dist/ served by deploy/nginx.conf:
//
// - each computes from typed input: the results are the independent
//   references written here (python-dateutil's relativedelta, Python's
//   datetime, the published U.S. and Brazilian holiday calendars counted by
//   hand in Python) and, where the page runs the eval contract's function,
//   `target/release/calcula eval` for the same inputs;
// - each computes from a share link (the query fills the form);
// - the date page skips the holidays of its language's market (U.S. federal
//   holidays on their observed dates; Brazilian national holidays, with
//   Carnaval and Corpus Christi only when ticked) and lists them;
// - no console errors, no broken numbers, and axe finds nothing.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { LANGS, pathFor, ISLAND, output, waitForText } from '../../e2e-support/site.mjs';
import { hydratedCalculator, intl, day, setInput, expectShown, assertClean, labelOf, screenshotBoth } from '../../e2e-support/calculator.mjs';
import { open, propsOf } from './shell-support.mjs';
import { calculaEval } from '../../e2e-support/eval.mjs';
import { siteAndBrowser } from '../../e2e-support/per-file.mjs';

const { server, chromium } = siteAndBrowser();

const openCalculator = (path) => hydratedCalculator(open(chromium.browser, `${server.origin}${path}`), path);

const integer = (L, n) => intl(L, { maximumFractionDigits: 0 }).format(n);

/** Each whole-number output of `counts` ({ years: 23, … }) shown as that number in L's format. */
async function expectCounts(page, L, counts, what) {
  for (const [id, n] of Object.entries(counts)) await expectShown(page, id, integer(L, n), what);
}

/** The holidays table's rows: [date as shown, holiday as shown]. */
async function holidayRows(page) {
  return page.evaluate((s) => [...document.querySelectorAll(`${s} .calc-tables tbody tr`)].map((tr) => [...tr.children].slice(0, 2).map((c) => c.textContent.trim())), ISLAND);
}

// ---- the scenarios ---------------------------------------------------------------------

describe('the age calculator', { concurrency: 2 }, () => {
  for (const L of LANGS) {
    const path = pathFor(L, '/age-calculator');

    test(`age (${L.lang}) ${path}: typed dates give dateutil's ages, the 29 February rule, and the difference mode`, async () => {
      const { context, page, watch } = await openCalculator(path);
      try {
        // relativedelta(date(2023, 2, 28), date(2000, 2, 29)): 23 years, 0 months, 0 days; 8 400 days.
        await setInput(page, L, 'birthDate', '2000-02-29');
        await setInput(page, L, 'atDate', '2023-02-28');
        await expectCounts(page, L, { years: 23, months: 0, days: 0, totalDays: 8400 }, 'born 29 February, on 28 February 2023 (leap day)');
        // Born 29 February, one turns a year older on 28 February in common
        // years (content/calculators/age.yaml): the birthday is today.
        assert.equal(calculaEval('age', { birthDate: '2000-02-29', atDate: '2023-02-28' }).nextBirthday, '2023-02-28');
        await expectShown(page, 'nextBirthday', day(L, '2023-02-28'), 'the birthday is today');
        // The second mode, in either order: relativedelta(date(2026, 11, 25),
        // date(2000, 1, 1)) = 26 years, 10 months, 24 days; 9 825 days.
        await setInput(page, L, 'mode', 'difference');
        await setInput(page, L, 'startDate', '2026-11-25');
        await setInput(page, L, 'endDate', '2000-01-01');
        await expectCounts(page, L, { years: 26, months: 10, days: 24, totalDays: 9825 }, 'difference');
        assert.equal(await page.locator(output('nextBirthday')).count(), 0, 'no birthday in the difference mode');
        await assertClean(page, watch, `${path} after input`);
      } finally {
        await context.close();
      }
    });

    test(`age (${L.lang}) ${path}: a birth time gives the age down to the minute and the totals in minutes and seconds`, async () => {
      const { context, page, watch } = await openCalculator(path);
      try {
        // python-dateutil 2.9.0: relativedelta(datetime(2026, 11, 25, 9, 30),
        // datetime(1990, 5, 15, 14, 45)) = 36 years, 6 months, 9 days,
        // 18 hours, 45 minutes; the timedelta is 1,152,816,300 s
        // (// 60 = 19,213,605 min, // 3600 = 320,226 h, .days = 13,342).
        await setInput(page, L, 'birthDate', '1990-05-15');
        await setInput(page, L, 'atDate', '2026-11-25');
        // Without times: (datetime(2026, 11, 25) - datetime(1990, 5, 15)).total_seconds() = 1,152,835,200.
        await expectCounts(page, L, { days: 10, totalSeconds: 1152835200, totalMinutes: 19213920 }, 'without times');
        await setInput(page, L, 'birthTime', L.lang === 'pt-BR' ? '14h45' : '2:45 pm');
        await setInput(page, L, 'atTime', '09:30');
        await expectCounts(page, L, { years: 36, months: 6, days: 9, hours: 18, minutes: 45, seconds: 0, totalDays: 13342, totalHours: 320226, totalMinutes: 19213605, totalSeconds: 1152816300 }, 'born at 14:45, at 09:30');
        await waitForText(page, `${ISLAND} .calc-summary`, new RegExp(integer(L, 19213605).replace(/[.]/g, '\\.')), { what: 'the summary quotes the minutes' });
        // A time no clock shows is named next to its field.
        await setInput(page, L, 'birthTime', '25:00');
        await page.locator(`${ISLAND} [name="birthTime"][aria-invalid="true"]`).waitFor({ timeout: 5000 });
        await setInput(page, L, 'birthTime', '');
        await expectCounts(page, L, { days: 10, hours: 9, minutes: 30 }, 'the birth time cleared');
        await screenshotBoth(page, `age-birth-time-${L.lang}`);
        await assertClean(page, watch, `${path} with times`);
      } finally {
        await context.close();
      }
    });

    test(`age (${L.lang}) ${path}: a share link fills the form; next birthday and weekday of birth`, async () => {
      const { context, page, watch } = await openCalculator(`${path}?mode=age&birthDate=1990-05-15&atDate=2026-11-25`);
      try {
        const props = await propsOf(page, 'Calculator');
        // relativedelta: 36 years, 6 months, 10 days; next birthday 2027-05-15
        // in 171 days; date(1990, 5, 15).strftime('%A') = Tuesday.
        await expectCounts(page, L, { years: 36, months: 6, days: 10 }, 'from the share link');
        await expectShown(page, 'nextBirthday', day(L, '2027-05-15'), 'from the share link');
        await expectShown(page, 'daysToBirthday', integer(L, 171), 'from the share link');
        await expectShown(page, 'birthWeekday', labelOf(props, 'birthWeekday', 'tuesday'), 'from the share link');
        await expectShown(page, 'totalHours', integer(L, 13343 * 24), 'from the share link');
        assert.equal(await page.locator(`${ISLAND} [name="birthDate"]`).inputValue(), '1990-05-15');
        await assertClean(page, watch, `${path} from a share link`);
      } finally {
        await context.close();
      }
    });
  }
});

/**
 * The date page's business days of 2026, counted after 31 December 2025 up
 * to 31 December 2026 (Python, weekday() < 5 and not a holiday of the PyPI
 * package holidays 0.109, which agrees with OPM and the Brazilian portaria):
 * U.S. 261 − 11 = 250; Brazil 261 − 9 = 252, and 249 with Carnaval
 * (16–17 February) and Corpus Christi (4 June).
 */
const BUSINESS_2026 = {
  en: { plain: 250, skipped: 11, mustSkip: ['2026-07-03', '2026-11-26'] },
  'pt-BR': { plain: 252, skipped: 9, mustSkip: ['2026-04-03', '2026-11-20'], optional: 249, optionalSkipped: 12, optionalDays: ['2026-02-16', '2026-02-17', '2026-06-04'] },
};

describe('the date calculator', { concurrency: 2 }, () => {
  for (const L of LANGS) {
    const path = pathFor(L, '/date-calculator');
    const expected = BUSINESS_2026[L.lang];

    test(`date (${L.lang}) ${path}: typed input adds by the contract's rule and counts business days without the market's holidays`, async () => {
      const { context, page, watch } = await openCalculator(path);
      try {
        // The contract's difference: (date(2026, 12, 31) − date(2026, 1, 1)).days = 364.
        await setInput(page, L, 'startDate', '2026-01-01');
        await setInput(page, L, 'endDate', '2026-12-31');
        await expectShown(page, 'answer', integer(L, 364), 'days in 2026');
        assert.equal(calculaEval('date', { mode: 'difference', startDate: '2026-01-01', endDate: '2026-12-31' }).days, 364);
        // The contract's add: 2024-01-31 + 1 month = 2024-02-29 (relativedelta).
        await setInput(page, L, 'mode', 'add');
        await setInput(page, L, 'startDate', '2024-01-31');
        await setInput(page, L, 'months', 1);
        await expectShown(page, 'answer', day(L, '2024-02-29'), '31 January + 1 month');
        assert.equal(calculaEval('date', { mode: 'add', startDate: '2024-01-31', months: '1' }).result, '2024-02-29');
        // Business days of 2026.
        await setInput(page, L, 'mode', 'businessDays');
        await setInput(page, L, 'startDate', '2025-12-31');
        await setInput(page, L, 'endDate', '2026-12-31');
        await expectShown(page, 'answer', integer(L, expected.plain), 'business days of 2026');
        await expectShown(page, 'holidayCount', integer(L, expected.skipped), 'holidays skipped in 2026');
        let rows = await holidayRows(page);
        assert.equal(rows.length, expected.skipped, 'one table row per holiday skipped');
        for (const iso of expected.mustSkip) assert.ok(rows.some(([d]) => d === day(L, iso)), `${iso} is listed: ${JSON.stringify(rows)}`);
        if (L.lang === 'en') {
          assert.equal(calculaEval('date', { mode: 'businessDays', startDate: '2025-12-31', endDate: '2026-12-31' }).businessDays, 250);
        } else {
          await setInput(page, L, 'optionalHolidays', true);
          await expectShown(page, 'answer', integer(L, expected.optional), 'with Carnaval and Corpus Christi');
          rows = await holidayRows(page);
          assert.equal(rows.length, expected.optionalSkipped);
          for (const iso of expected.optionalDays) assert.ok(rows.some(([d]) => d === day(L, iso)), `${iso} is listed`);
        }
        await assertClean(page, watch, `${path} after input`);
      } finally {
        await context.close();
      }
    });

    test(`date (${L.lang}) ${path}: public holidays switched off, own days off added, wrong dates named next to the field`, async () => {
      // numpy 2.4.6, the dates after 31 December 2025 up to 31 December 2026:
      // np.busday_count('2026-01-01', '2027-01-01') = 261 with weekends only;
      // Carnaval and Corpus Christi alone, holidays=['2026-02-16',
      // '2026-02-17', '2026-06-04']: 258; the market's holidays plus 27
      // November and 24 December: 250 − 2 = 248 (U.S.), 252 − 2 = 250 (Brazil).
      const en = L.lang === 'en';
      // 27 November in ISO, 24 December as the page's language writes dates.
      const own = en ? '2026-11-27\n12/24/2026' : '2026-11-27\n24/12/2026';
      const { context, page, watch } = await openCalculator(path);
      try {
        const props = await propsOf(page, 'Calculator');
        await setInput(page, L, 'mode', 'businessDays');
        await setInput(page, L, 'startDate', '2025-12-31');
        await setInput(page, L, 'endDate', '2026-12-31');
        await expectShown(page, 'answer', integer(L, expected.plain), 'with the public holidays');
        await setInput(page, L, 'publicHolidays', false);
        await expectShown(page, 'answer', integer(L, 261), 'weekends only');
        if (!en) {
          await setInput(page, L, 'optionalHolidays', true);
          await expectShown(page, 'answer', integer(L, 258), 'Carnaval and Corpus Christi alone');
          await setInput(page, L, 'optionalHolidays', false);
        }
        await setInput(page, L, 'publicHolidays', true);
        await setInput(page, L, 'customHolidays', own);
        await expectShown(page, 'answer', integer(L, expected.plain - 2), 'with two days off of ones own');
        const rows = await holidayRows(page);
        const ownLabel = labelOf(props, 'holidays', 'custom');
        for (const iso of ['2026-11-27', '2026-12-24']) {
          assert.ok(rows.some(([d, h]) => d === day(L, iso) && h === ownLabel), `${iso} is listed as ${ownLabel}: ${JSON.stringify(rows)}`);
        }
        // Each entry that is not a date, named in the page's language: no
        // month 13 (English) or 24 (Portuguese), no 30 February, a word.
        const wrong = en ? ['13/25/2026', '2026-02-30', 'soon'] : ['12/24/2026', '2026-02-30', 'logo'];
        await setInput(page, L, 'customHolidays', `${own}, ${wrong.join(', ')}`);
        const message = props.strings.errors.notDates.replace('{entries}', wrong.map((w) => `“${w}”`).join(', '));
        await waitForText(page, `${ISLAND} .calc-field--invalid .calc-field-error`, message, { what: 'the wrong dates named' });
        assert.equal(await page.locator(`${ISLAND} .calc-field--invalid [name="customHolidays"]`).count(), 1, 'next to the custom dates field');
        await setInput(page, L, 'customHolidays', own);
        await expectShown(page, 'answer', integer(L, expected.plain - 2), 'corrected');
        await screenshotBoth(page, `date-own-holidays-${L.lang}`);
        await assertClean(page, watch, `${path} with own days off`);
      } finally {
        await context.close();
      }
    });

    test(`date (${L.lang}) ${path}: share links for adding business days and for the weekday and ISO week`, async () => {
      // U.S.: 10 business days after Wednesday 25 November 2026 skip
      // Thanksgiving: Thursday 10 December. Brazil: 1 business day after
      // Friday 13 February 2026 is Ash Wednesday the 18th when Carnaval is off.
      const share = L.lang === 'en'
        ? { query: 'mode=addBusinessDays&startDate=2026-11-25&workdays=10', result: '2026-12-10' }
        : { query: 'mode=addBusinessDays&startDate=2026-02-13&workdays=1&optionalHolidays=true', result: '2026-02-18' };
      let { context, page, watch } = await openCalculator(`${path}?${share.query}`);
      try {
        await expectShown(page, 'answer', day(L, share.result), 'from the share link');
        assert.equal((await holidayRows(page)).length, L.lang === 'en' ? 1 : 2, 'the holidays stepped over are listed');
        await assertClean(page, watch, `${path} from a share link`);
      } finally {
        await context.close();
      }
      // date(2027, 1, 1).isocalendar() = (2026, 53, 5): a Friday in ISO week 53 of 2026.
      ({ context, page, watch } = await openCalculator(`${path}?mode=weekday&startDate=2027-01-01`));
      try {
        const props = await propsOf(page, 'Calculator');
        await expectShown(page, 'answer', labelOf(props, 'answer', 'friday'), 'weekday from the share link');
        await expectShown(page, 'isoWeek', integer(L, 53), 'ISO week');
        await expectShown(page, 'isoWeekYear', '2026', 'ISO year, not grouped');
        await assertClean(page, watch, `${path}?mode=weekday`);
      } finally {
        await context.close();
      }
    });
  }
});
