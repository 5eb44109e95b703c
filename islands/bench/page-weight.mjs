// Page weight per page type, measured in Chromium against dist/ served by
// nginx: what a visitor downloads before any input (HTML, CSS, JS fetched)
// and the WebAssembly, raw and gzip -9, and the JS executed before the first
// input (V8's coverage: bench/executed-js.mjs; a chunk only modulepreloaded
// is fetched, not executed). Prints a Markdown table, then the budget of
// issue 43 for every page: the JS executed before the first input at most
// 15 KB gzip. Exits with 1 when a page is over it. `make bench` runs it.
//
//   node bench/page-weight.mjs
//   node bench/page-weight.mjs /tip-calculator /about    only these of PAGES
import zlib from 'node:zlib';
import { launchBrowser } from '../e2e-support/browser.mjs';
import { startServer } from '../e2e-support/server.mjs';
import { checkCoverage, startCoverage, stopCoverage } from './executed-js.mjs';
import { choosePages } from './page-types.mjs';

/**
 * Issue 43: JS executed before the first input on any page, gzip (a loader;
 * React and the islands run on the first interaction). Issue 2's was 100 KB
 * on calculator pages, React included.
 */
const JS_BUDGET = 15 * 1024;
const chosen = choosePages(process.argv.slice(2));
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
  await startCoverage(page);
  page.on('response', (r) => {
    if (r.status() === 200) bodies.push(r.body().then((b) => ({ kind: kindOf(r.url(), r.request().resourceType()), b })).catch(() => null));
  });
  await page.goto(origin + path, { waitUntil: 'networkidle' });
  // Nothing touched: past the loader's idle timeout (2 s), when it fetches
  // the islands' code ahead of their first use and wakes those needed at
  // once (src/main.ts), and until that traffic is over.
  await page.waitForTimeout(2500);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const executed = await stopCoverage(page);
  const totals = Object.fromEntries([...KINDS, 'executed'].map((k) => [k, { raw: 0, gz: 0 }]));
  // Each script compressed alone, as each response is.
  for (const { source } of executed) {
    const b = Buffer.from(source);
    totals.executed.raw += b.length;
    totals.executed.gz += zlib.gzipSync(b, { level: 9 }).length;
  }
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
  // The rule the budget rests on, proved in this Chromium before it is used.
  await checkCoverage(browser);
  console.log('| page | HTML raw / gz KB | CSS raw / gz KB | JS fetched before input raw / gz KB | JS executed before input raw / gz KB | wasm raw / gz KB |');
  console.log('|---|---|---|---|---|---|');
  for (const [name, path] of chosen) {
    const t = await measure(browser, server.origin, path);
    const cell = (k) => `${kb(t[k].raw)} / ${kb(t[k].gz)}`;
    console.log(`| ${name} \`${path}\` | ${cell('html')} | ${cell('css')} | ${cell('js')} | ${cell('executed')} | ${cell('wasm')} |`);
    budget.push([path, t.executed.gz]);
  }
  console.log();
  console.log(`JS executed before the first input, every page (gzip -9, inline scripts included; budget ${kb(JS_BUDGET)} KB):`);
  console.log();
  console.log('| page | JS executed gz KB | headroom KB | |');
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
  console.error(`\nover the ${kb(JS_BUDGET)} KB executed-JS budget: ${over.map(([path, gz]) => `${path} (${kb(gz)} KB)`).join(', ')}`);
  process.exitCode = 1;
}
