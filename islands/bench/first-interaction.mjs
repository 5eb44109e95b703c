// The first interaction per page type (issue 43): from the visitor's key
// event to the island's results changing, on a loaded page whose scripts
// (after issue 43: a loader, with React and the islands only prefetched)
// have gone idle. Chromium as visitors have it, CPU throttled 4x (a
// mid-range phone), warm cache (the page loaded once, then again in the
// same context). Then the same for a later input, once the page is idle
// again. Median of RUNS fresh contexts per page; prints Markdown tables
// against the goals (100 ms; one frame), and never fails on them.
//
// The interaction: in the calculator island (else the page's main island,
// else the header), focus the first numeric text input (else the first
// text input), and type one digit over the value's last character, then
// another for the later input; a page without such an input gets a click on the island's
// first visible button, twice. The clock starts at the keydown's (or
// pointerdown's) event.timeStamp, read by a capture-phase listener on
// document. Two clocks stop, at MutationObserver callbacks: the island
// responded (any change in it, the typed input's own excepted, or of the
// root's class: the theme button), and its results changed (the text of
// its [data-output] elements; without any, the response). The goal is the
// results'; a digit the page rejects (a date or a height made invalid)
// shows a response and no new results.
//
//   node bench/first-interaction.mjs
//   FIRST_INTERACTION_RUNS=1 node bench/first-interaction.mjs /tip-calculator   a quick look
import { launchBrowser } from '../e2e-support/browser.mjs';
import { startServer } from '../e2e-support/server.mjs';
import { choosePages } from './page-types.mjs';

const RUNS = Number(process.env.FIRST_INTERACTION_RUNS ?? 5);
const CPU_SLOWDOWN = 4;
const FIRST_GOAL_MS = 100;
const LATER_GOAL_MS = 16.7;
/** Longest wait for the results, throttled (a timeout is reported, not a number). */
const WAIT_MS = 8000;
const pages = choosePages(process.argv.slice(2));

/** The island a visitor uses first: the calculator, else the main content's island, else the header. */
const ISLANDS = ['[data-island="Calculator"]', 'main [data-island]', '[data-island]:not([data-island="Header"],[data-island="Sidebar"],[data-island="ScrollTop"],[data-island="Widget"])', '[data-island="Header"]'];

/** In the page: tags the island and the input to type in, if any; says which island and action. */
function chooseTarget(selectors) {
  const visible = (el) => el.getClientRects().length > 0 && !el.disabled && !el.readOnly;
  const island = selectors.map((s) => document.querySelector(s)).find(Boolean);
  if (!island) return null;
  island.setAttribute('data-bench-island', '');
  const texts = [...island.querySelectorAll('input[type="text"], input[type="number"], input:not([type])')].filter(visible);
  const input = texts.find((el) => el.type === 'number' || /^(decimal|numeric)$/.test(el.inputMode)) ?? texts[0];
  input?.setAttribute('data-bench-target', '');
  return { island: island.getAttribute('data-island'), action: input ? 'type' : 'click', outputs: island.querySelectorAll('[data-output]').length };
}

/**
 * In the page, clicking: the island's first visible button that is not the
 * current choice (a tab or toggle already on: clicking it changes nothing).
 */
function retarget() {
  const island = document.querySelector('[data-bench-island]');
  document.querySelector('[data-bench-target]')?.removeAttribute('data-bench-target');
  const on = (b) => b.getAttribute('aria-selected') === 'true' || b.getAttribute('aria-pressed') === 'true' || b.hasAttribute('aria-current');
  const button = [...island.querySelectorAll('button')].find((b) => b.getClientRects().length > 0 && !b.disabled && !on(b));
  button?.setAttribute('data-bench-target', '');
  return Boolean(button);
}

/** In the page: start watching for interaction `k` (its event's timeStamp, then the results' change). */
function arm(k) {
  const island = document.querySelector('[data-bench-island]');
  const target = document.querySelector('[data-bench-target]');
  const outputs = () => [...island.querySelectorAll('[data-output]')].map((el) => el.textContent).join('\u0000');
  const before = outputs();
  const state = (window.__benchInteraction ??= [])[k] = { start: null, response: null, done: null };
  const onEvent = (e) => {
    if (state.start === null) state.start = e.timeStamp;
  };
  for (const type of ['keydown', 'pointerdown']) document.addEventListener(type, onEvent, { capture: true, once: true });
  const responded = (records) => records.some((r) => r.target === document.documentElement || !(r.target === target || target.contains(r.target)));
  const observer = new MutationObserver((records) => {
    if (state.start === null) return;
    const now = performance.now();
    if (state.response === null && responded(records)) state.response = now;
    if (state.response !== null && (!island.querySelector('[data-output]') || outputs() !== before)) {
      state.done = now;
      observer.disconnect();
    }
  });
  observer.observe(island, { childList: true, characterData: true, subtree: true, attributes: true });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  if (target.tagName !== 'INPUT') return null;
  // Typing: focus without a key or pointer event, and select the value's
  // last character: a digit typed over it keeps the value in range (175 cm
  // → 171; appended, 1751 cm is rejected and the results stay).
  if (k === 0) target.focus();
  const n = target.value.length;
  target.setSelectionRange(Math.max(0, n - 1), n);
  return target.value.at(-1) === '1' ? '2' : '1';
}

/** The page's own work settled: no requests for 500 ms, then an idle period. */
async function settle(page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((r) => requestIdleCallback(() => r(), { timeout: 5000 })));
}

/** One run: a fresh context, the page loaded twice, then the two interactions; ms each (null: no change). */
async function run(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'load' });
    await settle(page);
    const chosen = await page.evaluate(chooseTarget, ISLANDS);
    if (!chosen) throw new Error(`${url}: no island`);
    const times = [];
    for (const k of [0, 1]) {
      if (k > 0) await settle(page);
      if (chosen.action === 'click' && !(await page.evaluate(retarget))) throw new Error(`${url}: no button to click in ${chosen.island}`);
      const key = await page.evaluate(arm, k);
      if (chosen.action === 'type') await page.keyboard.press(key);
      else await page.locator('[data-bench-target]').click();
      await page.waitForFunction((i) => window.__benchInteraction[i].done !== null, k, { timeout: WAIT_MS }).catch(() => {});
      const s = await page.evaluate((i) => window.__benchInteraction[i], k);
      const since = (t) => (t !== null && s.start !== null ? t - s.start : null);
      times.push({ response: since(s.response), results: since(s.done) });
    }
    // Typed text a page rejects (a digit making a date or a height invalid)
    // shows no new results, only the island's response.
    return { chosen, times };
  } finally {
    await context.close();
  }
}

const median = (xs) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const server = await startServer();
// Chromium as visitors have it (as frame-timing.mjs): the full browser, wasm tier-up on.
const { browser, close } = await launchBrowser({ asVisitors: true });
const rows = [];
try {
  for (const [name, path] of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await run(browser, server.origin + path));
    rows.push({ name, path, chosen: runs[0].chosen, runs });
  }
} finally {
  await close();
  await server.stop();
}

function table(title, k, goal) {
  console.log(`## ${title} (Chromium, CPU ${CPU_SLOWDOWN}x slower, warm cache; median of ${RUNS}; goal ≤ ${goal} ms)`);
  console.log();
  console.log('| page | interaction | island responded, median ms | results changed, median ms | results min – max ms | goal |');
  console.log('|---|---|---|---|---|---|');
  for (const { name, path, chosen, runs } of rows) {
    const responded = runs.map((r) => r.times[k].response).filter((x) => x !== null);
    const ms = runs.map((r) => r.times[k].results);
    const timed = ms.filter((x) => x !== null);
    const how = `${chosen.action === 'type' ? 'type a digit' : 'click'} in ${chosen.island}${chosen.outputs ? ` (${chosen.outputs} outputs)` : ''}`;
    const missing = ms.length - timed.length;
    // A run whose results never changed within WAIT_MS counts as slower than any timed one.
    const m = missing > ms.length / 2 ? null : median(ms.map((x) => x ?? Infinity));
    const cell = m === null ? `no change in ${missing}/${ms.length}` : `${m.toFixed(1)}${missing ? ` (${missing} never changed)` : ''}`;
    const range = timed.length ? `${Math.min(...timed).toFixed(1)} – ${Math.max(...timed).toFixed(1)}` : '—';
    const response = responded.length ? `${median(responded).toFixed(1)}${responded.length < runs.length ? ` (${responded.length}/${runs.length} runs)` : ''}` : 'none';
    console.log(`| ${name} \`${path}\` | ${how} | ${response} | ${cell} | ${range} | ${m !== null && m <= goal ? 'met' : 'MISSED'} |`);
  }
  console.log();
}

table('First interaction: key event → results changed', 0, FIRST_GOAL_MS);
table('A later input: key event → results changed', 1, LATER_GOAL_MS);
