// JS executed in a page, as opposed to JS fetched: issue 43's pages fetch
// React and the island chunks at idle with <link rel="modulepreload">
// (fetched and compiled, not run) and run them on the first interaction, so
// the page-weight budget counts what V8 ran, read from its precise coverage.
// A script counts when its top-level function (the range over the whole
// source) ran at least once; a script V8 only compiled is absent from the
// coverage or listed with count 0.
//
// checkCoverage() proves that rule on a tiny page served from memory
// before page-weight.mjs relies on it: a preloaded module not run must not
// count, the same module imported must, the module graph and an inline
// script must.
import assert from 'node:assert/strict';

/** Start V8 coverage for everything the page runs from now on (inline scripts included). */
export function startCoverage(page) {
  return page.coverage.startJSCoverage({ resetOnNavigation: false, reportAnonymousScripts: false });
}

/** Whether V8 ran `entry`'s top level: its function over the whole source, count > 0. */
function ran(entry) {
  const length = entry.source?.length ?? 0;
  const top = entry.functions.find((f) => f.ranges[0]?.startOffset === 0 && f.ranges[0]?.endOffset === length);
  return Boolean(top) && top.ranges[0].count > 0;
}

/** Stop coverage; the scripts whose top level ran, as [{ url, source }] (inline scripts carry the page's URL). */
export async function stopCoverage(page) {
  const entries = await page.coverage.stopJSCoverage();
  return entries.filter(ran).map(({ url, source }) => ({ url, source }));
}

// The experiment: an inline script, a module with a static import, a module
// preloaded in the HTML and one preloaded later by script (as a loader at
// idle does); nothing imports the preloaded ones until `importPreloaded`.
const ORIGIN = 'http://coverage-check.test';
const FILES = {
  '/': ['text/html', '<!doctype html><title>coverage</title><link rel="modulepreload" href="/preloaded.js"><script>window.inline = 1</script><script type="module" src="/entry.js"></script>'],
  '/entry.js': ['text/javascript', 'import { dep } from "/dep.js"; window.entry = dep;\nconst l = document.createElement("link"); l.rel = "modulepreload"; l.href = "/late.js"; document.head.append(l);\n'],
  '/dep.js': ['text/javascript', 'export const dep = 1;\nexport function unused() { return 2; }\n'],
  '/preloaded.js': ['text/javascript', 'window.preloaded = 1;\nexport function f() { return 3; }\n'],
  '/late.js': ['text/javascript', 'window.late = 1;\n'],
};

async function experiment(browser, importPreloaded) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const fetched = new Set();
    await page.route(`${ORIGIN}/**`, (route) => {
      const file = FILES[new URL(route.request().url()).pathname];
      if (!file) return route.fulfill({ status: 404 });
      fetched.add(new URL(route.request().url()).pathname);
      return route.fulfill({ contentType: file[0], body: file[1] });
    });
    await startCoverage(page);
    await page.goto(`${ORIGIN}/`);
    await page.waitForFunction(() => window.entry === 1);
    // Both preloads fetched (so a miss below is "not run", not "not fetched").
    for (let i = 0; i < 50 && !(fetched.has('/preloaded.js') && fetched.has('/late.js')); i++) await page.waitForTimeout(100);
    await page.waitForTimeout(200); // compiling them, had they been run
    for (const f of ['/preloaded.js', '/late.js']) assert.ok(fetched.has(f), `coverage check: ${f} was never fetched`);
    if (importPreloaded) await page.evaluate((u) => import(u), `${ORIGIN}/preloaded.js`);
    const globals = await page.evaluate(() => [window.preloaded, window.late]);
    const counted = (await stopCoverage(page)).map((s) => (s.url === `${ORIGIN}/` ? 'inline' : new URL(s.url).pathname)).sort();
    return { counted, globals };
  } finally {
    await context.close();
  }
}

/** Throws unless coverage counts run scripts and only them (see the top of this file). */
export async function checkCoverage(browser) {
  const idle = await experiment(browser, false);
  assert.deepEqual(idle.globals, [undefined, undefined], 'coverage check: a modulepreloaded module ran by itself');
  assert.deepEqual(idle.counted, ['/dep.js', '/entry.js', 'inline'], 'coverage check: executed scripts, with preloads only fetched');
  const imported = await experiment(browser, true);
  assert.deepEqual(imported.counted, ['/dep.js', '/entry.js', '/preloaded.js', 'inline'], 'coverage check: executed scripts, after importing a preloaded module');
}
