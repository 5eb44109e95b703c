// Long and large input in a real browser, against dist/ served by
// deploy/nginx.conf (issue 28):
// - a share link of a 9,000-character hash-generator text opens through
//   nginx (a plain query that long is answered "414 Request-URI Too Large")
//   with the text restored exactly, and a text too long even compressed is
//   left out with a message naming it;
// - a 10 × 10 matrix pasted into the grid is kept whole (the engine takes
//   10 rows); a 12 × 12 one keeps 10 × 10 and says so;
// - a singular matrix's inverse says the matrix is singular, in both languages;
// - 10⁶ numbers pasted into standard deviation or the random list, set by
//   a script (as autofill sets them) or dropped, in both languages, and a
//   1 MB expression pasted into graphing, are refused with the field's
//   limit message, the main thread never busy for seconds as when it read
//   them all (PerformanceObserver 'longtask': under HANG_MS, a bound that
//   holds on a loaded machine; the refusal itself takes a few ms); 10,000
//   numbers, within the limit, are
//   parsed and computed in a worker.
//
// Expected values: SHA-256 from Node's crypto; limits and messages from the
// calculators' props and the locales.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { LANGS, pathFor, calculatorPath, ISLAND, field, output, waitForText, waitForHydration, screenshot } from '../../e2e-support/site.mjs';
import { WIDTHS, WIDGET, tool, openWidgetPage, ready, showTools, localeStrings } from './widget-support.mjs';
import { siteAndBrowser } from '../../e2e-support/per-file.mjs';
import { calculatorProps } from '../../e2e-support/props.mjs';
import { get } from '../../e2e-support/http.mjs';

const { server, chromium } = siteAndBrowser();
const url = (path) => `${server.origin}${path}`;
const [EN] = LANGS;

/** A text of words as people write (accents and an emoji included), `n` characters long; it compresses. */
function prose(n) {
  const words = ['Calcula', 'calcula', 'o', 'hash', 'de', 'cada', 'texto', 'não', 'muda', 'ação', 'and', 'every', 'letter', 'counts', '😀', 'résumé', '2026', 'line\n'];
  let text = '';
  for (let i = 0; text.length < n; i++) text += `${words[(i * 7 + (i >> 2) + (i % 5)) % words.length]} `;
  return text.slice(0, n);
}

/** Random letters: they barely compress. */
function noise(n, seed = 11) {
  let s = seed;
  return Array.from({ length: n }, () => String.fromCharCode(33 + ((s = (s * 48271) % 2147483647) % 90))).join('');
}

const sha256 = (text) => crypto.createHash('sha256').update(text, 'utf8').digest('hex');

/** The hash generator's input ids: its long text and its key (the text inputs, longest limit first). */
function hashTextInputs() {
  const inputs = calculatorProps('hash-generator').spec.inputs.filter((i) => typeof i.kind === 'object' && 'text' in i.kind);
  return inputs.sort((a, b) => b.kind.text.maxLength - a.kind.text.maxLength).map((i) => i.id);
}

/** Puts `text` into a field as typing would (one input event). */
async function setText(page, name, text) {
  await page.locator(field(name)).evaluate((el, value) => {
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value').set;
    setter.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }, text);
}

/** Presses Share, waits for `said` in the widget's status; the link copied. */
async function shareAndRead(page, said = localeStrings('en', 'widget').linkCopied) {
  await showTools(page);
  await page.locator(tool('share')).click();
  await waitForText(page, `${WIDGET} .widget-status[role="status"]`, said);
  return page.evaluate(() => navigator.clipboard.readText());
}

for (const width of WIDTHS) {
  test(`a share link of a 9,000-character text opens through nginx with the text exactly (${width} px)`, async () => {
    const [textId] = hashTextInputs();
    const text = prose(9000);
    assert.ok(new URLSearchParams({ [textId]: text }).toString().length > 8192, 'written plain, the link would be over nginx’s 8 KB request line');
    const { context, page, watch } = await openWidgetPage(chromium.browser, url('/hash-generator'), { width, clipboard: true });
    try {
      await ready(page);
      await setText(page, textId, text);
      await waitForText(page, output('hash'), sha256(text), { timeout: 10000, what: 'the hash of the long text' });
      const link = await shareAndRead(page);
      assert.equal(new URL(link).pathname, '/hash-generator');
      const status = (await get(link)).status;
      assert.equal(status, 200, `nginx answers the link (${link.length} characters) with 200`);
      await screenshot(page, `share-long-link-${width}`);
      await watch.assertClean();

      const other = await openWidgetPage(chromium.browser, link, { width });
      try {
        assert.equal(other.response?.status(), 200, 'the link opens');
        await ready(other.page);
        await waitForText(other.page, output('hash'), sha256(text), { timeout: 10000, what: 'the hash from the opened link' });
        assert.equal(await other.page.locator(field(textId)).inputValue(), text, 'the text is restored exactly');
        await other.watch.assertClean();
      } finally {
        await other.context.close();
      }
    } finally {
      await context.close();
    }
  });
}

test('a text too long for a link even compressed is left out, and the message names it', async () => {
  const [textId, keyId] = hashTextInputs();
  const text = noise(20000);
  const key = 'segredo';
  const { context, page, watch } = await openWidgetPage(chromium.browser, url('/hash-generator'), { width: 1280, clipboard: true });
  try {
    await ready(page);
    await setText(page, textId, text);
    await setText(page, keyId, key);
    const label = calculatorProps('hash-generator').fields.find((f) => f.id === textId).label;
    const link = await shareAndRead(page, localeStrings('en', 'widget').linkLeftOut.replace('{inputs}', `“${label}”`));
    assert.equal((await get(link)).status, 200, 'nginx answers the link');
    await screenshot(page, 'share-left-out-1280');
    const other = await openWidgetPage(chromium.browser, link, { width: 1280 });
    try {
      await ready(other.page);
      await other.page.waitForFunction(([s, k]) => document.querySelector(s)?.value === k, [field(keyId), key]);
      await other.watch.assertClean();
    } finally {
      await other.context.close();
    }
    await watch.assertClean();
  } finally {
    await context.close();
  }
});

/** A side × side matrix of small integers, rows on lines and entries tab-separated (as a spreadsheet copies). */
const matrixText = (side) =>
  Array.from({ length: side }, (_, r) => Array.from({ length: side }, (_, c) => String(((r * 3 + c * 5) % 7) - 3 + (r === c ? 10 : 0))).join('\t')).join('\n');

async function pasteInto(page, selector, text) {
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await page.locator(selector).first().focus();
  await page.keyboard.press('Control+V');
}

const GRID_A = `${ISLAND} .calc-matrix-field:has(input[name="a"])`;

for (const width of WIDTHS) {
  test(`a pasted 10 × 10 matrix is kept whole; a 12 × 12 one is cut to 10 × 10 with a message (${width} px)`, async () => {
    const { context, page, watch } = await openWidgetPage(chromium.browser, url(pathFor(EN, '/matrix-calculator')), { width, clipboard: true });
    try {
      await ready(page);
      await page.locator(field('operation')).selectOption('determinant');
      await pasteInto(page, `${GRID_A} .calc-matrix-cell`, matrixText(10));
      await page.waitForFunction((s) => document.querySelectorAll(s).length === 100, `${GRID_A} .calc-matrix-cell`, { timeout: 5000 })
        .catch(async () => assert.fail(`the grid has ${await page.locator(`${GRID_A} .calc-matrix-cell`).count()} cells, not 100`));
      const kept = await page.locator(field('a')).inputValue();
      assert.equal(kept.split(';').length, 10, 'ten rows reach the engine');
      assert.equal(kept, matrixText(10).replace(/\t/g, ' ').split('\n').join('; '));
      assert.equal((await page.locator(`${GRID_A} .calc-matrix-cut`).textContent()).trim(), '', 'nothing was cut');
      await page.waitForFunction((s) => !document.querySelector(s)?.matches('.calc-field--invalid'), GRID_A);
      await screenshot(page.locator(GRID_A), `matrix-10x10-${width}`);

      await pasteInto(page, `${GRID_A} .calc-matrix-cell`, matrixText(12));
      const message = localeStrings('en', 'calculatorIsland.academic').matrixCut.replaceAll('{rows}', '12').replaceAll('{columns}', '12').replaceAll('{max}', '10').replaceAll('{keptRows}', '10').replaceAll('{keptColumns}', '10');
      await waitForText(page, `${GRID_A} .calc-matrix-cut`, message, { what: 'the message saying what was cut' });
      assert.equal(await page.locator(`${GRID_A} .calc-matrix-cell`).count(), 100, 'the top-left 10 × 10 is kept');
      await screenshot(page.locator(GRID_A), `matrix-cut-${width}`);
      await watch.assertClean();
    } finally {
      await context.close();
    }
  });
}

for (const L of LANGS) {
  test(`a singular matrix's inverse says the matrix is singular (${L.lang})`, async () => {
    const { context, page, watch } = await openWidgetPage(chromium.browser, url(pathFor(L, '/matrix-calculator')), { width: 1280, clipboard: true });
    try {
      await ready(page);
      await page.locator(field('operation')).selectOption('inverse');
      await pasteInto(page, `${GRID_A} .calc-matrix-cell`, '1 2\n2 4');
      const singular = localeStrings(L.lang, 'calculatorIsland.expressionErrors').singular;
      assert.ok(singular, `locales/${L.lang}.yaml has a message for a singular matrix`);
      await waitForText(page, `${GRID_A} .calc-field-error`, singular, { what: 'the singular matrix message' });
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await screenshot(page.locator(GRID_A), `matrix-singular-${L.lang}-${width}`);
      }
      await watch.assertClean();
    } finally {
      await context.close();
    }
  });
}

/** Records the page's long tasks (PerformanceObserver 'longtask') from the moment `start()` is called. */
function observeLongTasks() {
  window.__longTasks = [];
  window.__longTasksFrom = Infinity;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.startTime >= window.__longTasksFrom) window.__longTasks.push(Math.round(e.duration));
  }).observe({ type: 'longtask', buffered: true });
}

const MILLION_NUMBERS = Array.from({ length: 1_000_000 }, (_, i) => String((i * 7919) % 100003)).join(', ');

const HUGE = [
  { id: 'standard-deviation', path: '/standard-deviation-calculator', name: 'values', before: async () => {} },
  { id: 'random-generator', path: '/random-generator', name: 'list', before: async (page) => page.locator(field('mode')).selectOption('pick') },
];

// A main-thread task this long after a refused paste means the page read
// the text it refused (10⁶ numbers took 8–9 s). Not a speed goal: a test
// run beside another browser measured 329 ms for a refusal that takes a
// few ms alone.
const HANG_MS = 2000;

for (const { id, path, name, before } of HUGE) {
  for (const width of WIDTHS) {
    test(`10⁶ numbers pasted into ${id} are refused with the limit message, no main-thread task of ${HANG_MS} ms (${width} px)`, async () => {
      const max = calculatorProps(id).spec.inputs.find((i) => i.id === name).kind.text.maxLength;
      assert.ok(MILLION_NUMBERS.length > max, 'the paste is over the limit');
      const { context, page, watch } = await openWidgetPage(chromium.browser, url(path), { width, clipboard: true, init: observeLongTasks });
      try {
        await ready(page);
        await before(page);
        const original = await page.locator(field(name)).inputValue();
        await page.evaluate((t) => navigator.clipboard.writeText(t), MILLION_NUMBERS);
        await page.locator(field(name)).focus();
        await page.evaluate(() => { window.__longTasksFrom = performance.now(); });
        await page.keyboard.press('Control+V');
        const message = localeStrings('en', 'calculatorIsland.errors').tooLong.replace('{maxLength}', new Intl.NumberFormat('en-US').format(max));
        await waitForText(page, `${ISLAND} .calc-field--invalid .calc-field-error`, message, { timeout: 15000, what: 'the limit message' });
        // Long tasks are reported after they end: give any a moment to arrive.
        await page.waitForTimeout(1000);
        const tasks = await page.evaluate(() => window.__longTasks);
        assert.ok(Math.max(0, ...tasks) < HANG_MS, `main-thread tasks after the paste: ${JSON.stringify(tasks)} ms`);
        assert.equal(await page.locator(field(name)).inputValue(), original, 'the field keeps its text');
        await screenshot(page.locator(`${ISLAND} .calc-field--invalid`), `huge-paste-${id}-${width}`);
        await watch.assertClean();
      } finally {
        await context.close();
      }
    });
  }
}

/**
 * Puts `text` into field `name` as no paste does: a script setting the value
 * and dispatching input (autofill arrives the same way), or a drop carrying
 * it (dispatched as a page's script would; whether it was refused is
 * returned).
 */
const arrives = {
  script: (page, name, text) => setText(page, name, text),
  drop: (page, name, text) =>
    page.locator(field(name)).evaluate((el, t) => {
      const data = new DataTransfer();
      data.setData('text/plain', t);
      const drop = new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true });
      el.dispatchEvent(drop);
      return drop.defaultPrevented;
    }, text),
};

// Issue 42 item 8: the paste's limit holds for every way text arrives. Each
// language and width on one of the two pages, both ways on each.
const HUGE_CASES = LANGS.flatMap((L, l) => [375, 1366].map((width, w) => ({ L, width, ...HUGE[(l + w) % HUGE.length] })));

for (const { L, width, id, name, before } of HUGE_CASES) {
  test(`10⁶ numbers set by a script or dropped into ${id} are refused with the limit message, no main-thread task of ${HANG_MS} ms (${L.lang}, ${width} px)`, async () => {
    const max = calculatorProps(id, L.lang).spec.inputs.find((i) => i.id === name).kind.text.maxLength;
    assert.ok(MILLION_NUMBERS.length > max, 'the text is over the limit');
    const { context, page, watch } = await openWidgetPage(chromium.browser, url(calculatorPath(L, id)), { width, init: observeLongTasks });
    try {
      await ready(page);
      await before(page);
      const message = localeStrings(L.lang, 'calculatorIsland.errors').tooLong.replace('{maxLength}', new Intl.NumberFormat(L.locale).format(max));
      for (const [way, put] of Object.entries(arrives)) {
        const original = await page.locator(field(name)).inputValue();
        await page.evaluate(() => { window.__longTasks = []; window.__longTasksFrom = performance.now(); });
        const started = Date.now();
        const refused = await put(page, name, MILLION_NUMBERS);
        if (way === 'drop') assert.equal(refused, true, 'the drop is refused before the browser inserts it');
        await waitForText(page, `${ISLAND} .calc-field--invalid .calc-field-error`, message, { timeout: 15000, what: `the limit message (${way})` });
        // The page answers: a frame is drawn soon after.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve())));
        const answered = Date.now() - started;
        await page.waitForTimeout(500);
        const tasks = await page.evaluate(() => window.__longTasks);
        assert.ok(Math.max(0, ...tasks) < HANG_MS, `main-thread tasks after the ${way}: ${JSON.stringify(tasks)} ms`);
        assert.ok(answered < HANG_MS * 2, `the page answered the ${way} after ${answered} ms`);
        assert.equal(await page.locator(field(name)).inputValue(), original, `the field keeps its text (${way})`);
        // The next arrival starts from a field without the message (an edit clears it).
        await setText(page, name, `${original} `);
        await page.waitForFunction((s) => !document.querySelector(s), `${ISLAND} .calc-field--invalid`);
      }
      await screenshot(page, `huge-arrival-${id}-${L.lang}-${width}`);
      await watch.assertClean();
    } finally {
      await context.close();
    }
  });
}

test('a list within the limit (10,000 numbers) is computed in the worker, and the right count shows', async () => {
  const id = 'standard-deviation';
  const name = 'values';
  const max = calculatorProps(id).spec.inputs.find((i) => i.id === name).kind.text.maxLength;
  const numbers = Array.from({ length: 10_000 }, (_, i) => (i * 7919) % 100003);
  const text = numbers.join(', ');
  assert.ok(text.length <= max && text.length > 50_000, `${text.length} characters, within the ${max} limit`);
  const { context, page, watch } = await openWidgetPage(chromium.browser, url('/standard-deviation-calculator'), { width: 1280, clipboard: true });
  try {
    await ready(page);
    await page.evaluate((t) => navigator.clipboard.writeText(t), text);
    await page.locator(field(name)).focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Control+V');
    await waitForText(page, output('count'), new Intl.NumberFormat('en-US').format(numbers.length), { timeout: 15000, what: 'the count of the pasted list' });
    // The largest value, plainly: the list's own maximum.
    await waitForText(page, output('max'), new Intl.NumberFormat('en-US', { maximumFractionDigits: 10 }).format(Math.max(...numbers)), { what: 'the largest value' });
    // Parsing and computing run there; drawing the result (a table and a
    // chart of 10,000 values) is the page's own work and stays on the main
    // thread, so no bound on its tasks here (the refusals above have one).
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
    assert.ok(scripts.some((p) => /\/evaluate\.worker-[\w-]+\.js$/.test(p)), 'the worker that evaluates long input was started');
    await watch.assertClean();
  } finally {
    await context.close();
  }
});

for (const width of WIDTHS) {
  test(`a 1 MB expression pasted into graphing is refused with the limit message, no main-thread task of ${HANG_MS} ms (${width} px)`, async () => {
    const GRAPH = '[data-island="Graph"]';
    const props = calculatorProps('graphing');
    const input = props.spec.inputs.find((i) => props.fields.find((f) => f.id === i.id)?.display === 'graph');
    const max = input.kind.text.maxLength;
    const expression = `y = ${'x + '.repeat(250_000)}1`;
    assert.ok(expression.length > max);
    const { context, page, watch } = await openWidgetPage(chromium.browser, url('/graphing-calculator'), { width, clipboard: true, init: observeLongTasks });
    try {
      await waitForHydration(page, GRAPH);
      const row = page.locator(`${GRAPH} input[name="${input.id}"]`).first();
      const original = await row.inputValue();
      await page.evaluate((t) => navigator.clipboard.writeText(t), expression);
      await row.focus();
      await page.evaluate(() => { window.__longTasksFrom = performance.now(); });
      await page.keyboard.press('Control+V');
      const message = localeStrings('en', 'calculatorIsland.errors').tooLong.replace('{maxLength}', new Intl.NumberFormat('en-US').format(max));
      await waitForText(page, `${GRAPH} .graph-error`, message, { timeout: 15000, what: 'the limit message' });
      await page.waitForTimeout(1000);
      const tasks = await page.evaluate(() => window.__longTasks);
      assert.ok(Math.max(0, ...tasks) < HANG_MS, `main-thread tasks after the paste: ${JSON.stringify(tasks)} ms`);
      assert.equal(await row.inputValue(), original, 'the row keeps its text');
      await screenshot(page.locator(`${GRAPH} .graph-row--invalid`), `huge-paste-graphing-${width}`);

      // Set by a script (as autofill sets it): refused the same way (issue 42 item 8).
      await row.press('End');
      await row.press('Space');
      await page.waitForFunction((s) => !document.querySelector(s), `${GRAPH} .graph-row--invalid`);
      const edited = await row.inputValue();
      await page.evaluate(() => { window.__longTasks = []; window.__longTasksFrom = performance.now(); });
      await row.evaluate((el, value) => {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(el, value);
        el.dispatchEvent(new Event('input', { bubbles: true }));
      }, expression);
      await waitForText(page, `${GRAPH} .graph-error`, message, { timeout: 15000, what: 'the limit message (script)' });
      await page.waitForTimeout(500);
      const scripted = await page.evaluate(() => window.__longTasks);
      assert.ok(Math.max(0, ...scripted) < HANG_MS, `main-thread tasks after the script: ${JSON.stringify(scripted)} ms`);
      assert.equal(await row.inputValue(), edited, 'the row keeps its text (script)');
      await watch.assertClean();
    } finally {
      await context.close();
    }
  });
}
