// The time calculator in a real browser, in English and Portuguese: the
// prerendered default result, typed durations, and the time-zone mode run
// by the browser's own Intl (calc-wasm asks it for offsets), right on both
// sides of New York's spring-forward; then a share link landing in a
// daylight-saving gap. Expected values are worked by hand or are Python
// 3.11 zoneinfo results written as literals, e.g.
// datetime(2026, 3, 7, 12, tzinfo=ZoneInfo("America/New_York"))
//   .astimezone(ZoneInfo("America/Sao_Paulo")) → 14:00.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { LANGS, ISLAND, pathFor, field, output, waitForText } from '../../e2e-support/site.mjs';
import { hydratedCalculator, setInput, setInputs, expectShown, assertClean, labelOf, day, intl, screenshotBoth } from '../../e2e-support/calculator.mjs';
import { open, propsOf } from './shell-support.mjs';
import { siteAndBrowser } from '../../e2e-support/per-file.mjs';

const { server, chromium } = siteAndBrowser();

const openCalculator = (path) => hydratedCalculator(open(chromium.browser, `${server.origin}${path}`), path);

const integer = (L, n) => intl(L, { maximumFractionDigits: 0 }).format(n);
const decimal = (L, n) => intl(L, { maximumFractionDigits: 2 }).format(n);
const money = (L, x) => intl(L, { style: 'currency', currency: L.currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(x);

/**
 * A week's time card worked by hand (the lines are typed in the test, the
 * labels in the page's language): Mon 9:00–12:30 and 13:00–17:30 = 3.5 + 4.5
 * = 8 h; Tue 9:00 am–5:30 pm less a 30-minute break = 8 h; Wed 8:30–12:00
 * and 12:45–18:00 = 3.5 + 5.25 = 8.75 h; Thu 22:00–06:30 (overnight) less
 * 1 h = 7.5 h; Fri 9:00–16:00 less 15 min = 6.75 h; Sat 10:00–14:00 = 4 h.
 * 43 h in all. At 25 an hour:
 * - over 40 a week: 39 h by Friday, so Saturday has 3 h overtime:
 *   40 × 25 + 3 × 25 × 1.5 = 1,000 + 112.50 = 1,112.50;
 * - over 8 a day: Wednesday's 0.75 h: 42.25 × 25 + 0.75 × 37.5 = 1,056.25
 *   + 28.125 = 1,084.375 (shown 1,084.38);
 * - both: 0.75 h, then 8 + 8 + 8 + 7.5 + 6.75 = 38.25 regular by Friday,
 *   Saturday's 4 reach 42.25: 2.25 more, 3 h; 1,112.50;
 * - with a multiplier of 2 and no overtime: 43 × 25 = 1,075.
 */
const CARD = {
  en: 'Mon 9:00-12:30 13:00-17:30\nTue 9:00 am - 5:30 pm break 30\nWed 8:30-12:00, 12:45-18:00\nThu 22:00 to 06:30 lunch 1 h\nFri 9:00-16:00 break 15 min\nSat 10:00-14:00',
  'pt-BR': 'Seg 9:00-12:30 13:00-17:30\nTer 9h00 até 17h30 pausa 30\nQua 8:30-12:00, 12:45-18:00\nQui 22:00 a 06:30 intervalo 1 h\nSex 9:00-16:00 pausa 0,25 h\nSáb 10:00-14:00',
};

/** The time card table as shown: [day, worked, hours, overtime] per row. */
const cardRows = (page) =>
  page.evaluate((s) => [...document.querySelectorAll(`${s} .calc-tables tbody tr`)].map((tr) => [...tr.children].slice(0, 4).map((c) => c.textContent.trim())), ISLAND);

const escaped = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** New York noon in São Paulo: before the 2026-03-08 change EST (UTC−5), after it EDT (UTC−4). */
const NY_NOON_IN_SAO_PAULO = [
  ['2026-03-07', '14:00'],
  ['2026-03-09', '13:00'],
];

/**
 * The same New York noons in the other zones' table, Python zoneinfo:
 * .astimezone(ZoneInfo("America/Sao_Paulo")) and ("Asia/Tokyo"); Tokyo is
 * already on the next day: [zone, time, ISO date there].
 */
const NY_NOON_ELSEWHERE = {
  '2026-03-07': [
    ['America/Sao_Paulo', '14:00', '2026-03-07'],
    ['Asia/Tokyo', '02:00', '2026-03-08'],
  ],
  '2026-03-09': [
    ['America/Sao_Paulo', '13:00', '2026-03-09'],
    ['Asia/Tokyo', '01:00', '2026-03-10'],
  ],
};

/** The other zones' table as shown: [zone, time, date] per row. */
const zoneRows = (page) =>
  page.evaluate((s) => [...document.querySelectorAll(`${s} .calc-tables tbody tr`)].map((tr) => [...tr.children].slice(0, 3).map((c) => c.textContent.trim())), ISLAND);

describe('the time calculator', { concurrency: 2 }, () => {
  for (const L of LANGS) {
    const path = pathFor(L, '/time-calculator');

    test(`time (${L.lang}) ${path}: prerendered sum, typed durations, and New York → São Paulo across DST`, async () => {
      // 13:56:12 − 1:25:00 = 12:31:12, in the HTML before any script runs.
      const html = await (await fetch(`${server.origin}${path}`)).text();
      assert.match(html, /data-output="answer"[^>]*>(?:<[^>]+>)*\s*12:31:12/, 'the default result is prerendered');
      const { context, page, watch } = await openCalculator(path);
      try {
        // 2 h 45 min + 1 h 30 min = 4:15:00; 2.5 h − 90 min = 1 h (decimal comma in Portuguese).
        await setInput(page, L, 'durations', '2 h 45 min + 1 h 30 min');
        await expectShown(page, 'answer', '4:15:00', 'typed sum');
        await setInput(page, L, 'durations', L.lang === 'pt-BR' ? '2,5 h − 90 min' : '2.5 h − 90 min');
        await expectShown(page, 'answer', '1:00:00', 'decimal hours less minutes');

        await setInput(page, L, 'mode', 'timezone');
        await setInput(page, L, 'clockTime', '12:00');
        await setInput(page, L, 'fromZone', 'America/New_York');
        await setInput(page, L, 'toZone', 'America/Sao_Paulo');
        await setInput(page, L, 'otherZones', 'America/Sao_Paulo\nAsia/Tokyo');
        for (const [date, there] of NY_NOON_IN_SAO_PAULO) {
          await setInput(page, L, 'date', date);
          await expectShown(page, 'answer', there, `New York noon on ${date}`);
          const want = NY_NOON_ELSEWHERE[date].map(([zone, time, iso]) => [zone, time, day(L, iso)]);
          await page.waitForFunction(
            ([s, w]) => JSON.stringify([...document.querySelectorAll(`${s} .calc-tables tbody tr`)].map((tr) => [...tr.children].slice(0, 3).map((c) => c.textContent.trim()))) === w,
            [ISLAND, JSON.stringify(want)],
            { timeout: 5000 },
          ).catch(async () => assert.deepEqual(await zoneRows(page), want, `the other zones on ${date}`));
        }
        // An unknown entry in the list is named next to the field.
        await setInput(page, L, 'otherZones', 'UTC, Mars/Base');
        await page.locator(`${field('otherZones')}[aria-invalid="true"]`).waitFor({ timeout: 5000 });
        const listMessageId = await page.locator(field('otherZones')).getAttribute('aria-errormessage');
        await waitForText(page, `[id="${listMessageId}"]`, /Mars\/Base/, { what: 'the unknown entry named' });
        await setInput(page, L, 'otherZones', '');
        await expectShown(page, 'answer', '13:00', 'an empty list');
        assert.equal((await zoneRows(page)).length, 0, 'an empty list shows no table');
        // The zone list is the browser's, the visitor's own zone first.
        await page.locator(field('toZone')).focus();
        const [first, own, count] = await page.evaluate((s) => {
          const list = document.getElementById(document.querySelector(s).getAttribute('list'));
          return [list.options[0]?.value, new Intl.DateTimeFormat().resolvedOptions().timeZone, list.options.length];
        }, field('toZone'));
        assert.equal(first, own, 'the visitor’s zone comes first');
        assert.ok(count > 300, `the browser's zones are listed (${count})`);

        // An unknown zone: a message next to the field, in the page's language.
        await setInput(page, L, 'toZone', 'Mars/Olympus_Mons');
        await page.locator(`${field('toZone')}[aria-invalid="true"]`).waitFor({ timeout: 5000 });
        const messageId = await page.locator(field('toZone')).getAttribute('aria-errormessage');
        await waitForText(page, `[id="${messageId}"]`, L.lang === 'pt-BR' ? /fuso horário não é conhecido/ : /time zone is not known/, { what: 'the unknown zone message' });
        await setInput(page, L, 'toZone', 'America/Sao_Paulo');
        await expectShown(page, 'answer', '13:00', 'a known zone again');
        await assertClean(page, watch, `${path} typed`);
      } finally {
        await context.close();
      }
    });

    test(`time (${L.lang}) ${path}: between two dates and times, and a date and time plus or minus a duration`, async () => {
      const { context, page, watch } = await openCalculator(path);
      try {
        const props = await propsOf(page, 'Calculator');
        // Python: datetime(2024, 3, 1, 8, 5, 30) - datetime(2023, 12, 25, 17, 45)
        // = timedelta(days=66, seconds=51630): 66 d 14:20:30, 5,754,030 s.
        await setInputs(page, L, { mode: 'dateTimeDifference', startDate: '2023-12-25', startTime: '17:45', endDate: '2024-03-01', endTime: '08:05:30' });
        await expectShown(page, 'answer', '1598:20:30', 'between two date-times');
        for (const [id, n] of Object.entries({ days: 66, hours: 14, minutes: 20, seconds: 30, totalSeconds: 5754030 })) await expectShown(page, id, integer(L, n), 'between two date-times');
        // The summary names the parts in the page's language (its template from the props).
        const sentence = props.summary.texts.dateTimeDifference;
        assert.ok(sentence, 'a summary for the mode');
        await waitForText(page, `${ISLAND} .calc-summary`, new RegExp(escaped(integer(L, 5754030))), { what: 'the summary' });
        assert.doesNotMatch(await page.locator(`${ISLAND} .calc-summary`).innerText(), /[{}]/, 'the summary is filled in');
        await screenshotBoth(page, `time-datetime-difference-${L.lang}`);

        // Python: datetime(2024, 2, 28, 20) + timedelta(days=1, hours=5) =
        // 2024-03-01 01:00, a Friday; datetime(2026, 1, 1, 0, 30) -
        // timedelta(hours=1) = 2025-12-31 23:30, a Wednesday.
        await setInputs(page, L, { mode: 'dateTimeAdd', date: '2024-02-28', clockTime: '20:00', durations: '1 d 5 h' });
        await expectShown(page, 'answer', '01:00', 'plus 1 d 5 h');
        await expectShown(page, 'targetDate', day(L, '2024-03-01'), 'plus 1 d 5 h');
        await expectShown(page, 'targetWeekday', labelOf(props, 'targetWeekday', 'friday'), 'plus 1 d 5 h');
        await expectShown(page, 'dayChange', integer(L, 2), 'plus 1 d 5 h');
        await setInputs(page, L, { date: '2026-01-01', clockTime: '00:30', durations: '-1 h' });
        await expectShown(page, 'answer', '23:30', 'less an hour');
        await expectShown(page, 'targetDate', day(L, '2025-12-31'), 'less an hour');
        await expectShown(page, 'targetWeekday', labelOf(props, 'targetWeekday', 'wednesday'), 'less an hour');
        // The date's label is the mode's own (label_by in the locale).
        const label = props.outputs.find((o) => o.id === 'targetDate').labelBy.dateTimeAdd;
        const shownLabel = await page.locator(`${ISLAND} .calc-output:has([data-output="targetDate"]) .calc-output-label`).innerText();
        assert.equal(shownLabel.trim(), label, 'the mode’s own label for the date');
        await screenshotBoth(page, `time-datetime-add-${L.lang}`);
        await assertClean(page, watch, `${path} date-times`);
      } finally {
        await context.close();
      }
    });

    test(`time (${L.lang}) ${path}: a time card with split shifts, breaks and a night shift, under each overtime rule`, async () => {
      const { context, page, watch } = await openCalculator(path);
      try {
        // English pages count overtime past 40 a week (the U.S. rule);
        // Portuguese ones by the CLT (8 a day, then 44 a week), their default.
        const weekly = L.lang === 'pt-BR' ? 'clt' : 'weekly';
        await setInputs(page, L, { mode: 'timeCard', shifts: CARD[L.lang], hourlyRate: 25, overtimeMultiplier: 1.5, overtimeRule: weekly });
        await expectShown(page, 'answer', '43:00', 'the week');
        if (L.lang === 'en') {
          await expectShown(page, 'totalPay', money(L, 1112.5), 'over 40 a week');
          await expectShown(page, 'overtimeHours', decimal(L, 3), 'over 40 a week');
          await expectShown(page, 'regularPay', money(L, 1000), 'over 40 a week');
        }
        const days = CARD[L.lang].split('\n').map((line) => line.split(' ')[0]);
        const worked = ['8:00', '8:00', '8:45', '7:30', '6:45', '4:00'];
        const overtime = L.lang === 'pt-BR' ? [0, 0, 0.75, 0, 0, 0] : [0, 0, 0, 0, 0, 3];
        assert.deepEqual(await cardRows(page), days.map((d, i) => [d, worked[i], decimal(L, [8, 8, 8.75, 7.5, 6.75, 4][i]), decimal(L, overtime[i])]), 'the days as read');
        await screenshotBoth(page, `time-card-${L.lang}`);
        if (L.lang === 'pt-BR') {
          // The CLT's rule, the Portuguese pages' only one: over 8 h a day,
          // then over 44 a week: Wednesday's 0.75 h; the other 42.25 h stay
          // under 44. 42.25 × 25 + 0.75 × 37.5 = 1 084.375.
          await setInput(page, L, 'overtimeRule', 'clt');
          await expectShown(page, 'overtimeHours', decimal(L, 0.75), 'CLT');
          await expectShown(page, 'totalPay', money(L, 1084.375), 'CLT');
        } else {
          await setInput(page, L, 'overtimeRule', 'daily');
          await expectShown(page, 'overtimeHours', decimal(L, 0.75), 'over 8 a day');
          await expectShown(page, 'totalPay', money(L, 1084.375), 'over 8 a day');
          await setInput(page, L, 'overtimeRule', 'dailyWeekly');
          await expectShown(page, 'overtimeHours', decimal(L, 3), 'both rules');
          await expectShown(page, 'totalPay', money(L, 1112.5), 'both rules');
        }
        await setInputs(page, L, { overtimeRule: 'none', overtimeMultiplier: 2 });
        await expectShown(page, 'totalPay', money(L, 1075), 'no overtime');
        // A line that is not a day's times is named.
        await setInput(page, L, 'shifts', `${CARD[L.lang]}\n9-5`);
        await page.locator(`${field('shifts')}[aria-invalid="true"]`).waitFor({ timeout: 5000 });
        const messageId = await page.locator(field('shifts')).getAttribute('aria-errormessage');
        await waitForText(page, `[id="${messageId}"]`, L.lang === 'pt-BR' ? /Linha 7/ : /Line 7/, { what: 'the bad line named' });
        await setInput(page, L, 'shifts', CARD[L.lang]);
        await expectShown(page, 'totalPay', money(L, 1075), 'a good card again');
        await assertClean(page, watch, `${path} time card`);
      } finally {
        await context.close();
      }
    });

    test(`time (${L.lang}) ${path}: a share link at 02:30 on New York's spring-forward day states the gap`, async () => {
      const query = 'mode=timezone&date=2026-03-08&clockTime=02:30&fromZone=America/New_York&toZone=America/Sao_Paulo';
      const { context, page, watch } = await openCalculator(`${path}?${query}`);
      try {
        // 02:30 does not exist: read as 03:30 EDT = 07:30 UTC (Python
        // zoneinfo, fold=0), 04:30 in São Paulo.
        await expectShown(page, 'answer', '04:30', 'from the share link');
        await expectShown(page, 'sourceTime', '03:30', 'the time used');
        const props = await propsOf(page, 'Calculator');
        const gap = labelOf(props, 'dstNote', 'gap');
        await waitForText(page, output('dstNote'), new RegExp(escaped(gap.slice(0, 30))), { what: 'the gap is stated' });
        assert.equal(await page.locator(field('fromZone')).inputValue(), 'America/New_York');
        await assertClean(page, watch, `${path} from a share link`);
      } finally {
        await context.close();
      }
    });
  }
});
