// Nothing fixed over the page hides what the visitor works with, on every
// calculator page of the built site (the pages whose <main> is a
// calculator page, read from dist/):
//
// - at 375 px, Tab through the calculator from its first control to its
//   last: no fixed or sticky element (the header, the scroll-to-top
//   button, the tools button) overlaps the focused element's box (WCAG 2.2
//   2.4.11, focus not obscured), and every text field draws a box of its
//   own (a border hugging it, not a label over empty space);
// - at 1280 px, the tool rail on the right edge stays clear of the results
//   card and of the graph.
//
// One browser, one page per language reused for every calculator, every
// calculator page in both languages.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { DIST } from '../../e2e-support/paths.mjs';
import { LANGS, waitForHydration, screenshot } from '../../e2e-support/site.mjs';
import { watchPage } from '../../e2e-support/watch.mjs';
import { siteAndBrowser } from '../../e2e-support/per-file.mjs';

const { server, chromium } = siteAndBrowser();

/** Every calculator page of language L in dist/: its URL path (`/pt-br/concrete-calculator`) and calculator id. */
function calculatorPages(L) {
  const root = path.join(DIST, L.prefix.slice(1));
  const pages = [];
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    let file = null;
    if (entry.isFile() && entry.name.endsWith('.html')) file = path.join(root, entry.name);
    else if (entry.isDirectory() && fs.existsSync(path.join(root, entry.name, 'index.html'))) file = path.join(root, entry.name, 'index.html');
    if (!file) continue;
    const html = fs.readFileSync(file, 'utf8');
    if (!/<main [^>]*class="[^"]*\bcalculator-page\b/.test(html)) continue;
    const name = entry.isFile() ? entry.name.slice(0, -'.html'.length) : entry.name;
    const id = html.match(/id="calc-([a-z0-9-]+)-props"/)?.[1];
    assert.ok(id, `${file}: a calculator's props`);
    pages.push({ url: `${L.prefix}/${name}`, id });
  }
  return pages.sort((a, b) => (a.url < b.url ? -1 : 1));
}

const ISLANDS = '[data-island="Calculator"], [data-island="Graph"]';

/**
 * In the page: the focused element, its box, whether it is still inside a
 * calculator island, the fixed or sticky elements (outside the island: the
 * header, the buttons) over that box, and for a text field whether a box
 * hugging it draws a border.
 */
function inspectFocus(islands) {
  const el = document.activeElement;
  if (!el || !el.closest(islands)) return { inside: false };
  const rectOf = (e) => e.getBoundingClientRect();
  let target = el;
  // A visually hidden radio or checkbox: the visitor sees its label.
  if (rectOf(el).width < 4 || rectOf(el).height < 4) target = el.closest('label') ?? el.parentElement;
  const r = rectOf(target);
  const covering = [];
  // The fixed and sticky elements outside the islands (the island's own
  // sticky table heads scroll with it), found once per page.
  window.__pinned ??= [...document.querySelectorAll('body *')].filter((e) => {
    const p = getComputedStyle(e).position;
    return (p === 'fixed' || p === 'sticky') && !e.closest(islands);
  });
  for (const other of window.__pinned) {
    const style = getComputedStyle(other);
    if (other.contains(el) || el.contains(other)) continue;
    if (style.visibility === 'hidden' || Number(style.opacity) === 0 || other.getClientRects().length === 0) continue;
    const o = rectOf(other);
    if (o.width === 0 || o.height === 0) continue;
    const x = Math.min(r.right, o.right) - Math.max(r.left, o.left);
    const y = Math.min(r.bottom, o.bottom) - Math.max(r.top, o.top);
    if (x > 0.5 && y > 0.5) covering.push(`<${other.localName} class="${other.className}"> at ${Math.round(o.top)}–${Math.round(o.bottom)}`);
  }
  let boxless = false;
  const textField = el.localName === 'textarea' || el.localName === 'select'
    || (el.localName === 'input' && ['text', 'password', 'search', 'number', 'date', 'time', 'email', 'url'].includes(el.type));
  if (textField) {
    boxless = true;
    const own = rectOf(el);
    for (let e = el; e && e !== document.body; e = e.parentElement) {
      const b = rectOf(e);
      if (b.height > own.height + 12) break; // a panel around the field and its label, not the field's box
      const s = getComputedStyle(e);
      const bordered = ['Top', 'Bottom'].every((side) => parseFloat(s[`border${side}Width`]) >= 1 && s[`border${side}Style`] !== 'none');
      if (bordered) { boxless = false; break; }
    }
  }
  const name = el.getAttribute('name') || el.id || el.getAttribute('aria-label') || el.textContent.trim().slice(0, 30);
  return { inside: true, what: `<${el.localName} ${name}> at ${Math.round(r.top)}–${Math.round(r.bottom)}`, covering, boxless };
}

/** Tab from just before the calculator to just after it; every problem found, described. */
async function tabThrough(page, url) {
  const problems = [];
  await page.evaluate((islands) => {
    const start = document.querySelector('main h1');
    start.tabIndex = -1;
    start.focus();
    window.scrollTo(0, 0);
    void islands;
  }, ISLANDS);
  let seen = 0;
  for (let step = 0; step < 120; step++) {
    await page.keyboard.press('Tab');
    const f = await page.evaluate(async (islands) => {
      // Scrolling shows the scroll-to-top button on the next frames: wait
      // for them only when this Tab scrolled the page.
      if (window.scrollY !== window.__lastScrollY) {
        window.__lastScrollY = window.scrollY;
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      }
      return window.__inspectFocus(islands);
    }, ISLANDS);
    if (!f.inside) {
      if (seen > 0) break;
      continue; // still before the calculator (the breadcrumbs' links come after the h1 only on some pages)
    }
    seen++;
    if (f.covering.length) problems.push(`${url}: ${f.what} is covered by ${f.covering.join(', ')}`);
    if (f.boxless) problems.push(`${url}: ${f.what} draws no box of its own (no border around the field)`);
  }
  if (seen === 0) problems.push(`${url}: Tab never reached the calculator`);
  return problems;
}

/** At 1280 px: the tool rail's box, and the results card's and graph's, none overlapping. */
function railClear() {
  const rail = document.querySelector('[data-island="Widget"] .widget-bar');
  if (!rail || rail.getClientRects().length === 0) return ['no tool rail shown'];
  const r = rail.getBoundingClientRect();
  const problems = [];
  for (const el of document.querySelectorAll('.calc-results, .calc-chart, [data-island="Graph"] svg, [data-island="Graph"] canvas')) {
    if (el.getClientRects().length === 0) continue;
    const b = el.getBoundingClientRect();
    // The rail is fixed at the right edge while the page scrolls under it:
    // clear means beside it, whatever the scroll position.
    if (b.right > r.left + 0.5 && b.width > 0) problems.push(`<${el.localName} class="${el.getAttribute('class')}"> reaches x=${Math.round(b.right)}, under the rail from x=${Math.round(r.left)}`);
  }
  return problems;
}

// About a second a page on two cores; the two languages run side by side.
describe('focus not obscured', { concurrency: 2 }, () => {
  for (const L of LANGS) {
    test(`${L.lang}: on every calculator page, Tab at 375 px reaches each control uncovered; at 1280 px the tool rail clears the results and the graph`, async () => {
      assert.ok(calculatorPages(L).length >= 40, `${calculatorPages(L).length} calculator pages in ${L.lang}`);
      const pages = calculatorPages(L).map((p) => p.url);
      const context = await chromium.browser.newContext({ viewport: { width: 375, height: 740 }, reducedMotion: 'reduce', locale: L.locale });
      await context.addInitScript(() => {
        try { localStorage.setItem('consent', 'declined'); } catch { /* storage disabled */ }
      });
      await context.addInitScript(`window.__inspectFocus = ${inspectFocus.toString()};`);
      const page = await context.newPage();
      const watch = await watchPage(page);
      const problems = [];
      try {
        for (const url of pages) {
          await page.setViewportSize({ width: 375, height: 740 });
          const response = await page.goto(`${server.origin}${url}`, { waitUntil: 'load' });
          assert.equal(response.status(), 200, `${url}: status`);
          await waitForHydration(page, ISLANDS);
          problems.push(...(await tabThrough(page, url)));
          await page.setViewportSize({ width: 1280, height: 900 });
          await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
          problems.push(...(await page.evaluate(railClear)).map((p) => `${url} at 1280 px: ${p}`));
        }
        for (const url of ['/password-generator', '/concrete-calculator', '/graphing-calculator']) {
          const at = `${L.prefix}${url}`;
          await page.goto(`${server.origin}${at}`, { waitUntil: 'load' });
          await waitForHydration(page, ISLANDS);
          for (const width of [375, 1280]) {
            await page.setViewportSize({ width, height: width === 375 ? 740 : 900 });
            await screenshot(page, `focus-${L.lang}-${url.slice(1)}-${width}`, { fullPage: true });
          }
        }
        assert.deepEqual(problems, [], problems.join('\n'));
        await watch.assertClean();
      } finally {
        await context.close();
      }
    });
  }
});
