// Page weight per page type, measured in Chromium against dist/ served by
// nginx: what a visitor downloads before any input (HTML, CSS, JS) and the
// WebAssembly, raw and gzip -9. Prints a Markdown table; `make bench` runs it.
//
//   node bench/page-weight.mjs
import zlib from 'node:zlib';
import { launchBrowser } from '../e2e-support/browser.mjs';
import { startServer } from '../e2e-support/server.mjs';
import { waitForHydration } from '../e2e-support/site.mjs';

const PAGES = [
  ['home', '/'],
  ['category', '/financial-calculators'],
  ['calculator', '/mortgage-calculator'],
  ['calculator (pt-BR)', '/pt-br/bmi-calculator'],
  ['embed', '/embed/percentage'],
  ['article', '/about'],
];
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
  await waitForHydration(page).catch(() => {});
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
try {
  console.log('| page | HTML raw / gz KB | CSS raw / gz KB | JS before input raw / gz KB | wasm raw / gz KB |');
  console.log('|---|---|---|---|---|');
  for (const [name, path] of PAGES) {
    const t = await measure(browser, server.origin, path);
    const cell = (k) => `${kb(t[k].raw)} / ${kb(t[k].gz)}`;
    console.log(`| ${name} \`${path}\` | ${cell('html')} | ${cell('css')} | ${cell('js')} | ${cell('wasm')} |`);
  }
} finally {
  await close();
  await server.stop();
}
