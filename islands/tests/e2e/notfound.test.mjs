// The 404 rule: unknown paths answer 404 with dist/404.html,
// whose script normalises a language prefix and otherwise replaces the
// location with / (or /pt-br/ under /pt-br/), without adding history.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { startServer } from '../../e2e-support/server.mjs';
import { launchBrowser } from '../../e2e-support/browser.mjs';
import { get, closeAgent } from '../../e2e-support/http.mjs';
import { DIST } from '../../e2e-support/paths.mjs';
import { watchPage } from '../../e2e-support/watch.mjs';

let server;
let chromium;
before(async () => {
  server = await startServer();
  chromium = await launchBrowser();
});
after(async () => {
  await chromium?.close();
  await server?.stop();
  closeAgent();
});

test('an unknown path answers 404 with the content of dist/404.html', async () => {
  const expected = fs.readFileSync(path.join(DIST, '404.html'));
  for (const p of ['/nope', '/pt-br/nope', '/PT-BR/mortgage-calculator', '/fr/x', '/a/b/c']) {
    const res = await get(`${server.origin}${p}`);
    assert.equal(res.status, 404, `${p}: status`);
    assert.ok(res.body.equals(expected), `${p}: body is not dist/404.html`);
  }
});

// [start, where the browser must end]
const CASES = [
  ['/nope', '/'],
  ['/a/b/c', '/'],
  ['/PT-BR/mortgage-calculator', '/pt-br/mortgage-calculator'],
  ['/Pt-Br/bmi-calculator', '/pt-br/bmi-calculator'],
  ['/PT-BR/', '/pt-br/'],
  ['/PT-BR/embed/mortgage', '/pt-br/embed/mortgage'],
  ['/pt/mortgage-calculator', '/pt-br/mortgage-calculator'],
  ['/en/bmi-calculator', '/bmi-calculator'],
  ['/en/', '/'],
  ['/es-mx/percentage-calculator', '/percentage-calculator'],
  ['/fr/x', '/'], // → /x, itself unknown → /
  ['/pt-br/nope', '/pt-br/'],
];

for (const [from, to] of CASES) {
  test(`${from} → ${to}`, async () => {
    const context = await chromium.browser.newContext();
    try {
      const page = await context.newPage();
      const documents = [];
      page.on('response', (r) => { if (r.request().isNavigationRequest() && r.frame() === page.mainFrame()) documents.push([r.status(), new URL(r.url()).pathname]); });
      // Every document on the way, except the last, is a 404 on purpose.
      const watch = await watchPage(page, { expect: [(u) => new URL(u).pathname !== to] });
      const historyBefore = await page.evaluate(() => history.length);
      const first = await page.goto(`${server.origin}${from}`, { waitUntil: 'commit' });
      assert.equal(first.status(), 404, `${from}: first response`);
      await page.waitForURL((u) => u.pathname === to, { waitUntil: 'load', timeout: 5000 }).catch(() => {
        assert.fail(`${from}: expected to end at ${to}, still at ${new URL(page.url()).pathname} after 5 s (documents: ${JSON.stringify(documents)})`);
      });
      // Give a wrong extra redirect a chance to happen, then check we stayed.
      await page.evaluate(() => new Promise((r) => setTimeout(r, 150)));
      assert.equal(new URL(page.url()).pathname, to, `${from}: moved on from ${to} (documents: ${JSON.stringify(documents)})`);
      const last = documents.at(-1);
      assert.deepEqual(last, [200, to], `${from}: final document (all: ${JSON.stringify(documents)})`);
      // location.replace: no history entry for the 404 page(s).
      assert.equal(await page.evaluate(() => history.length), historyBefore + 1,
        `${from}: history.length grew by more than the one navigation (a 404 page was left in the history)`);
      const lang = await page.evaluate(() => document.documentElement.lang);
      assert.equal(lang, to.startsWith('/pt-br/') ? 'pt-BR' : 'en', `${to}: <html lang>`);
      await watch.assertClean(`${from} → ${to}`);
    } finally {
      await context.close();
    }
  });
}
