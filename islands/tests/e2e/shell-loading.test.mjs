// What the home and category pages load before the browser is idle (issue
// 3, acceptance 5): the island loader and at most the header's islands
// (Header, and the Sidebar its menu button opens), with their own imports —
// no other island, no WebAssembly. The test holds "idle" back: an init
// script replaces requestIdleCallback with a queue it releases by hand, and
// nothing on the page is touched (touching hydrates at once, by design).
// Every script and WebAssembly request is recorded until well past `load`;
// then idle is released and the islands must load and hydrate.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { SITE } from '../../e2e-support/paths.mjs';
import { LANGS, pathFor } from '../../e2e-support/site.mjs';
import { watchPage } from '../../e2e-support/watch.mjs';
import { hydrated, foreign } from './shell-support.mjs';
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
const HEADER_ISLANDS = ['Header', 'Sidebar'];
const ALLOWED = new Set([...closure('src/main.ts'), ...HEADER_ISLANDS.flatMap((n) => [...closure(`src/islands/${n}.tsx`)])]);
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

for (const width of [375, 1280]) {
  test(`home and category pages load only the loader and the header islands before idle (${width} px)`, async () => {
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
        const extra = before.filter((f) => !ALLOWED.has(f));
        assert.deepEqual(extra, [], `${url} at ${width} px loaded more than the loader and the header islands before idle`);
        for (const [name, file] of Object.entries(ISLAND_FILES)) {
          if (!HEADER_ISLANDS.includes(name)) assert.ok(!before.includes(file), `${url}: island ${name} before idle`);
        }
        assert.ok(await page.evaluate(() => window.__idleQueued) > 0, `${url}: islands are waiting for idle`);
        assert.equal(await page.evaluate(() => document.querySelectorAll('[data-island="HomeTabs"], [data-island="ScrollTop"]').length > 0), true);

        // Idle: the rest loads and hydrates.
        await page.evaluate(() => window.__releaseIdle());
        await hydrated(page, 'Header');
        await hydrated(page, 'Sidebar');
        // The scroll-to-top button: an idle island on every shell page (the
        // consent banner is built only with an analytics id).
        await hydrated(page, 'ScrollTop');
        if (url.endsWith('/')) await hydrated(page, 'HomeTabs');
        const after = [...new Set(code)].filter((f) => !before.includes(f));
        assert.ok(after.includes(ISLAND_FILES.ScrollTop), `${url}: the other islands load after idle (${after.join(', ')})`);
        assert.deepEqual(foreign(requests), [], 'nothing from elsewhere');
        await watch.assertClean();
      } finally {
        await context.close();
      }
    }
  });
}

test('the loader itself is small (it is all a page runs before idle)', async () => {
  const file = path.join(BUILD, LOADER);
  const { gzipSync } = await import('node:zlib');
  const size = gzipSync(fs.readFileSync(file)).length;
  assert.ok(size < 8 * 1024, `the loader is ${size} bytes gzipped`);
});
