// The embed code in a real browser: the Embed panel's code, pasted into
// another site's page (a document of another origin), shows the calculator
// in an iframe that takes the height of its content and follows it when it
// changes. The code is shown as text on our page, never run there.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { get } from '../../e2e-support/http.mjs';
import { SITE } from '../../e2e-support/paths.mjs';
import { watchPage } from '../../e2e-support/watch.mjs';
import { ISLAND, LANGS, pathFor, screenshot, waitForHydration } from '../../e2e-support/site.mjs';
import { WIDTHS, WIDGET, PANEL, openWidgetPage, ready, openPanel } from './widget-support.mjs';
import { siteAndBrowser } from '../../e2e-support/per-file.mjs';

const { server, chromium } = siteAndBrowser();

const url = (path) => `${server.origin}${path}`;

/** The code from the Embed panel of `path`, and whether copying it worked. */
async function embedCode(path) {
  const { context, page, watch } = await openWidgetPage(chromium.browser, url(path), { width: 1280, clipboard: true });
  try {
    await ready(page);
    await openPanel(page, 'embed');
    const code = await page.locator(`${PANEL} textarea`).inputValue();
    assert.equal(await page.locator(`${PANEL} textarea`).getAttribute('readonly'), '', 'read-only');
    assert.equal(await page.locator(`${WIDGET} iframe, ${WIDGET} script`).count(), 0, 'shown as text, not inserted');
    await page.locator(`${PANEL} .widget-action`).click();
    await page.waitForFunction((s) => /^(Code copied|Código copiado)\.$/.test(document.querySelector(s)?.textContent ?? ''), `${PANEL} .widget-inline-status`);
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), code, 'the copy button copies the code');
    await watch.assertClean();
    return code;
  } finally {
    await context.close();
  }
}

/** Host page height the iframe has now. */
const frameHeight = (page) => page.evaluate(() => document.querySelector('iframe[data-calcula-embed]').getBoundingClientRect().height);

/**
 * Waits until the iframe is as tall as its content and shows no scrollbar
 * inside, then passes: the content may still be growing when first read
 * (the mortgage's schedule and chart fill in after the first result), and
 * the height follows one message later, so a single reading of either can
 * catch the moment in between. Fails with both heights after 5 s.
 */
async function expectFits(page, frame, content, what) {
  const deadline = Date.now() + 5000;
  for (;;) {
    const [outer, inner] = [await frameHeight(page), await content()];
    const scrolls = await frame.evaluate(() => document.documentElement.scrollHeight > window.innerHeight);
    if (Math.abs(outer - inner) <= 1 && !scrolls) return;
    if (Date.now() > deadline) {
      assert.fail(`${what}: iframe ${outer} px tall, its content ${inner} px${scrolls ? ', with a scrollbar inside' : ''}`);
    }
    await page.waitForTimeout(100);
  }
}

for (const width of WIDTHS) {
  test(`the embed code resizes its iframe to the calculator, on another site (${width} px)`, async () => {
    const code = await embedCode('/mortgage-calculator');
    // It names the origin the page was served from (here the test's
    // server), not the site's configured address: it works as copied.
    assert.ok(
      code.startsWith(`<iframe src="${server.origin}/embed/mortgage" title="Mortgage Calculator" loading="lazy" style="width:100%;border:0" data-calcula-embed></iframe>\n<script>`),
      code,
    );
    assert.ok(code.includes(`event.origin !== "${server.origin}"`), code);
    const local = code;

    const context = await chromium.browser.newContext({ viewport: { width, height: 700 }, reducedMotion: 'reduce' });
    try {
      const page = await context.newPage();
      const problems = [];
      page.on('pageerror', (e) => problems.push(e.message));
      // setContent: a document of its own (opaque) origin, like another site.
      await page.setContent(`<!doctype html><html><head><title>Host</title></head><body><h1>Someone's page</h1>${local}<p>After the calculator.</p></body></html>`, { waitUntil: 'load' });
      const frame = await (await page.$('iframe[data-calcula-embed]')).contentFrame();
      await frame.waitForSelector(`${ISLAND} [data-output="monthlyPayment"]`);
      const content = () => frame.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
      await page.waitForFunction(() => document.querySelector('iframe[data-calcula-embed]').getBoundingClientRect().height > 300, null, { timeout: 10000 });
      await expectFits(page, frame, content, 'the iframe fits its content, with no scrollbar inside');
      await screenshot(page, `widget-embed-host-${width}`, { fullPage: true });

      // The content grows (an error message under a field): the iframe
      // follows. Measured from the hydrated island (it hydrates on the
      // field's first use).
      await frame.locator(`${ISLAND} [name="homePrice"]`).focus();
      await frame.waitForFunction((s) => {
        const el = document.querySelector(s);
        return el && Object.keys(el).some((k) => k.startsWith('__reactProps$'));
      }, `${ISLAND} [name="homePrice"]`);
      // Hydrated, the charts take their measured width (their built HTML
      // has a default one): wait for the content to settle.
      for (let last = -1, same = 0; same < 3; ) {
        const now = await content();
        same = now === last ? same + 1 : 0;
        last = now;
        await page.waitForTimeout(100);
      }
      await expectFits(page, frame, content, 'fits the hydrated island');
      const before = await frameHeight(page);
      await frame.locator(`${ISLAND} [name="homePrice"]`).fill('not a number');
      await frame.waitForSelector(`${ISLAND} .calc-field--invalid`);
      await page.waitForFunction((h) => document.querySelector('iframe[data-calcula-embed]').getBoundingClientRect().height > h, before, { timeout: 5000 });
      await expectFits(page, frame, content, 'follows the content when it grows');

      // ... and shrinks back.
      await frame.locator(`${ISLAND} [name="homePrice"]`).fill('400000');
      await expectFits(page, frame, content, 'follows the content when it shrinks');
      assert.ok(Math.abs((await frameHeight(page)) - before) <= 1, `back to ${before} px: ${await frameHeight(page)} px`);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
}

test('the listener ignores height messages from other frames and other origins', async () => {
  const code = await embedCode('/mortgage-calculator');
  const context = await chromium.browser.newContext({ viewport: { width: 800, height: 700 } });
  try {
    const page = await context.newPage();
    await page.setContent(`<!doctype html><title>Host</title>${code}<iframe id="other" title="other" srcdoc="<p>x</p>"></iframe>`, { waitUntil: 'load' });
    const frame = await (await page.$('iframe[data-calcula-embed]')).contentFrame();
    await frame.waitForSelector(`${ISLAND} [data-output="monthlyPayment"]`);
    await page.waitForFunction(() => document.querySelector('iframe[data-calcula-embed]').getBoundingClientRect().height > 300);
    // The calculator's own messages keep coming while its schedule and
    // chart fill in: compare with its content, not with a height read once.
    const content = () => frame.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
    // Every height the iframe takes from here on, in case a forged one is
    // applied and then undone by the calculator's next message.
    await page.evaluate(() => {
      window.heightsSeen = [];
      new ResizeObserver(([entry]) => window.heightsSeen.push(entry.contentRect.height))
        .observe(document.querySelector('iframe[data-calcula-embed]'));
    });
    // Another frame (opaque origin) and the host itself send a height.
    await page.evaluate(() => {
      const other = document.getElementById('other').contentWindow;
      other.eval?.('parent.postMessage({ type: "calcula:height", id: "mortgage", height: 42 }, "*")');
      window.postMessage({ type: 'calcula:height', id: 'mortgage', height: 43 }, '*');
    });
    await page.waitForTimeout(300);
    const seen = await page.evaluate(() => window.heightsSeen);
    assert.ok(seen.every((h) => h > 300), `the iframe took a forged height: ${seen.join(', ')} px`);
    const height = await frameHeight(page);
    assert.ok(height > 300, `the forged heights were applied: ${height} px`);
    assert.ok(Math.abs(height - (await content())) <= 1, `iframe ${height} px tall, its content ${await content()} px`);
  } finally {
    await context.close();
  }
});

test('the Portuguese code points at the Portuguese embed', async () => {
  const code = await embedCode('/pt-br/mortgage-calculator');
  assert.ok(code.includes(`src="${server.origin}/pt-br/embed/mortgage"`), code);
});

/** Every calculator of the content (content/calculators/<id>.yaml). */
const CALCULATOR_IDS = fs.readdirSync(path.join(SITE, 'content', 'calculators'))
  .filter((f) => f.endsWith('.yaml'))
  .map((f) => f.slice(0, -'.yaml'.length))
  .sort();

for (const L of LANGS) {
  test(`${L.lang}: /embed/<id> for every calculator — the bare calculator, no header, sidebar, footer or widget; it works`, async () => {
    assert.ok(CALCULATOR_IDS.length >= 3, `${CALCULATOR_IDS.length} calculators`);
    const context = await chromium.browser.newContext({ viewport: { width: 600, height: 800 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const watch = await watchPage(page);
    try {
      for (const id of CALCULATOR_IDS) {
        const embed = pathFor(L, `/embed/${id}`);
        const r = await get(url(embed));
        assert.equal(r.status, 200, `${embed}: status`);
        const html = r.text;
        assert.match(html, /<body[^>]*class="[^"]*\bembed\b/, `${embed}: an embed page`);
        assert.match(html, /<meta name="robots" content="noindex/, `${embed}: not indexed`);
        for (const [what, re] of [['header', /<header[\s>]/], ['footer', /<footer[\s>]/], ['navigation', /<nav[\s>]/], ['sidebar', /data-island="Sidebar"/], ['widget', /data-island="Widget"/], ['site header', /data-island="Header"/]]) {
          assert.doesNotMatch(html, re, `${embed}: has a ${what}`);
        }
        // The graphing calculator's plane is its own island (display: graph).
        assert.equal(html.match(/data-island="(Calculator|Graph)"/g)?.length, 1, `${embed}: one calculator`);
        assert.match(html, /class="powered-by"[^>]*>[^]*?<a [^>]*href="[^"]+"/, `${embed}: a "Powered by" link`);
        // In the browser: it hydrates and says nothing wrong.
        await page.goto(url(embed), { waitUntil: 'load' });
        await waitForHydration(page, `${ISLAND}, [data-island="Graph"]`);
        assert.equal(await page.evaluate(() => document.documentElement.lang), L.lang, `${embed}: <html lang>`);
      }
      await watch.assertClean();
    } finally {
      await context.close();
    }
  });
}
