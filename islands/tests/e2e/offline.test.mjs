// Offline and updates, in Chromium against a copy of dist/ served by nginx
// (a copy, so the test can make "the next build" of it without touching dist/):
// a visitor opens two calculators; with the network gone (Chromium's offline
// emulation, and nginx stopped too) both reload and compute, and the home
// page (never visited) and its search work, and a page never visited shows
// the offline page in its language, linking to the pages stored; then a new
// build goes up and the next online visit shows it and moves the worker and
// its cache to it.
// Expected results are worked by hand: a 20 % tip on 50.00 is 10.00; a BMI
// is kg / m², 72 / 1.8² = 22.2.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LANGS, waitForHydration, ISLAND, pathFor, screenshot } from '../../e2e-support/site.mjs';
import { localeStrings } from './widget-support.mjs';
import { intl, setInput, setInputs, expectShown } from '../../e2e-support/calculator.mjs';
import { startServer } from '../../e2e-support/server.mjs';
import { launchBrowser } from '../../e2e-support/browser.mjs';
import { closeAgent } from '../../e2e-support/http.mjs';
import { DIST } from '../../e2e-support/paths.mjs';

const [EN, PT] = LANGS;
const TIP = '/tip-calculator';
const BMI = '/pt-br/bmi-calculator';
const SEARCH_INPUT = '[data-island="Header"] input[role="combobox"]';
const SEARCH_OPTIONS = '[data-island="Header"] [role="option"]';
/** A calculator this test never opens online, in each language. */
const NEVER_VISITED = '/mortgage-calculator';

const site = fs.mkdtempSync(path.join(os.tmpdir(), 'calcula-offline-'));
fs.chmodSync(site, 0o755); // nginx's workers may run as another user
fs.cpSync(DIST, path.join(site, 'dist'), { recursive: true });
let server;
let chromium;
after(async () => {
  await chromium?.close();
  await server?.stop();
  closeAgent();
  fs.rmSync(site, { recursive: true, force: true });
});

const money = (L, x) => intl(L, { style: 'currency', currency: L.currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(x);

/** The names of the page's origin's caches, and the URLs stored in them. */
const stored = (page) => page.evaluate(async () => {
  const out = {};
  for (const key of await caches.keys()) out[key] = (await (await caches.open(key)).keys()).map((r) => r.url);
  return out;
});

/** Waits until `ok(caches)` holds; fails with what is stored. */
async function waitForCaches(page, ok, what, timeout = 15000) {
  const end = Date.now() + timeout;
  let last;
  while (Date.now() < end) {
    last = await stored(page);
    if (ok(last)) return last;
    await page.waitForTimeout(100);
  }
  assert.fail(`${what}: caches are ${JSON.stringify(last, null, 1)}`);
}

/** Opens `path`, waits for its calculator and for the service worker to control the page. */
async function visit(page, path) {
  const response = await page.goto(`${server.origin}${path}`, { waitUntil: 'load' });
  assert.equal(response?.status(), 200, `${path}: status`);
  await waitForHydration(page, ISLAND);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15000 });
}

const pagePathsIn = (caches) => Object.values(caches).flat().map((u) => new URL(u).pathname);
const hasWasm = (caches) => pagePathsIn(caches).some((p) => p.endsWith('.wasm'));

async function computeTip(page) {
  await setInputs(page, EN, { bill: 50, tipPercent: 20, people: 1, roundTo: 'none' });
  await expectShown(page, 'tip', money(EN, 10), 'tip');
  await expectShown(page, 'total', money(EN, 60), 'tip');
}

async function computeBmi(page) {
  await setInput(page, PT, 'weightKg', 72);
  await setInput(page, PT, 'heightCm', 180);
  await expectShown(page, 'bmi', intl(PT, { maximumFractionDigits: 1 }).format(22.2), 'BMI');
}

test('visited pages and the home page work offline; the next build is picked up online', async () => {
  server = await startServer({ site });
  chromium = await launchBrowser();
  const context = await chromium.browser.newContext({ serviceWorkers: 'allow', locale: 'en-US' });
  await context.addInitScript(() => localStorage.setItem('consent', 'declined'));
  const page = await context.newPage();

  // First visit: the worker installs (storing the app shell) and takes over;
  // the page hands it what it loaded before, its WebAssembly included.
  await visit(page, TIP);
  const first = await waitForCaches(page, (c) => pagePathsIn(c).includes(TIP) && hasWasm(c), 'first visit stored');
  const [oldCache] = Object.keys(first);
  assert.equal(Object.keys(first).length, 1, 'one cache');
  assert.ok(pagePathsIn(first).includes('/') && pagePathsIn(first).includes('/search/en.json'), 'the app shell is stored');
  // A second page, visited under the worker: stored as it loads.
  await visit(page, BMI);
  await waitForCaches(page, (c) => pagePathsIn(c).includes(BMI) && pagePathsIn(c).filter((p) => p.endsWith('.wasm')).length >= 2, 'second visit stored');

  // Offline: no network at all.
  await context.setOffline(true);
  await server.stop();
  await page.reload({ waitUntil: 'load' });
  await waitForHydration(page, ISLAND);
  await computeBmi(page);
  await page.goto(`${server.origin}${TIP}?bill=50`, { waitUntil: 'load' });
  await waitForHydration(page, ISLAND);
  await computeTip(page);
  await page.goto(`${server.origin}/`, { waitUntil: 'load' });
  const tipTitle = JSON.parse(fs.readFileSync(path.join(site, 'dist/search/en.json'), 'utf8'))
    .find((e) => e.kind === 'calculator' && new URL(e.href, server.origin).pathname === TIP)?.title;
  assert.ok(tipTitle, 'the search index lists the tip calculator');
  await page.locator(SEARCH_INPUT).fill(tipTitle);
  await page.waitForFunction(([sel, title]) => [...document.querySelectorAll(sel)].some((o) => o.textContent.includes(title)), [SEARCH_OPTIONS, tipTitle], { timeout: 10000 })
    .catch(() => assert.fail(`offline search for "${tipTitle}" found nothing`));

  // A page never visited: the offline page, in the page's language, with
  // links to the pages of that language stored here (those visited, and the
  // home page the worker stored on install).
  const titleIn = (p) => fs.readFileSync(path.join(site, 'dist', p === '/' ? 'index.html' : p.endsWith('/') ? `${p}index.html` : `${p}.html`), 'utf8')
    .match(/<title>([^<]*)<\/title>/)[1].replace(/&amp;/g, '&').trim();
  for (const [L, visited] of [[EN, TIP], [PT, BMI]]) {
    const never = pathFor(L, NEVER_VISITED);
    const response = await page.goto(`${server.origin}${never}`, { waitUntil: 'load' });
    assert.equal(response?.status(), 503, `${never}: the worker answers offline`);
    const strings = localeStrings(L.lang, 'offline');
    assert.equal(await page.getAttribute('html', 'lang'), L.lang, `${never}: the page's language`);
    assert.equal((await page.locator('h1').textContent()).trim(), strings.title, `${never}: heading`);
    assert.equal((await page.locator('h2').textContent()).trim(), strings.storedHeading, `${never}: the list's heading`);
    const links = await page.locator('main li a').evaluateAll((as) => as.map((a) => [new URL(a.href).pathname, a.textContent.trim()]));
    for (const p of [visited, pathFor(L, '/')]) {
      assert.ok(links.some(([href, text]) => href === p && text === titleIn(p)), `${never}: links to ${p} ("${titleIn(p)}"): ${JSON.stringify(links)}`);
    }
    assert.ok(links.every(([href]) => (L.prefix ? href.startsWith(`${L.prefix}/`) : !href.startsWith('/pt-br/'))), `${never}: only pages of its language: ${JSON.stringify(links)}`);
    assert.equal(await page.locator(`main a[href="${never}"]`).textContent(), strings.retry, `${never}: try again`);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await screenshot(page, `offline-page-${L.lang}-${width}`);
    }
    // A stored page is one click away.
    await page.locator(`main li a[href="${visited}"]`).click();
    await page.waitForURL(`${server.origin}${visited}`);
    await waitForHydration(page, ISLAND);
  }

  // The next build: a changed page and a worker of another version.
  const dist = path.join(site, 'dist');
  const rewrite = (rel, edit) => {
    const file = path.join(dist, rel);
    fs.writeFileSync(file, edit(fs.readFileSync(file, 'utf8')));
    for (const ext of ['.gz', '.br']) fs.rmSync(file + ext, { force: true });
  };
  rewrite('tip-calculator.html', (html) => html.replace('<body', '<body data-build="next"'));
  let newVersion;
  rewrite('sw.js', (js) => js.replace(/const VERSION = '([^']+)'/, (_, v) => `const VERSION = '${(newVersion = `${v}-next`)}'`));
  assert.ok(newVersion, 'sw.js names its version');
  server = await startServer({ site, port: server.port });
  await context.setOffline(false);

  // The next online visit shows the new page and moves to the new worker,
  // which drops the old cache and stores this page again.
  await visit(page, TIP);
  assert.equal(await page.getAttribute('body', 'data-build'), 'next', 'the new build is shown');
  await waitForCaches(page, (c) => !(oldCache in c) && pagePathsIn(c[`calcula-${newVersion}`] ?? []).includes(TIP) && hasWasm(c),
    'the new worker took over');
  await context.setOffline(true);
  await server.stop();
  await page.reload({ waitUntil: 'load' });
  assert.equal(await page.getAttribute('body', 'data-build'), 'next', 'offline, the new build is stored');
  await waitForHydration(page, ISLAND);
  await computeTip(page);
  await context.close();
});
