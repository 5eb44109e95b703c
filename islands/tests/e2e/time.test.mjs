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
import { hydratedCalculator, setInput, expectShown, assertClean, labelOf, day } from '../../e2e-support/calculator.mjs';
import { open, propsOf } from './shell-support.mjs';
import { siteAndBrowser } from '../../e2e-support/per-file.mjs';

const { server, chromium } = siteAndBrowser();

const openCalculator = (path) => hydratedCalculator(open(chromium.browser, `${server.origin}${path}`), path);

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
