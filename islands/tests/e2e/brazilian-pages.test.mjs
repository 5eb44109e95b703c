// What the Portuguese pages do with Brazilian data and names, in a real
// browser: a correction by IGP-M against FGV's published figure, a month
// past the data refused next to the field, and time zones found by the
// names people use ("Tóquio", "Manaus"), readable on a phone; the IRPF
// annual declaration computed both ways with the lower one recommended.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { LANGS, pathFor, calculatorPath, field, screenshot, waitForText } from '../../e2e-support/site.mjs';
import { hydratedCalculator, intl, setInput, setInputs, expectShown, assertClean, labelOf } from '../../e2e-support/calculator.mjs';
import { open, propsOf } from './shell-support.mjs';
import { siteAndBrowser } from '../../e2e-support/per-file.mjs';

const { server, chromium } = siteAndBrowser();
const PT = LANGS.find((L) => L.lang === 'pt-BR');

const openCalculator = (path, options) => hydratedCalculator(open(chromium.browser, `${server.origin}${path}`, options), path);

/** The message shown for input `name` (its aria-errormessage), once it is marked invalid. */
async function messageOf(page, name) {
  await page.locator(`${field(name)}[aria-invalid="true"]`).waitFor({ timeout: 5000 });
  const id = await page.locator(field(name)).getAttribute('aria-errormessage');
  return (await page.locator(`[id="${id}"]`).textContent()).trim();
}

const monthAfter = (mmYyyy) => {
  const [m, y] = mmYyyy.split('/').map(Number);
  return m === 12 ? `01/${y + 1}` : `${String(m + 1).padStart(2, '0')}/${y}`;
};

describe('Brazilian pages', { concurrency: 2 }, () => {
  test('IRPF anual: the simplified and the complete declaration, the lower one recommended', async () => {
    const path = calculatorPath(PT, 'tax');
    const { context, page, watch } = await openCalculator(path);
    try {
      const props = await propsOf(page, 'Calculator');
      const money = intl(PT, { style: 'currency', currency: 'BRL' });
      // Issue 45's case, ano-calendário 2025, worked by hand from the annual
      // table: complete 16.275,08 of deductions, base 73.724,92 × 27,5 % −
      // 10.853,78 = 9.420,57; simplified 20 % capped at 16.754,34, base
      // 73.245,66 → 9.288,78, the lower.
      await setInputs(page, PT, { mode: 'annual', taxYear: '2025', income: 90000, inss: 9000, dependants: 1, otherDeductions: 5000 });
      await expectShown(page, 'taxSimplified', money.format(9288.78), 'simplified');
      await expectShown(page, 'taxComplete', money.format(9420.57), 'complete');
      await expectShown(page, 'deductionUsed', labelOf(props, 'deductionUsed', 'simplified'), 'simplified recommended');
      await expectShown(page, 'tax', money.format(9288.78), 'the tax is the lower one');
      // Two dependants and R$ 10.000 of health expenses: complete 23.550,16,
      // base 66.449,84 → 7.419,93, now the lower.
      await setInputs(page, PT, { dependants: 2, otherDeductions: 0, health: 10000 });
      await expectShown(page, 'deductionUsed', labelOf(props, 'deductionUsed', 'complete'), 'complete recommended');
      await expectShown(page, 'tax', money.format(7419.93), 'complete');
      await assertClean(page, watch, `${path} IRPF anual`);
    } finally {
      await context.close();
    }
  });

  test('correção de valores by IGP-M, and a month past the data refused', async () => {
    const path = pathFor(PT, '/cost-of-living-calculator');
    const { context, page, watch } = await openCalculator(path);
    try {
      const props = await propsOf(page, 'Calculator');
      const primary = props.outputs.find((o) => o.primary).id;
      // IGP-M 01/2023–12/2023: FGV published −3.18 % for 2023; the product
      // of its twelve monthly changes is 0.96821716 (the Banco Central's
      // Calculadora do Cidadão: fator 0,9682172), so R$ 2,500.00 → 2,420.54.
      await setInput(page, PT, 'index', 'IGP-M');
      await setInput(page, PT, 'amount', 2500);
      await setInput(page, PT, 'from', '01/2023');
      await setInput(page, PT, 'to', '12/2023');
      const money = intl(PT, { style: 'currency', currency: 'BRL' });
      await expectShown(page, primary, money.format(2420.54), 'IGP-M 2023');

      // A month far past the data: refused, and the message names the last month there is.
      await setInput(page, PT, 'to', '01/2100');
      const refused = await messageOf(page, 'to');
      const last = refused.match(/a (\d{2}\/\d{4})/)?.[1];
      assert.ok(last, `the message names the last month with data: ${refused}`);
      assert.match(refused, /Escolha um mês nesse período/);
      // The last month is accepted, the one after it is not.
      await setInput(page, PT, 'to', last);
      await page.locator(`${field('to')}:not([aria-invalid="true"])`).waitFor({ timeout: 5000 });
      await setInput(page, PT, 'to', monthAfter(last));
      assert.equal(await messageOf(page, 'to'), refused, `${monthAfter(last)} is past the data`);
      await assertClean(page, watch, `${path} IGP-M`);
    } finally {
      await context.close();
    }
  });

  // Tokyo noon on 2026-03-07 is 03:00 UTC: 23:00 the day before in Manaus
  // (UTC−4, no daylight saving) and 22:00 in New York (EST, UTC−5). Python
  // zoneinfo: datetime(2026, 3, 7, 12, tzinfo=ZoneInfo("Asia/Tokyo"))
  //   .astimezone(ZoneInfo("America/Manaus")) → 2026-03-06 23:00.
  const NAMES = {
    en: { from: 'Tokyo', to: 'New York', toId: 'America/New_York', there: '22:00', country: 'Brazil' },
    'pt-BR': { from: 'Tóquio', to: 'Manaus', toId: 'America/Manaus', there: '23:00', country: 'Brasil' },
  };
  for (const L of LANGS) {
    const names = NAMES[L.lang];
    for (const width of [375, 1280]) {
      test(`time zones found by name (${L.lang}, ${width} px): ${names.from} → ${names.to}`, async () => {
        const path = pathFor(L, '/time-calculator');
        const { context, page, watch } = await openCalculator(path, { width });
        try {
          await setInput(page, L, 'mode', 'timezone');
          await setInput(page, L, 'date', '2026-03-07');
          await setInput(page, L, 'clockTime', '12:00');
          await page.locator(field('fromZone')).focus();
          await setInput(page, L, 'fromZone', names.from);
          await setInput(page, L, 'toZone', names.to);
          await expectShown(page, 'answer', names.there, `${names.from} noon in ${names.to}`);
          // What was typed stays on screen; the id it stands for is named under it.
          assert.equal(await page.locator(field('fromZone')).inputValue(), names.from);
          const nameLine = page.locator(`[id="${await page.locator(field('fromZone')).getAttribute('id')}-name"]`);
          await waitForText(page, `[id="${await nameLine.getAttribute('id')}"]`, /^Asia\/Tokyo · \S/, { what: 'the zone named' });
          await waitForText(page, `[id="${await page.locator(field('toZone')).getAttribute('id')}-name"]`, new RegExp(`^${names.toId} · `), { what: 'the second zone named' });
          // The list names places in the page's language.
          const labels = await page.evaluate((s) => {
            const list = document.getElementById(document.querySelector(s).getAttribute('list'));
            return [...list.options].map((o) => o.label);
          }, field('toZone'));
          assert.ok(labels.some((l) => l.startsWith(`Manaus, ${names.country}`)), `Manaus is listed with its country: ${labels.slice(0, 3)}`);
          // A country of several zones names none: the field says so.
          await setInput(page, L, 'toZone', names.country);
          assert.ok((await messageOf(page, 'toZone')).length > 0, 'a country with several zones is not a zone');
          await setInput(page, L, 'toZone', names.to);
          await expectShown(page, 'answer', names.there, 'the place again');

          // Readable on a phone: the zone's name is under the field, not over it.
          const input = await page.locator(field('fromZone')).boundingBox();
          const line = await nameLine.boundingBox();
          assert.ok(line.y >= input.y + input.height, `the name line (${JSON.stringify(line)}) is below the field (${JSON.stringify(input)})`);
          assert.ok(line.x + line.width <= width, 'the name line fits the screen');
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          assert.equal(overflow, 0, 'no sideways scrolling');
          await screenshot(page.locator(field('fromZone')).locator('xpath=ancestor::*[contains(@class,"calc-field")][1]'), `zone-name-${L.lang}-${width}`);
          await assertClean(page, watch, `${path} zones by name`);
        } finally {
          await context.close();
        }
      });
    }
  }

  // Issue 41: Bangkok was listed as "Christmas Island" and not found; Rio de
  // Janeiro, in São Paulo's zone, was not found at all. Bangkok is UTC+7 and
  // São Paulo UTC−3, neither with daylight saving in 2026 (Python zoneinfo:
  // datetime(2026, 3, 7, 12, tzinfo=ZoneInfo("Asia/Bangkok"))
  //   .astimezone(ZoneInfo("America/Sao_Paulo")) → 02:00).
  for (const L of LANGS) {
    test(`time zones by a zone's own city and by a main city (${L.lang}): Bangkok → Rio de Janeiro`, async () => {
      const path = pathFor(L, '/time-calculator');
      const { context, page, watch } = await openCalculator(path);
      try {
        await setInput(page, L, 'mode', 'timezone');
        await setInput(page, L, 'date', '2026-03-07');
        await setInput(page, L, 'clockTime', '12:00');
        await page.locator(field('fromZone')).focus();
        await setInput(page, L, 'fromZone', 'Bangkok');
        await setInput(page, L, 'toZone', 'Rio de Janeiro');
        await expectShown(page, 'answer', '02:00', 'Bangkok noon in Rio de Janeiro');
        const nameOf = async (name) => `[id="${await page.locator(field(name)).getAttribute('id')}-name"]`;
        await waitForText(page, await nameOf('fromZone'), /^Asia\/Bangkok · \S/, { what: 'Bangkok named' });
        await waitForText(page, await nameOf('toZone'), /^America\/Sao_Paulo · \S/, { what: 'Rio de Janeiro named' });
        await setInput(page, L, 'toZone', 'Brasília');
        await waitForText(page, await nameOf('toZone'), /^America\/Sao_Paulo · \S/, { what: 'Brasília named' });
        // The list names Bangkok by itself, not by a place elsewhere.
        const labels = await page.evaluate((s) => {
          const list = document.getElementById(document.querySelector(s).getAttribute('list'));
          return [...list.options].filter((o) => o.value === 'Asia/Bangkok').map((o) => o.label);
        }, field('fromZone'));
        assert.equal(labels.length, 1, 'Asia/Bangkok is listed once');
        assert.match(labels[0], /^Bangkok, /, 'Asia/Bangkok is listed as Bangkok');
        await assertClean(page, watch, `${path} Bangkok and Rio de Janeiro`);
      } finally {
        await context.close();
      }
    });
  }
});
