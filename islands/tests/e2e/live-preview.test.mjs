// `calcula serve` as an editor uses it, on a copy of the content (the
// repository's files are never edited): saving a locale file reloads the
// open page with the new text; a broken save shows the error over the page
// (file:line:column, escaped, in an accessible alert dialog); fixing the
// file removes it. Prints the time from the save to the reloaded page.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { axeViolations } from '../../e2e-support/axe.mjs';
import { launchBrowser } from '../../e2e-support/browser.mjs';
import { REPO } from '../../e2e-support/paths.mjs';
import { waitForHydration } from '../../e2e-support/site.mjs';
import { register, unregister, waitForExit } from '../../e2e-support/processes.mjs';

const CALCULA = process.env.CALCULA_BIN || path.join(REPO, 'target', 'release', 'calcula');
const TEXTS = path.join('locales', 'en', 'calculators', 'tip.yaml');
const OVERLAY = '[role="alertdialog"]#calcula-live-error';

let site; // the temporary site root
let serve; // { child, log(), origin }
let chromium;

async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** A site root holding copies of content/ and locales/, and the islands' build. */
function copySite() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'calcula-live-'));
  for (const dir of ['content', 'locales']) fs.cpSync(path.join(REPO, dir), path.join(root, dir), { recursive: true });
  // Read only by the build (render scripts, SSR bundle, client assets).
  fs.symlinkSync(path.join(REPO, 'islands'), path.join(root, 'islands'));
  return root;
}

async function startServe(root) {
  const port = await freePort();
  const child = spawn(CALCULA, ['--root', root, 'serve', '--port', String(port), '--out', path.join(root, 'dist')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  register(child.pid, 'calcula serve', { dir: root });
  let log = '';
  child.stderr.on('data', (d) => { log += d; });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000; // the first build is a cold one
  while (!log.includes('serving ')) {
    if (child.exitCode !== null) throw new Error(`calcula serve exited:\n${log}`);
    if (Date.now() > deadline) throw new Error(`calcula serve did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, origin, log: () => log };
}

before(async () => {
  site = copySite();
  serve = await startServe(site);
  chromium = await launchBrowser();
});

after(async () => {
  await chromium?.close();
  if (serve) {
    serve.child.kill('SIGTERM');
    await waitForExit(serve.child.pid, 5000);
    unregister(serve.child.pid);
  }
  if (site) fs.rmSync(site, { recursive: true, force: true });
});

/** The URLs `page` has asked for and not yet had (or failed) an answer to. */
function trackRequests(page) {
  const pending = new Set();
  page.on('request', (r) => pending.add(r.url()));
  for (const done of ['requestfinished', 'requestfailed']) page.on(done, (r) => pending.delete(r.url()));
  return pending;
}

/** Writes the copy's tip texts, resolving once the page has loaded again. */
async function saveAndReload(page, text) {
  // An editor saves a page that has long finished loading: not one still
  // hydrating and compiling its WebAssembly on the same two cores. Not
  // 'networkidle': the live script's event stream stays open, and whether
  // Chromium counts it as traffic varies under load. Not 'load' either:
  // under CI load it once did not come within 30 s; hydration is what an
  // editor waits for, and a request that never ends is named below.
  await waitForHydration(page, '[data-island="Calculator"]', 30_000);
  await page.waitForTimeout(500);
  const reloaded = page.waitForEvent('domcontentloaded', { timeout: 30_000 });
  const saved = performance.now();
  fs.writeFileSync(path.join(site, TEXTS), text);
  await reloaded;
  return performance.now() - saved;
}

test('a saved locale file reloads the page; a broken one shows its error until fixed', async () => {
  const original = fs.readFileSync(path.join(site, TEXTS), 'utf8');
  const title = original.match(/^title: (.+)$/m)[1];
  const context = await chromium.browser.newContext();
  const page = await context.newPage();
  const pending = trackRequests(page);
  try {
    await page.goto(`${serve.origin}/tip-calculator`, { waitUntil: 'domcontentloaded' });
    assert.equal(await page.textContent('h1'), title);
    assert.equal(await page.locator('script[src="/__calcula/live.js"]').count(), 1, 'serve adds the live script');
    assert.ok(!fs.readFileSync(path.join(site, 'dist', 'tip-calculator.html'), 'utf8').includes('__calcula'),
      'dist/ never holds the live script');

    // Several saves, as an editor makes them: the first pays for warming
    // up (the renderers' and the browser's), the rest are what editing feels like.
    const times = [];
    for (const mark of ['(draft)', '(draft 2)', '(draft 3)', '(edited)']) {
      times.push(await saveAndReload(page, original.replace(`title: ${title}`, `title: ${title} ${mark}`)));
      assert.equal(await page.textContent('h1'), `${title} ${mark}`);
    }
    const edited = original.replace(`title: ${title}`, `title: ${title} (edited)`);
    const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];
    console.log(`live preview: save → reloaded page (DOMContentLoaded) in ${median.toFixed(0)} ms (median of ${times.length} saves: ${times.map((t) => t.toFixed(0)).join(', ')} ms)`);

    // An unknown field whose name is markup: shown as text, located.
    const line = edited.split('\n').length + (edited.endsWith('\n') ? 0 : 1);
    const broken = `${edited.replace(/\n?$/, '\n')}<img src=x onerror=alert(1)>: 1\n`;
    fs.writeFileSync(path.join(site, TEXTS), broken);
    const overlay = page.locator(OVERLAY);
    await overlay.waitFor({ timeout: 30_000 });
    const message = await overlay.locator('pre').textContent();
    assert.match(message, new RegExp(`locales/en/calculators/tip\\.yaml:${line}:1: unknown field`), message);
    assert.match(message, /hint: /);
    assert.equal(await overlay.locator('img').count(), 0, 'the message is text, not markup');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'calcula-live-error', 'the overlay takes focus');
    assert.equal(await page.textContent('h1'), `${title} (edited)`, 'the stale page stays under the overlay');
    assert.deepEqual((await axeViolations(page, { include: '#calcula-live-error' })).map((v) => v.id), [], 'the overlay is accessible');
    await page.keyboard.press('Escape');
    assert.ok(await overlay.isHidden(), 'Escape shows the out-of-date page');

    await saveAndReload(page, original);
    assert.equal(await overlay.count(), 0, 'fixing the file removes the overlay');
    assert.equal(await page.textContent('h1'), title);
  } catch (e) {
    e.message += `\n--- requests without an answer ---\n${[...pending].join('\n') || '(none)'}`;
    e.message += `\n--- calcula serve ---\n${serve.log()}`;
    throw e;
  } finally {
    await context.close();
  }
});
