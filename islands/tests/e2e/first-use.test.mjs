// JavaScript on first use (islands/src/main.ts): until the visitor acts,
// the prerendered page is the page. Its islands' code is fetched when the
// browser is idle but not run; an island hydrates on its first use, and
// nothing the visitor did before that is lost. Pages whose built HTML is not
// what this visitor should see (a share link, a "today" date built on
// another day) hydrate at once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { siteAndBrowser } from '../../e2e-support/per-file.mjs';
import { calculaEval } from '../../e2e-support/eval.mjs';
import { intl, typed } from '../../e2e-support/calculator.mjs';
import { ISLAND, LANGS, calculatorPath, calculatorPathsIn, field, output, waitForText } from '../../e2e-support/site.mjs';
import { watchPage } from '../../e2e-support/watch.mjs';

const { server, chromium } = siteAndBrowser();
const url = (path) => `${server.origin}${path}`;

const ID = 'tip';
const INPUT = 'bill';
const RESULT = 'total';
/** The Calculator island's own chunk (Vite names chunks after their module). */
const CALCULATOR_CHUNK = /\/assets\/Calculator-[^/]*\.js$/;

/** Whether React has taken over the element (its props are attached once hydrated). */
const hydrated = (page, selector) =>
  page.evaluate((s) => {
    const el = document.querySelector(s);
    return !!el && Object.keys(el).some((k) => k.startsWith('__reactProps$'));
  }, selector);

/** The result as the page shows it for `inputs`, as the native build computes it (agrees with it, in the page's locale). */
function shownFor(L, inputs) {
  const value = calculaEval(ID, inputs, L.lang)[RESULT];
  return intl(L, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

/** `shownFor` as a pattern for waitForText. */
const shownPattern = (L, inputs) => new RegExp(shownFor(L, inputs).replace(/[.$]/g, '\\$&'));

/** Runs `body` on a fresh page (1280 × 900), checks it logged no error, then closes it. */
async function withPage(body) {
  const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    const watch = await watchPage(page);
    await body(page);
    await watch.assertClean();
  } finally {
    await context.close();
  }
}

/** A page whose Calculator chunk is held back until `release()`. */
async function openHeld(L) {
  const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const watch = await watchPage(page);
  let release;
  const released = new Promise((resolve) => (release = resolve));
  const requested = [];
  await page.route(CALCULATOR_CHUNK, async (route) => {
    requested.push(route.request().url());
    await released;
    await route.continue();
  });
  await page.goto(url(calculatorPath(L, ID)), { waitUntil: 'load' });
  return { context, page, watch, release, requested };
}

for (const L of LANGS) {
  test(`${L.lang}: what is typed before the island's code arrives is kept, keeps focus and caret, and computes`, async () => {
    const { context, page, watch, release, requested } = await openHeld(L);
    try {
      const input = page.locator(field(INPUT));
      await input.click();
      await page.keyboard.press('ControlOrMeta+A');
      const text = typed(L, 80);
      await page.keyboard.type(text);
      assert.ok(requested.length > 0, 'the first use asked for the island');
      assert.equal(await hydrated(page, field(INPUT)), false, 'still the built page while its code is held back');
      assert.equal(await input.inputValue(), text);

      release();
      await waitForText(page, output(RESULT), shownPattern(L, { [INPUT]: 80 }), {
        what: 'the typed price, computed once hydrated',
        timeout: 10000,
      });
      assert.equal(await input.inputValue(), text, 'the text typed is still there');
      const focus = await page.evaluate(() => {
        const el = document.activeElement;
        return { name: el?.getAttribute('name'), caret: el?.selectionStart, length: el?.value.length };
      });
      assert.deepEqual(focus, { name: INPUT, caret: text.length, length: text.length }, 'focus and caret stay in the field');

      // Later input is the hydrated island's, as before.
      await page.keyboard.press('Backspace');
      await page.keyboard.type('1');
      await waitForText(page, output(RESULT), shownPattern(L, { [INPUT]: 81 }), {
        what: 'a later key, computed',
      });
      await watch.assertClean();
    } finally {
      await context.close();
    }
  });

  test(`${L.lang}: a keyboard user who tabs in and types at once loses no key`, async () => {
    const { context, page, watch, release } = await openHeld(L);
    try {
      const input = page.locator(field(INPUT));
      const before = await input.inputValue();
      // Focus arriving by keyboard (the focus event a Tab gives), then keys at once.
      await input.focus();
      await page.keyboard.press('End');
      await page.keyboard.type('9');
      release();
      const text = `${before}9`;
      await waitForText(page, output(RESULT), shownPattern(L, { [INPUT]: Number(text) }), {
        what: 'the keys typed while the code was on its way',
        timeout: 10000,
      });
      assert.equal(await input.inputValue(), text);
      await watch.assertClean();
    } finally {
      await context.close();
    }
  });
}

test('before any input, no island runs: their code is fetched when the browser is idle, not run', () =>
  withPage(async (page) => {
    await page.goto(url(calculatorPath(LANGS[0], ID)), { waitUntil: 'load' });
    // Every file an island lists is fetched ahead (a module preload, or a prefetch for the WebAssembly).
    await page.waitForFunction(() => {
      const wanted = new Set([...document.querySelectorAll('[data-prefetch]')].flatMap((el) => el.dataset.prefetch.split(' ')));
      const fetched = new Set([...document.querySelectorAll('link[rel=modulepreload], link[rel=prefetch]')].map((l) => l.getAttribute('href')));
      return wanted.size > 0 && [...wanted].every((href) => fetched.has(href));
    }, null, { timeout: 10000 });
    const islands = await page.evaluate(() =>
      [...document.querySelectorAll('[data-island]')].map((el) => ({
        name: el.dataset.island,
        hydrated: [el, ...el.querySelectorAll('*')].some((n) => Object.keys(n).some((k) => k.startsWith('__reactFiber$'))),
      })),
    );
    assert.ok(islands.length >= 4, JSON.stringify(islands));
    assert.deepEqual(islands.filter((i) => i.hydrated), [], 'no island hydrated before the visitor acted');
  }));

test('a share link computes its result at load, without any input', () =>
  withPage(async (page) => {
    const L = LANGS[1];
    await page.goto(url(`${calculatorPath(L, ID)}?${INPUT}=120`), { waitUntil: 'load' });
    await waitForText(page, output(RESULT), shownPattern(L, { [INPUT]: 120 }), {
      what: 'the linked price, computed',
      timeout: 10000,
    });
    assert.equal(await page.locator(field(INPUT)).inputValue(), typed(L, 120));
  }));

test('a page built on another day moves its "today" dates to the visitor\'s day at once', () =>
  withPage(async (page) => {
    const path = calculatorPath(LANGS[0], 'age');
    // The build's day, as the page says it wrote it, then a visitor three days later.
    await page.goto(url(path), { waitUntil: 'load' });
    const built = await page.getAttribute(ISLAND, 'data-today');
    assert.match(built ?? '', /^\d{4}-\d{2}-\d{2}$/, 'the age calculator has a "today" field');
    const name = await page.locator(`${ISLAND} input[value="${built}"]`).first().getAttribute('name');
    const later = new Date(`${built}T12:00:00`);
    later.setDate(later.getDate() + 3);
    const laterIso = `${later.getFullYear()}-${String(later.getMonth() + 1).padStart(2, '0')}-${String(later.getDate()).padStart(2, '0')}`;
    // Only the date moves: timers (idle callbacks) run as usual.
    await page.clock.setFixedTime(later);
    await page.goto(url(path), { waitUntil: 'load' });
    await page.waitForFunction(([s, v]) => document.querySelector(s)?.value === v, [field(name), laterIso], { timeout: 10000 });
  }));

test('on every calculator, a key typed before its island\'s code arrives stays in that field, which keeps focus', async () => {
  // Each calculator once: its English page, or its only one.
  const pages = new Map();
  for (const L of [...LANGS].reverse()) for (const [id, path] of calculatorPathsIn(L)) pages.set(id, path);
  const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  const typedIn = [];
  try {
    const page = await context.newPage();
    const watch = await watchPage(page);
    // The island's own chunk (the form's or the graphing plane's) waits
    // until the key is typed (routing also keeps it from the HTTP cache).
    let gate = null;
    let release = () => {};
    await page.route(/\/assets\/(Calculator|Graph)-[^/]*\.js$/, async (route) => {
      await gate;
      await route.continue();
    });
    for (const [id, path] of pages) {
      gate = new Promise((resolve) => (release = resolve));
      await page.goto(url(path), { waitUntil: 'load' });
      const island = page.locator('[data-island][id^="calc-"]');
      const input = island.locator('input[type="text"]:visible, textarea:visible').first();
      if ((await input.count()) === 0) continue;
      const before = await input.inputValue();
      await input.focus();
      await page.keyboard.press('ControlOrMeta+End');
      await page.keyboard.type('1');
      await input.evaluate((el) => (el.dataset.typedInto = ''));
      release();
      // Hydrated: React's props on the island's first field.
      await page.waitForFunction(
        (s) => {
          const el = document.querySelector(s)?.querySelector('input, textarea');
          return !!el && Object.keys(el).some((k) => k.startsWith('__reactProps$'));
        },
        '[data-island][id^="calc-"]',
        { timeout: 10000 },
      );
      await page.waitForTimeout(300);
      const after = await page.evaluate(() => {
        const el = document.querySelector('[data-typed-into]');
        return { there: !!el?.isConnected, focused: document.activeElement === el, value: el?.value ?? null };
      });
      assert.deepEqual(after, { there: true, focused: true, value: `${before}1` }, `${id} (${path})`);
      typedIn.push(id);
    }
    await watch.assertClean();
  } finally {
    await context.close();
  }
  assert.ok(typedIn.length >= pages.size / 2, `typed into ${typedIn.length} of ${pages.size} calculators: ${typedIn.join(', ')}`);
});
