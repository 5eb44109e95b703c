// Page weight per page type, measured in Chromium against dist/ served by
// nginx: what a visitor downloads before any input (HTML, CSS, JS) and the
// WebAssembly, raw and gzip -9. Prints a Markdown table, then the budget of
// issue 2 for every calculator page: the JS executed before the first input,
// React included, at most 100 KB gzip. Exits with 1 when a calculator page
// is over it. `make bench` runs it.
//
//   node bench/page-weight.mjs
import zlib from 'node:zlib';
import { launchBrowser } from '../e2e-support/browser.mjs';
import { startServer } from '../e2e-support/server.mjs';
import { waitForHydration } from '../e2e-support/site.mjs';

// [name, path, a calculator page (held to the JS budget)]
const PAGES = [
  ['home', '/', false],
  ['category', '/financial-calculators', false],
  ['calculator', '/mortgage-calculator', true],
  ['calculator (pt-BR)', '/pt-br/bmi-calculator', true],
  ['academic: keypad and math', '/basic-calculator', true],
  ['academic: steps', '/derivative-calculator', true],
  ['academic: matrix grid', '/matrix-calculator', true],
  ['academic: GPA course editor', '/gpa-calculator', true],
  ['academic (pt-BR): keypad', '/pt-br/scientific-calculator', true],
  ['formula calculator', '/tip-calculator', true],
  ['lifestyle (pt-BR): dates', '/pt-br/date-calculator', true],
  ['utility: random draws', '/random-generator', true],
  ['utility (pt-BR): passwords', '/pt-br/password-generator', true],
  ['engineering: bands and SI values', '/engineering-calculator', true],
  ['lifestyle: time zones', '/time-calculator', true],
  ['lifestyle: age', '/age-calculator', true],
  ['health: cycle calendar', '/ovulation-calculator', true],
  ['units (pt-BR): conversion', '/pt-br/conversion-calculator', true],
  ['utility: hash generator', '/hash-generator', true],
  ['advanced: graphing', '/graphing-calculator', true],
  ['embed', '/embed/percentage', false],
  ['article', '/about', false],
];
/** Issue 2: JS executed before the first input on a calculator page, gzip, React included. */
const JS_BUDGET = 100 * 1024;
const KINDS = ['html', 'css', 'js', 'wasm', 'other'];

function kindOf(url, type) {
  if (url.endsWith('.wasm')) return 'wasm';
  if (type === 'document') return 'html';
  if (type === 'stylesheet') return 'css';
  if (type === 'script') return 'js';
  return 'other';
}

async function measure(browser, origin, path) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const bodies = [];
  page.on('response', (r) => {
    if (r.status() === 200) bodies.push(r.body().then((b) => ({ kind: kindOf(r.url(), r.request().resourceType()), b })).catch(() => null));
  });
  await page.goto(origin + path, { waitUntil: 'networkidle' });
  // Every island but the widget, which hydrates on first use (src/islands/index.ts FIRST_USE).
  await waitForHydration(page, '[data-island]:not([data-island="Widget"])').catch(() => {});
  // Idle work (the WebAssembly module on calculator pages) starts after hydration.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const totals = Object.fromEntries(KINDS.map((k) => [k, { raw: 0, gz: 0 }]));
  for (const r of (await Promise.all(bodies)).filter(Boolean)) {
    totals[r.kind].raw += r.b.length;
    totals[r.kind].gz += zlib.gzipSync(r.b, { level: 9 }).length;
  }
  await context.close();
  return totals;
}

const kb = (n) => (n / 1024).toFixed(1);
const server = await startServer();
const { browser, close } = await launchBrowser();
const budget = [];
try {
  console.log('| page | HTML raw / gz KB | CSS raw / gz KB | JS before input raw / gz KB | wasm raw / gz KB |');
  console.log('|---|---|---|---|---|');
  for (const [name, path, calculator] of PAGES) {
    const t = await measure(browser, server.origin, path);
    const cell = (k) => `${kb(t[k].raw)} / ${kb(t[k].gz)}`;
    console.log(`| ${name} \`${path}\` | ${cell('html')} | ${cell('css')} | ${cell('js')} | ${cell('wasm')} |`);
    if (calculator) budget.push([path, t.js.gz]);
  }
  console.log();
  console.log(`JS before the first input on calculator pages (gzip -9, React included; budget ${kb(JS_BUDGET)} KB):`);
  console.log();
  console.log('| page | JS gz KB | headroom KB | |');
  console.log('|---|---|---|---|');
  for (const [path, gz] of budget) {
    console.log(`| \`${path}\` | ${kb(gz)} | ${kb(JS_BUDGET - gz)} | ${gz <= JS_BUDGET ? 'ok' : '**over budget**'} |`);
  }
} finally {
  await close();
  await server.stop();
}

const over = budget.filter(([, gz]) => gz > JS_BUDGET);
if (over.length > 0) {
  console.error(`\nover the ${kb(JS_BUDGET)} KB JS budget: ${over.map(([path, gz]) => `${path} (${kb(gz)} KB)`).join(', ')}`);
  process.exitCode = 1;
}
