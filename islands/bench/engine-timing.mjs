// The expression engine in Chromium: how long an evaluation takes once the
// module is loaded (50-digit arithmetic, a symbolic derivative), and how
// large each WebAssembly module is — with proof that the finance, health
// and lifestyle pages never download the engine. Prints Markdown;
// `make bench` runs it after `make build`.
//
//   node bench/engine-timing.mjs
//
// Timings: each sample repeats the call until at least 5 ms have passed
// (performance.now() is coarse in a browser) and divides; the median of
// 41 samples, after 20 warm-up calls. Budget: 5 ms per evaluation.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { launchBrowser } from '../e2e-support/browser.mjs';
import { startServer } from '../e2e-support/server.mjs';
import { waitForHydration } from '../e2e-support/site.mjs';
import { DIST, REPO } from '../e2e-support/paths.mjs';
import { calculatorProps } from '../e2e-support/props.mjs';

const BUDGET_MS = 5;
const SAMPLES = 41;

// The calculators' specs as the built site carries them: the bench
// evaluates what the pages evaluate, inputs added since included.
const SCIENTIFIC = calculatorProps('scientific').spec;
const DERIVATIVE = calculatorProps('derivative').spec;
const INTEGRAL = calculatorProps('integral').spec;

/** The integral calculator's course corpus (issue 18), one integrand a line. */
const INTEGRAL_CORPUS = fs
  .readFileSync(path.join(REPO, 'calc-wasm/engine/src/integrate/corpus.txt'), 'utf8')
  .split('\n')
  .map((line) => line.split('#')[0].trim())
  .filter((line) => line !== '');
/** Issue 18: median under 20 ms, none over 1 s. */
const INTEGRAL_MEDIAN_MS = 20;
const INTEGRAL_WORST_MS = 1000;

/** [label, spec, inputs, output shown] */
const CASES = [
  ['sqrt(2), 50 digits', SCIENTIFIC, { expression: 'sqrt(2)', digits: '50' }, 'result'],
  [
    'sin(1)^2 + ln(10)·exp(pi/7) − atan(1/3)·sqrt(5) + 3^(1/7), 50 digits',
    SCIENTIFIC,
    { expression: 'sin(1)^2 + ln(10)*exp(pi/7) - atan(1/3)*sqrt(5) + 3^(1/7)', digits: '50' },
    'result',
  ],
  ['d/dx x^3·sin(x)·e^x (with steps), at x = 2', DERIVATIVE, { expression: 'x^3*sin(x)*e^x', at: '2' }, 'derivative'],
];

/** Pages of the other categories: they must not download the engine. */
const OTHER_PAGES = [
  ['finance', '/mortgage-calculator'],
  ['health', '/bmi-calculator'],
  ['lifestyle', '/percentage-calculator'],
];

// Hashed file names of each module, from Vite's manifest (what dist/ serves).
const manifest = JSON.parse(fs.readFileSync(path.join(REPO, 'islands/build/.vite/manifest.json'), 'utf8'));
const modules = {};
for (const [src, entry] of Object.entries(manifest)) {
  const m = /^src\/wasm\/([^/]+)\/calc_wasm\.js$/.exec(src);
  if (m) modules[m[1]] = { js: entry.file, wasm: (entry.assets || []).find((a) => a.endsWith('.wasm')) };
}
if (!modules.academic?.wasm) throw new Error('no academic module in the Vite manifest: run make build');
for (const m of Object.values(modules)) {
  for (const file of [m.js, m.wasm]) {
    if (!fs.existsSync(path.join(DIST, file))) throw new Error(`dist/${file} is missing: dist/ is older than islands/build (run make build)`);
    if (fs.statSync(path.join(DIST, file)).size === 0) throw new Error(`dist/${file} is empty: a build was interrupted (run make build)`);
  }
}

const gz = (file) => zlib.gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 9 }).length;
const kb = (n) => (n / 1024).toFixed(1);
const FORMULA_BUDGET_KB = 60;
/** The academic module (the engine, with its special functions): issue 33's bound. */
const ENGINE_BUDGET_KB = 350;

const server = await startServer();
const { browser, close } = await launchBrowser();
let failed = false;
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${server.origin}/`, { waitUntil: 'load' });
  const results = await page.evaluate(
    async ({ url, cases, samples, corpus, integral }) => {
      const glue = await import(url);
      const t0 = performance.now();
      await glue.default();
      const instantiateMs = performance.now() - t0;
      const out = [];
      for (const [label, spec, given, shown] of cases) {
        const first = glue.evaluate(spec, given, 'en');
        if (!first.ok) return { error: `${label}: ${JSON.stringify(first)}` };
        for (let i = 0; i < 20; i++) glue.evaluate(spec, given, 'en');
        const times = [];
        for (let s = 0; s < samples; s++) {
          let n = 0;
          const start = performance.now();
          let elapsed = 0;
          do {
            glue.evaluate(spec, given, 'en');
            n += 1;
            elapsed = performance.now() - start;
          } while (elapsed < 5);
          times.push(elapsed / n);
        }
        times.sort((a, b) => a - b);
        out.push({ label, median: times[Math.floor(times.length / 2)], max: times[times.length - 1], value: String(first.ok[shown]) });
      }
      // Each corpus integral once with steps (the fastest of three runs).
      const integrals = [];
      for (const expression of corpus) {
        let best = Infinity;
        let solved = false;
        for (let i = 0; i < 3; i++) {
          const start = performance.now();
          const r = glue.evaluate(integral, { expression }, 'en');
          best = Math.min(best, performance.now() - start);
          solved = Boolean(r.ok && r.ok.antiderivative);
        }
        integrals.push({ expression, ms: best, solved });
      }
      return { instantiateMs, out, integrals };
    },
    {
      url: `${server.origin}/assets/${path.basename(modules.academic.js)}`,
      cases: CASES,
      samples: SAMPLES,
      corpus: INTEGRAL_CORPUS,
      integral: INTEGRAL,
    },
  );
  if (results.error) throw new Error(results.error);
  console.log('## Expression engine in Chromium (after the module has loaded)');
  console.log();
  console.log(`module instantiation: ${results.instantiateMs.toFixed(1)} ms`);
  console.log();
  console.log(`| evaluation | median ms | slowest sample ms | budget | result |`);
  console.log('|---|---|---|---|---|');
  for (const r of results.out) {
    const ok = r.median <= BUDGET_MS;
    failed ||= !ok;
    const shown = r.value.length > 60 ? `${r.value.slice(0, 57)}…` : r.value;
    console.log(`| ${r.label} | ${r.median.toFixed(3)} | ${r.max.toFixed(3)} | ${ok ? `≤ ${BUDGET_MS} ms: ok` : `OVER ${BUDGET_MS} ms`} | \`${shown}\` |`);
  }
  const integrals = [...results.integrals].sort((a, b) => a.ms - b.ms);
  const median = integrals[Math.floor(integrals.length / 2)];
  const worst = integrals[integrals.length - 1];
  const solved = integrals.filter((r) => r.solved).length;
  const integralsOk = median.ms <= INTEGRAL_MEDIAN_MS && worst.ms <= INTEGRAL_WORST_MS;
  failed ||= !integralsOk;
  console.log();
  console.log('## Integral calculator in Chromium (course corpus, with steps and the check)');
  console.log();
  console.log('| exercises | solved | median ms | worst ms | worst exercise | budget |');
  console.log('|---|---|---|---|---|---|');
  console.log(
    `| ${integrals.length} | ${solved} | ${median.ms.toFixed(2)} | ${worst.ms.toFixed(2)} | \`${worst.expression}\` | ${integralsOk ? `median ≤ ${INTEGRAL_MEDIAN_MS} ms, none over ${INTEGRAL_WORST_MS} ms: ok` : 'OVER'} |`,
  );
  await context.close();

  // Which modules each category's page downloads, idle load included.
  const fetched = {};
  for (const [category, url] of OTHER_PAGES) {
    const ctx = await browser.newContext();
    const p = await ctx.newPage();
    const wasm = [];
    p.on('response', (r) => {
      if (r.url().endsWith('.wasm')) wasm.push(path.basename(new URL(r.url()).pathname));
    });
    const response = await p.goto(server.origin + url, { waitUntil: 'networkidle' });
    if (!response || response.status() !== 200) throw new Error(`${url}: HTTP ${response?.status()}`);
    await waitForHydration(p).catch(() => {});
    await p.waitForLoadState('networkidle');
    await p.waitForTimeout(500);
    fetched[category] = { url, wasm };
    await ctx.close();
  }
  console.log();
  console.log('## WebAssembly modules (gzip -9)');
  console.log();
  console.log('| module | wasm gz KB | JS glue gz KB |');
  console.log('|---|---|---|');
  for (const [name, m] of Object.entries(modules).sort()) {
    console.log(`| ${name} | ${kb(gz(m.wasm))} | ${kb(gz(m.js))} |`);
  }
  console.log();
  {
    const within = gz(modules.academic.wasm) <= ENGINE_BUDGET_KB * 1024;
    failed ||= !within;
    console.log(`engine (academic) module: ${kb(gz(modules.academic.wasm))} KB gzip; budget ≤ ${ENGINE_BUDGET_KB} KB: ${within ? 'ok' : 'OVER'}`);
    console.log();
  }
  // Formula calculators (issue 12) run in their own small module.
  if (modules.formula) {
    const within = gz(modules.formula.wasm) <= FORMULA_BUDGET_KB * 1024;
    failed ||= !within;
    console.log(`formula module: ${kb(gz(modules.formula.wasm))} KB gzip; budget ≤ ${FORMULA_BUDGET_KB} KB: ${within ? 'ok' : 'OVER'}`);
    console.log();
  }
  const engineWasm = path.basename(modules.academic.wasm);
  const nameOf = (file) => Object.entries(modules).find(([, m]) => path.basename(m.wasm) === file)?.[0] ?? file;
  for (const [category, { url, wasm }] of Object.entries(fetched)) {
    const loadsEngine = wasm.includes(engineWasm);
    failed ||= loadsEngine;
    console.log(
      `${category} page \`${url}\` downloads: ${wasm.map(nameOf).join(', ') || 'no module'}; the engine: ${loadsEngine ? 'YES (it should not)' : 'no'}`,
    );
  }
} finally {
  await close();
  await server.stop();
}
if (failed) process.exitCode = 1;
