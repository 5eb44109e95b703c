// The sleep and square-footage calculators in a real browser, in English and
// Portuguese: the default result is in the HTML as served (before any
// JavaScript), typed input computes (times across midnight, lengths each
// with its own unit, a bad value gets its message next to the field), a
// share link fills the form, and axe finds nothing. Expected values are
// worked by hand from the published rules (NSF 2015 hours by age; 1 ft =
// 0.3048 m exactly), not read back from `calcula eval`.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { LANGS, pathFor, field, output, waitForText } from '../../e2e-support/site.mjs';
import { hydratedCalculator, intl, setInput, assertClean, expectShown } from '../../e2e-support/calculator.mjs';
import { open } from './shell-support.mjs';
import { siteAndBrowser } from '../../e2e-support/per-file.mjs';

const { server, chromium } = siteAndBrowser();

const openCalculator = (path) => hydratedCalculator(open(chromium.browser, `${server.origin}${path}`), path);
/** Output `id` as written in the HTML the server sends (the build's prerender). */
async function prerendered(path, id) {
  const html = await (await fetch(`${server.origin}${path}`)).text();
  const m = new RegExp(`data-output="${id}"[^>]*>([^<]*)<`).exec(html);
  assert.ok(m, `${path}: ${id} is in the HTML`);
  return m[1].replace(/&nbsp;|\u00a0/g, '\u00a0').trim();
}

/** A time of day as each page's clock writes it: "6:20 AM" / "06:20". */
const clock = (L, h, m) => {
  const mm = String(m).padStart(2, '0');
  return L.lang === 'pt-BR' ? `${String(h).padStart(2, '0')}:${mm}` : `${h % 12 || 12}:${mm} ${h < 12 ? 'AM' : 'PM'}`;
};
const decimal = (L, x, digits = 2) => intl(L, { maximumFractionDigits: digits }).format(x);
const money = (L, x) => intl(L, { style: 'currency', currency: L.currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(x);

async function expectFieldMessage(page, name, pattern) {
  await page.locator(`${field(name)}[aria-invalid="true"]`).waitFor({ timeout: 5000 });
  const messageId = await page.locator(field(name)).getAttribute('aria-errormessage');
  assert.ok(messageId, `${name} names its message`);
  await waitForText(page, `[id="${messageId}"]`, pattern, { what: `the message next to ${name}` });
}

const pt = (L) => L.lang === 'pt-BR';

describe('the sleep and square-footage calculators', { concurrency: 2 }, () => {
  for (const L of LANGS) {
    const sleep = pathFor(L, '/sleep-calculator');
    const area = pathFor(L, '/square-footage-calculator');

    test(`sleep (${L.lang}) ${sleep}: prerendered bedtime, typed bedtime across midnight, a time no clock shows`, async () => {
      // 07:00 − 15 min − 5 × 90 min = 23:15 the evening before (adults 7–9 h).
      assert.equal(await prerendered(sleep, 'suggestedTime'), clock(L, 23, 15));
      const { context, page, watch } = await openCalculator(sleep);
      try {
        // 22:30 + 20 min + 5 × 90 min = 06:20 (young adults 7–9 h: 7.5 h is nearest 8).
        await setInput(page, L, 'mode', 'findWakeTime');
        await setInput(page, L, 'bedTime', pt(L) ? '22h30' : '10:30 pm');
        await setInput(page, L, 'fallAsleepMinutes', 20);
        await setInput(page, L, 'ageGroup', 'youngAdult');
        await expectShown(page, 'suggestedTime', clock(L, 6, 20), 'typed bedtime');
        await expectShown(page, 'cycles', '5', 'typed bedtime');
        await expectShown(page, 'sleepHours', decimal(L, 7.5), 'typed bedtime');
        await setInput(page, L, 'bedTime', '25:00');
        await expectFieldMessage(page, 'bedTime', pt(L) ? /Digite um horário/ : /Enter a time of day/);
        await setInput(page, L, 'bedTime', '23:45');
        // 23:45 + 20 min + 7.5 h = 07:35.
        await expectShown(page, 'suggestedTime', clock(L, 7, 35), 'corrected bedtime');
        await assertClean(page, watch, `${sleep} typed`);
      } finally {
        await context.close();
      }
    });

    test(`sleep (${L.lang}) ${sleep}: a share link fills the form`, async () => {
      const { context, page, watch } = await openCalculator(`${sleep}?mode=findBedtime&wakeTime=06%3A30&fallAsleepMinutes=0&ageGroup=teen`);
      try {
        // Teenagers 8–10 h: 6 cycles = 9 h; 06:30 − 9 h = 21:30.
        await expectShown(page, 'suggestedTime', clock(L, 21, 30), 'from the share link');
        await expectShown(page, 'cycles', '6', 'from the share link');
        assert.equal(await page.locator(field('wakeTime')).inputValue(), '06:30');
        await assertClean(page, watch, `${sleep} from a share link`);
      } finally {
        await context.close();
      }
    });

    test(`square footage (${L.lang}) ${area}: prerendered area, lengths with their own units, a list of rooms, an impossible triangle`, async () => {
      // English: 12 ft × 10 ft = 120 ft²; Portuguese (metres): 4 m × 3 m = 12 m².
      assert.equal(await prerendered(area, pt(L) ? 'areaM2' : 'areaFt2'), decimal(L, pt(L) ? 12 : 120));
      const { context, page, watch } = await openCalculator(area);
      try {
        // 12 ft 6 in × 3 m = 3.81 m × 3 m = 11.43 m² = 11.43 / 0.09290304 ft².
        await setInput(page, L, 'length', '12 ft 6 in');
        await setInput(page, L, 'width', '3 m');
        await expectShown(page, 'areaM2', decimal(L, 11.43), 'mixed units');
        await expectShown(page, 'areaFt2', decimal(L, 11.43 / 0.09290304), 'mixed units');
        // Three sides that cannot close: the message is on the longest.
        await setInput(page, L, 'shape', 'triangleSides');
        await setInput(page, L, 'sideA', '1');
        await setInput(page, L, 'sideB', '2');
        await setInput(page, L, 'sideC', '3');
        await expectFieldMessage(page, 'sideC', pt(L) ? /não formam um triângulo/ : /do not make a triangle/);
        // Rooms added up: 5 × 4 + 3.5 × 3 + 2 m² = 20 + 10.5 + 2 = 32.5 m².
        await setInput(page, L, 'shape', 'several');
        await setInput(page, L, 'unit', 'm');
        await setInput(page, L, 'areas', pt(L) ? 'Sala: 5 x 4\nQuarto: 3,5 m x 3 m\n2 m²' : 'Living: 5 x 4\nBed: 3.5 m x 3 m\n2 m²');
        await expectShown(page, 'areaM2', decimal(L, 32.5), 'several rooms');
        await assertClean(page, watch, `${area} typed`);
      } finally {
        await context.close();
      }
    });

    test(`square footage (${L.lang}) ${area}: a share link fills the form`, async () => {
      const { context, page, watch } = await openCalculator(`${area}?shape=triangleSides&unit=m&sideA=13&sideB=14&sideC=15&costPerArea=10&costUnit=m2`);
      try {
        // Heron: s = 21, √(21 × 8 × 7 × 6) = 84 m²; at 10 per m², 840; 84 m² = 0.0084 ha.
        await expectShown(page, 'areaM2', decimal(L, 84), 'from the share link');
        await expectShown(page, 'totalCost', money(L, 840), 'from the share link');
        await expectShown(page, 'hectares', decimal(L, 0.0084, 4), 'from the share link');
        assert.equal(await page.locator(field('sideC')).inputValue(), '15');
        await assertClean(page, watch, `${area} from a share link`);
      } finally {
        await context.close();
      }
    });
  }
});
