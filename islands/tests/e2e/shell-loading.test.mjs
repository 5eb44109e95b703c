// What the home and category pages run before their visitor acts (issue
// 43): the island loader alone. The test holds "idle" back: an init script
// replaces requestIdleCallback with a queue it releases by hand, and
// nothing on the page is touched (touching hydrates at once, by design).
// Every script and WebAssembly request is recorded until well past `load`:
// only the loader's. Released, idle fetches the islands' code without
// running it; then each island hydrates on its first use (the header's on
// a pointer over it, with the sidebar its menu opens; back-to-top on the
// first scroll).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { SITE } from '../../e2e-support/paths.mjs';
import { LANGS, pathFor } from '../../e2e-support/site.mjs';
import { watchPage } from '../../e2e-support/watch.mjs';
import { foreign } from './shell-support.mjs';
import { siteAndBrowser } from '../../e2e-support/per-file.mjs';

const { server, chromium } = siteAndBrowser();

/** Vite's manifest of the build dist/ was made from: which files an entry pulls in with static imports. */
const BUILD = path.join(SITE, 'islands', 'build');
const MANIFEST = JSON.parse(fs.readFileSync(path.join(BUILD, '.vite', 'manifest.json'), 'utf8'));
function closure(key, into = new Set()) {
  const entry = MANIFEST[key];
  assert.ok(entry, `manifest has ${key}`);
  if (into.has(`/${entry.file}`)) return into;
  into.add(`/${entry.file}`);
  for (const dep of entry.imports ?? []) closure(dep, into);
  return into;
}
const LOADER = `/${MANIFEST['src/main.ts'].file}`;
const ALLOWED = closure('src/main.ts');
/** Every island's own chunk, by name. */
const ISLAND_FILES = Object.fromEntries(
  Object.entries(MANIFEST)
    .filter(([k]) => /^src\/islands\/[A-Z]\w*\.tsx$/.test(k))
    .map(([k, v]) => [k.slice('src/islands/'.length, -'.tsx'.length), `/${v.file}`]),
);

/** Holds requestIdleCallback until window.__releaseIdle(). */
const HOLD_IDLE = () => {
  const queue = [];
  let next = 1;
  window.requestIdleCallback = (cb) => {
    queue.push({ id: next, cb });
    return next++;
  };
  window.cancelIdleCallback = (id) => {
    const i = queue.findIndex((q) => q.id === id);
    if (i >= 0) queue.splice(i, 1);
  };
  Object.defineProperty(window, '__idleQueued', { get: () => queue.length });
  Object.defineProperty(window, '__releaseIdle', {
    value: () => {
      for (const { cb } of queue.splice(0)) cb({ didTimeout: false, timeRemaining: () => 50 });
    },
  });
};

const pages = () => [
  ...LANGS.map((L) => pathFor(L, '/')),
  ...LANGS.map((L) => pathFor(L, L.lang === 'en' ? '/financial-calculators' : '/health-calculators')),
];

/** In the page: the islands React has taken over (an element of each carries its fiber). */
const HYDRATED = () =>
  [...document.querySelectorAll('[data-island]')]
    .filter((root) => [root, ...root.querySelectorAll('*')].some((n) => Object.keys(n).some((k) => k.startsWith('__reactFiber$'))))
    .map((root) => root.dataset.island);

const hydratedIslands = (page) => page.evaluate(HYDRATED);

/** Waits, without touching the page, until each island of `names` has hydrated. */
async function waitHydrated(page, names) {
  const deadline = Date.now() + 10000;
  for (;;) {
    const done = await hydratedIslands(page);
    if (names.every((n) => done.includes(n))) return;
    assert.ok(Date.now() < deadline, `${names.join(', ')} did not hydrate (hydrated: ${done.join(', ')})`);
    await page.waitForTimeout(50);
  }
}

for (const width of [375, 1280]) {
  test(`home and category pages run only the loader until used, fetch the rest at idle, and hydrate each island on first use (${width} px)`, async () => {
    assert.ok(ISLAND_FILES.Header && ISLAND_FILES.HomeTabs, 'the manifest names the islands');
    for (const url of pages()) {
      const code = [];
      const requests = [];
      const context = await chromium.browser.newContext({
        viewport: { width, height: width < 768 ? 740 : 900 },
        locale: url.startsWith('/pt-br') ? 'pt-BR' : 'en-US',
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      const watch = await watchPage(page);
      try {
        await page.addInitScript(() => localStorage.setItem('consent', 'declined'));
        await page.addInitScript(HOLD_IDLE);
        page.on('request', (r) => {
          requests.push(r.url());
          const u = new URL(r.url());
          if (r.resourceType() === 'script' || u.pathname.endsWith('.js') || u.pathname.endsWith('.wasm')) code.push(u.pathname);
        });
        await page.goto(`${server.origin}${url}`, { waitUntil: 'load' });
        // Past the loader's idle timeout (2 s): a timer standing in for idle would show.
        await page.waitForTimeout(2500);
        const before = [...new Set(code)];
        assert.ok(before.includes(LOADER), `${url}: the loader ${LOADER} is loaded (${before.join(', ')})`);
        assert.deepEqual(before.filter((f) => !ALLOWED.has(f)), [], `${url} at ${width} px loaded more than the loader before idle`);
        assert.ok(await page.evaluate(() => window.__idleQueued) > 0, `${url}: the islands' code waits for idle`);

        // Idle: every island's code is fetched, none runs.
        await page.evaluate(() => window.__releaseIdle());
        const names = await page.evaluate(() => [...document.querySelectorAll('[data-island]')].map((el) => el.dataset.island));
        assert.ok(names.includes('Header') && names.includes('ScrollTop'), names.join(', '));
        await page.waitForFunction(
          (files) => files.every((f) => document.querySelector(`link[rel=modulepreload][href="${f}"]`)),
          names.filter((n) => n !== 'Stats').map((n) => ISLAND_FILES[n]),
        );
        await page.waitForTimeout(300);
        assert.deepEqual(await hydratedIslands(page), [], `${url}: nothing hydrated before the visitor acted`);

        // First use: a pointer over the header wakes it and the sidebar its menu opens.
        await page.locator('[data-island="Header"] button:visible').first().hover();
        await waitHydrated(page, ['Header', 'Sidebar']);
        assert.ok(!(await hydratedIslands(page)).includes('ScrollTop'), `${url}: back-to-top waits for a scroll`);
        await page.mouse.wheel(0, 600);
        await waitHydrated(page, ['ScrollTop']);
        assert.deepEqual(foreign(requests), [], 'nothing from elsewhere');
        await watch.assertClean();
      } finally {
        await context.close();
      }
    }
  });
}

test('the loader itself is small (it is all a page runs before it is used)', async () => {
  const file = path.join(BUILD, LOADER);
  const { gzipSync } = await import('node:zlib');
  const size = gzipSync(fs.readFileSync(file)).length;
  assert.ok(size <= 10 * 1024, `the loader is ${size} bytes gzipped`);
});
