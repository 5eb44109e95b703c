// History and export in a real browser: settled calculations are kept in
// this browser and survive a reload; the "Recent calculations" list
// restores and clears them (after an in-page question, in both languages);
// "Your data" exports them, and export → clear →
// import restores them exactly, while a corrupted file changes nothing and
// says why. Also: copy results as text, and printing shows only the
// calculator's inputs and results.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../../e2e-support/server.mjs';
import { launchBrowser } from '../../e2e-support/browser.mjs';
import { closeAgent } from '../../e2e-support/http.mjs';
import { ISLAND, field, output, waitForText, screenshot } from '../../e2e-support/site.mjs';
import { WIDTHS, WIDGET, openWidgetPage, withWidgetPage, ready, mortgagePayment, money, assertAccessible, localeStrings } from './widget-support.mjs';
import { LANGS, pathFor, themesFor } from '../../e2e-support/site.mjs';
import { defaultTexts, calculatorProps } from '../../e2e-support/props.mjs';
import { parseCsv } from '../../e2e-support/csv.mjs';

let server;
let chromium;
let tmp;
before(async () => {
  server = await startServer();
  chromium = await launchBrowser();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'calcula-e2e-history-'));
});
after(async () => {
  await chromium?.close();
  await server?.stop();
  closeAgent();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

const url = (p) => `${server.origin}${p}`;
const RECENT = `${ISLAND} .calc-recent`;
/** An English mortgage field's label, as the page shows it. */
const labelOf = (id) => calculatorProps('mortgage', 'en').fields.find((f) => f.id === id).label;

/** Every calcula:history:* key and its raw value. */
const storedHistory = (page) =>
  page.evaluate(() => Object.fromEntries(Object.keys(localStorage).filter((k) => k.startsWith('calcula:history:')).sort().map((k) => [k, localStorage.getItem(k)])));

/** Types a value and waits until its calculation has settled into the history. */
async function calculate(page, name, value, count) {
  await page.locator(field(name)).fill(value);
  await page.waitForFunction(
    ([n]) => JSON.parse(localStorage.getItem('calcula:history:mortgage') ?? '[]').length === n,
    [count],
    { timeout: 6000 },
  );
}

for (const width of WIDTHS) {
  test(`settled calculations are kept, survive a reload, restore and clear (${width} px)`, async () => {
    await withWidgetPage(chromium.browser, url('/mortgage-calculator'), { width }, async ({ page }) => {
      assert.equal(await page.locator(RECENT).count(), 0, 'no list before any calculation');
      // The default result on load is not a calculation anybody made.
      await page.waitForTimeout(1800);
      assert.deepEqual(await storedHistory(page), {});

      await calculate(page, 'homePrice', '450000', 1);
      await calculate(page, 'homePrice', '500000', 2);
      // Leaving the form with nothing changed stores nothing more.
      await page.locator(field('homePrice')).focus();
      await page.locator('h1').click();
      await page.waitForTimeout(300);
      assert.equal(JSON.parse((await storedHistory(page))['calcula:history:mortgage']).length, 2, 'no duplicate');

      // An invalid value is not a calculation either.
      await page.locator(field('homePrice')).fill('abc');
      await page.waitForTimeout(1800);
      assert.equal(JSON.parse((await storedHistory(page))['calcula:history:mortgage']).length, 2);
      await page.locator(field('homePrice')).fill('500000');

      await page.reload({ waitUntil: 'load' });
      await ready(page);
      await page.locator(`${RECENT} summary`).waitFor();
      assert.match(await page.locator(`${RECENT} summary`).textContent(), /Recent calculations \(2\)/);
      await page.locator(`${RECENT} summary`).click();
      const items = page.locator(`${RECENT} .calc-recent-item`);
      assert.equal(await items.count(), 2);
      assert.match(await items.nth(0).textContent(), new RegExp(money(mortgagePayment({ homePrice: 500000 })).replace('$', '\\$')), 'newest first');
      assert.match(await items.nth(1).textContent(), new RegExp(money(mortgagePayment({ homePrice: 450000 })).replace('$', '\\$')));
      await assertAccessible(page, `recent calculations open (${width}px)`);
      await screenshot(page, `widget-recent-${width}`, { fullPage: true });

      // Restore the older one.
      await items.nth(1).locator('button').click();
      await waitForText(page, output('monthlyPayment'), money(mortgagePayment({ homePrice: 450000 })));
      assert.equal(await page.locator(field('homePrice')).inputValue(), '450000');
      await waitForText(page, `${ISLAND} .calc-tools-status`, 'Calculation restored.');

      // Clear this calculator's list (asked first; see the test below).
      await page.locator(`${RECENT} .calc-tool-button--danger`).click();
      await page.locator(`${RECENT} .calc-recent-confirm .calc-tool-button--danger`).click();
      await page.locator(RECENT).waitFor({ state: 'detached' });
      assert.deepEqual(await storedHistory(page), {});
    });
  });
}

test('Your data: export → clear all → import restores the history exactly; a corrupted file changes nothing', async () => {
  await withWidgetPage(chromium.browser, url('/mortgage-calculator'), { width: 1280 }, async ({ page }) => {
    await calculate(page, 'homePrice', '450000', 1);
    await calculate(page, 'interestRate', '5.25', 2);
    await calculate(page, 'downPayment', '95000', 3);
    // Another calculator too.
    await page.goto(url('/bmi-calculator'), { waitUntil: 'load' });
    await ready(page);
    const bmiField = (await page.locator(`${ISLAND} input[type="text"]`).first().getAttribute('name')) ?? '';
    await page.locator(field(bmiField)).fill('6');
    await page.waitForFunction(() => localStorage.getItem('calcula:history:bmi') !== null, null, { timeout: 6000 });
    const before = await storedHistory(page);
    assert.deepEqual(Object.keys(before), ['calcula:history:bmi', 'calcula:history:mortgage']);

    const dialog = page.locator('.shell-dialog');
    const action = (name) => dialog.locator('.shell-action', { hasText: name });
    await page.locator('.shell-signin').click();
    await dialog.waitFor({ state: 'visible' });

    // Export JSON (and CSV).
    const [json] = await Promise.all([page.waitForEvent('download'), action('Export JSON').click()]);
    const jsonFile = path.join(tmp, json.suggestedFilename());
    await json.saveAs(jsonFile);
    const exported = JSON.parse(fs.readFileSync(jsonFile, 'utf8'));
    assert.equal(exported.format, 'calcula-history');
    assert.equal(exported.history.mortgage.length, 3);
    const [csv] = await Promise.all([page.waitForEvent('download'), action('Export CSV').click()]);
    const csvFile = path.join(tmp, csv.suggestedFilename());
    await csv.saveAs(csvFile);
    // One column per input and output, each value as the page showed it.
    const [heading, ...rows] = parseCsv(fs.readFileSync(csvFile, 'utf8'));
    assert.equal(rows.length, 4);
    const latest = rows.find((r) => r.includes(exported.history.mortgage[2].time));
    const cellOf = (label) => latest[heading.indexOf(label)];
    const title = exported.history.mortgage[2].shown?.title;
    assert.ok(title, 'entries keep what the page showed');
    assert.equal(latest[0], title);
    // Typed numbers as the page writes money.
    assert.equal(cellOf(`${title}: ${labelOf('homePrice')}`), money(450000));
    assert.equal(cellOf(`${title}: ${labelOf('downPayment')}`), money(95000));
    assert.equal(cellOf(`${title}: ${labelOf('interestRate')}`), '5.25%');
    const payment = money(mortgagePayment({ homePrice: 450000, interestRate: 5.25, downPayment: 95000 }));
    assert.ok(heading.some((h) => h.startsWith(`${title}: `) && latest[heading.indexOf(h)] === payment), `the payment as shown, ${payment}, in ${latest}`);
    for (const cell of rows.flatMap((r) => r.slice(2))) {
      assert.doesNotMatch(cell, /^[[{]/, 'no JSON in a cell');
      assert.doesNotMatch(cell, /\.\d{3,}/, `no unrounded number: ${cell}`);
    }

    // Clear all (confirmed).
    await action('Clear all').click();
    await dialog.locator('.shell-data-confirm .shell-action.is-danger').click();
    await page.waitForFunction(() => !Object.keys(localStorage).some((k) => k.startsWith('calcula:history:')));

    // A corrupted file: refused, with a reason, nothing changes.
    const bad = path.join(tmp, 'corrupted.json');
    fs.writeFileSync(bad, fs.readFileSync(jsonFile, 'utf8').slice(0, 200));
    await dialog.locator('input[type="file"]').setInputFiles(bad);
    await page.waitForFunction(() => /not|nothing/i.test(document.querySelector('.shell-data-message')?.textContent ?? ''));
    assert.match(await dialog.locator('.shell-data-message').textContent(), /\S/, 'says why');
    assert.deepEqual(await storedHistory(page), {}, 'nothing imported from a corrupted file');

    // Import the export: exactly what was there.
    await dialog.locator('input[type="file"]').setInputFiles(jsonFile);
    await page.waitForFunction(() => Object.keys(localStorage).some((k) => k.startsWith('calcula:history:')));
    assert.deepEqual(await storedHistory(page), before, 'restored exactly');

    // A corrupted file now changes nothing either.
    await dialog.locator('input[type="file"]').setInputFiles(bad);
    await page.waitForTimeout(300);
    assert.deepEqual(await storedHistory(page), before);
    await page.keyboard.press('Escape');

    // The calculator's list shows the imported entries.
    await page.goto(url('/mortgage-calculator'), { waitUntil: 'load' });
    await ready(page);
    await page.locator(`${RECENT} summary`).waitFor();
    assert.match(await page.locator(`${RECENT} summary`).textContent(), /\(3\)/);
  });
});

/** Two stored mortgage calculations, as the island records them. */
const SEEDED = [
  { time: '2026-03-01T10:00:00.000Z', inputs: { ...defaultTexts('mortgage'), homePrice: '450000' }, result: { monthlyPayment: mortgagePayment({ homePrice: 450000 }) } },
  { time: '2026-03-02T10:00:00.000Z', inputs: { ...defaultTexts('mortgage'), homePrice: '500000' }, result: { monthlyPayment: mortgagePayment({ homePrice: 500000 }) } },
];
const seed = (entries) => `(() => { if (!sessionStorage.getItem('seeded')) { sessionStorage.setItem('seeded', '1'); localStorage.setItem('calcula:history:mortgage', ${JSON.stringify(JSON.stringify(entries))}); } })()`;
const focusedText = (page) => page.evaluate(() => document.activeElement?.textContent ?? '');

for (const [n, L] of LANGS.entries()) {
  for (const theme of themesFor(n)) {
    test(`${L.lang}: "Clear recent calculations" asks first, in the page; Escape and Cancel keep everything (${theme})`, async () => {
      const t = localeStrings(L.lang, 'calculatorIsland.tools');
      const { context, page, watch } = await openWidgetPage(chromium.browser, url(pathFor(L, '/mortgage-calculator')), { width: 1280, theme, init: seed(SEEDED) });
      // A window.confirm would fail the test: nothing may open a native dialog.
      const dialogs = [];
      page.on('dialog', (d) => { dialogs.push(d.type()); void d.dismiss(); });
      try {
        await ready(page);
        await page.locator(`${RECENT} summary`).click();
        const clear = page.locator(`${RECENT} > .calc-tool-button--danger`);
        assert.equal(await clear.textContent(), t.clearRecent);
        const confirm = page.locator(`${RECENT} .calc-recent-confirm`);

        // Escape cancels: focus goes back to the button, nothing is deleted.
        await clear.click();
        await confirm.waitFor();
        assert.equal(await confirm.getAttribute('role'), 'group');
        const question = page.locator(`#${await confirm.getAttribute('aria-labelledby')}`);
        assert.equal(await question.textContent(), t.confirmClearRecent, 'the question names what goes');
        assert.deepEqual(await confirm.locator('button').allTextContents(), [t.confirmClearRecentYes, t.cancel]);
        assert.equal(await focusedText(page), t.cancel, 'focus on the safe answer');
        await assertAccessible(page, `clear-recent question ${L.lang} ${theme}`);
        await screenshot(page, `widget-recent-confirm-${L.lang}-${theme}`);
        await page.keyboard.press('Escape');
        await confirm.waitFor({ state: 'detached' });
        assert.equal(await focusedText(page), t.clearRecent, 'focus back on the clear button');
        assert.equal(JSON.parse((await storedHistory(page))['calcula:history:mortgage']).length, 2, 'Escape deletes nothing');

        // Cancel: the same.
        await clear.click();
        await confirm.locator('button', { hasText: t.cancel }).click();
        await confirm.waitFor({ state: 'detached' });
        assert.equal(await focusedText(page), t.clearRecent);
        assert.equal(await page.locator(`${RECENT} .calc-recent-item`).count(), 2, 'Cancel deletes nothing');

        // Delete: gone, said, and focus stays in the tools.
        await clear.click();
        await confirm.locator('button', { hasText: t.confirmClearRecentYes }).click();
        await page.locator(RECENT).waitFor({ state: 'detached' });
        assert.deepEqual(await storedHistory(page), {});
        await waitForText(page, `${ISLAND} .calc-tools-status`, t.recentCleared);
        assert.equal(await page.evaluate(() => !!document.activeElement?.closest('.calc-tools')), true, 'focus stays in the tools');
        assert.deepEqual(dialogs, [], 'no native dialog');
        await watch.assertClean();
      } finally {
        await context.close();
      }
    });
  }

  test(`${L.lang}: "Your data" asks before "Clear all"; Cancel keeps everything, the answer clears it`, async () => {
    const t = localeStrings(L.lang, 'shell.header.yourData');
    const { context, page, watch } = await openWidgetPage(chromium.browser, url(pathFor(L, '/mortgage-calculator')), { width: 375, height: 740, init: seed(SEEDED) });
    const dialogs = [];
    page.on('dialog', (d) => { dialogs.push(d.type()); void d.dismiss(); });
    try {
      await ready(page);
      const dialog = page.locator('.shell-dialog');
      await page.locator('.shell-signin').click();
      await dialog.waitFor({ state: 'visible' });
      const clearAll = dialog.locator('.shell-data-actions .shell-action', { hasText: t.clearAll });
      const confirm = dialog.locator('.shell-data-confirm');
      await clearAll.click();
      await confirm.waitFor();
      assert.equal(await page.locator(`#${await confirm.getAttribute('aria-labelledby')}`).textContent(), t.confirmClear);
      assert.deepEqual(await confirm.locator('button').allTextContents(), [t.confirmClearYes, t.cancel]);
      assert.equal(await focusedText(page), t.cancel, 'focus on the safe answer');
      await assertAccessible(page, `clear-all question ${L.lang}`);
      await confirm.locator('button', { hasText: t.cancel }).click();
      await confirm.waitFor({ state: 'detached' });
      assert.equal(await focusedText(page), t.clearAll, 'focus back on Clear all');
      assert.equal(JSON.parse((await storedHistory(page))['calcula:history:mortgage']).length, 2, 'Cancel deletes nothing');

      await clearAll.click();
      await confirm.locator('.shell-action.is-danger').click();
      await dialog.locator('.shell-data-empty').waitFor();
      assert.deepEqual(await storedHistory(page), {});
      assert.equal((await dialog.locator('.shell-data-message').textContent()).trim(), t.cleared);
      assert.deepEqual(dialogs, [], 'no native dialog');
      // The page's own list follows.
      await page.keyboard.press('Escape');
      await page.locator(RECENT).waitFor({ state: 'detached' });
      await watch.assertClean();
    } finally {
      await context.close();
    }
  });
}

test('copy results copies the inputs, the results and a link as plain text', async () => {
  await withWidgetPage(chromium.browser, url('/mortgage-calculator'), { width: 1280, clipboard: true }, async ({ page }) => {
    await page.locator(field('homePrice')).fill('450000');
    const expected = money(mortgagePayment({ homePrice: 450000 }));
    await waitForText(page, output('monthlyPayment'), expected);
    await page.locator(`${ISLAND} .calc-tool-button`, { hasText: 'Copy results' }).click();
    await waitForText(page, `${ISLAND} .calc-tools-status`, 'Results copied.');
    const text = await page.evaluate(() => navigator.clipboard.readText());
    const lines = text.split('\n');
    assert.equal(lines[0], 'Mortgage Calculator');
    assert.ok(lines.includes(`Home price: ${money(450000)}`), text);
    assert.ok(lines.some((l) => l === `Monthly payment: ${expected}`), text);
    const link = new URL(lines.filter(Boolean).at(-1));
    assert.equal(link.searchParams.get('homePrice'), '450000');
  });
});

test('a table output downloads as CSV: its column headings, one row per row', async () => {
  await withWidgetPage(chromium.browser, url('/loan-calculator'), { width: 1280 }, async ({ page }) => {
    // The table's own button (Table.tsx), through exporting.ts's tableCsv.
    const button = page.locator(`${ISLAND} button`, { hasText: 'CSV' }).first();
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    assert.match(download.suggestedFilename(), /^loan-[a-zA-Z0-9-]+\.csv$/);
    const file = path.join(tmp, download.suggestedFilename());
    await download.saveAs(file);
    const lines = fs.readFileSync(file, 'utf8').split('\r\n');
    assert.ok(lines.length > 3, 'rows');
    assert.ok(lines[0].split(',').length >= 2, `headings: ${lines[0]}`);
    assert.ok(lines[1].split(',').every((cell) => cell !== 'undefined' && cell !== 'NaN'), lines[1]);
  });
});

test('printing shows the calculator and its results only', async () => {
  await withWidgetPage(chromium.browser, url('/mortgage-calculator'), { width: 1280, consent: null }, async ({ page }) => {
    await page.emulateMedia({ media: 'print' });
    const shown = (sel) => page.evaluate((s) => [...document.querySelectorAll(s)].some((el) => el.getClientRects().length > 0), sel);
    for (const sel of [WIDGET, '.shell-header', '.shell-sidebar', '.site-footer', '.shell-consent', '.prose', '.calc-tools', 'main .lead']) {
      assert.equal(await shown(sel), false, `${sel} is printed`);
    }
    for (const sel of ['h1', `${ISLAND} .calc-form`, `${ISLAND} .calc-results`, output('monthlyPayment')]) {
      assert.equal(await shown(sel), true, `${sel} is not printed`);
    }
    await screenshot(page, 'widget-print', { fullPage: true });
  });
});
