// Conventions of dist/ shared by the browser tests.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { DIST, RESULTS } from './paths.mjs';
import { watchPage } from './watch.mjs';
import { leaseTab } from './tabs.mjs';

export const LANGS = [
  { lang: 'en', prefix: '', locale: 'en-US', currency: 'USD' },
  { lang: 'pt-BR', prefix: '/pt-br', locale: 'pt-BR', currency: 'BRL' },
];

/** `/mortgage-calculator`, `/pt-br/mortgage-calculator`, `/pt-br/` ... */
export function pathFor(L, rest) {
  if (rest === '/' || rest === '') return L.prefix ? `${L.prefix}/` : '/';
  return `${L.prefix}${rest}`;
}

const calculatorPaths = new Map();

/**
 * The path of calculator `id`'s page in language L, as the build wrote it:
 * `/mortgage-calculator`, or the address the YAML's `slugs` give it
 * (`/pt-br/calculadora-ferias`). Read from dist/ (the page holding the
 * calculator's props), so a test never types a slug again.
 */
export function calculatorPath(L, id) {
  const found = calculatorPathsIn(L).get(id);
  assert.ok(found, `no ${L.lang} page in dist/ holds calculator ${id}'s props`);
  return found;
}

/** Every calculator page of language L in dist/: id → path (see calculatorPath). */
export function calculatorPathsIn(L) {
  if (!calculatorPaths.has(L.lang)) {
    const paths = new Map();
    const dir = path.join(DIST, L.prefix.slice(1));
    for (const name of fs.readdirSync(dir)) {
      if (!name.endsWith('.html')) continue;
      const found = fs.readFileSync(path.join(dir, name), 'utf8').match(/id="calc-([a-z0-9-]+)-props"/);
      if (found && !paths.has(found[1])) paths.set(found[1], `${L.prefix}/${name.slice(0, -'.html'.length)}`);
    }
    calculatorPaths.set(L.lang, paths);
  }
  return calculatorPaths.get(L.lang);
}

export const ISLAND = '[data-island="Calculator"]';
export const field = (name) => `${ISLAND} [name="${name}"]`;
export const output = (id) => `${ISLAND} [data-output="${id}"]`;

/**
 * A context and page (a reused tab, e2e-support/tabs.mjs, unless scripts
 * are off), watched for problems; close the context when done.
 * theme: 'light' | 'dark' (emulates prefers-color-scheme and, unless
 * storeTheme is false, stores the site's `theme` key before any script runs).
 */
export async function openPage(browser, url, { width = 1280, height = 900, theme = 'light', storeTheme = true, javaScriptEnabled = true, expect = [] } = {}) {
  const viewport = { width, height };
  let context;
  let page;
  if (javaScriptEnabled) {
    ({ context, page } = await leaseTab(browser, new URL(url).origin, {
      viewport, colorScheme: theme, always: storeTheme ? { theme } : {},
    }));
  } else {
    context = await browser.newContext({ viewport, colorScheme: theme, reducedMotion: 'reduce', javaScriptEnabled });
    page = await context.newPage();
  }
  const watch = await watchPage(page, { expect, installed: javaScriptEnabled });
  const response = await page.goto(url, { waitUntil: 'load' });
  return { context, page, watch, response };
}

/**
 * Wait until the islands on the page have hydrated: React has attached its
 * fibers to their DOM (or the island marked itself data-hydrated), then two
 * frames so the commit and effects are done. Islands that hydrate on first
 * use (data-hydrate="interaction") are woken as a visitor's pointer moving
 * over them would: a test that waits for hydration tests the hydrated page
 * (shell-loading.test.mjs tests the page before).
 */
export async function waitForHydration(page, selector = '[data-island]', timeout = 10000) {
  await wakeIslands(page, selector);
  try {
    await page.waitForFunction((sel) => {
      const roots = [...document.querySelectorAll(sel)];
      if (!roots.length) return false;
      const hydrated = (root) => {
        if (root.hasAttribute('data-hydrated')) return true;
        const el = root.querySelector('input, select, button, textarea') || root.firstElementChild;
        return !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber$') || k.startsWith('__reactProps$'));
      };
      return roots.every(hydrated);
    }, selector, { timeout });
  } catch (e) {
    const info = await page.evaluate((sel) => document.querySelectorAll(sel).length, selector).catch(() => '?');
    throw new Error(`${page.url()}: islands ${selector} (${info} found) did not hydrate within ${timeout} ms`);
  }
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/** A pointer moving over each island of `selector` that hydrates on first use (islands/src/main.ts). */
export async function wakeIslands(page, selector = '[data-island]') {
  await page.evaluate((sel) => {
    for (const el of document.querySelectorAll(sel)) {
      if (el.dataset.hydrate === 'interaction') el.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, movementX: 1 }));
    }
  }, selector);
}

export async function textOf(page, selector) {
  return page.evaluate((s) => {
    const el = document.querySelector(s);
    return el ? el.textContent : null;
  }, selector);
}

/**
 * Wait until the text of `selector` is `expected`: a string is the whole
 * text, trimmed ("22.2" is not "22.25" nor "122.2"); a RegExp is tested as
 * written (anchor it to mean the whole text).
 */
export async function waitForText(page, selector, expected, { timeout = 5000, what = selector } = {}) {
  const isRe = expected instanceof RegExp;
  try {
    await page.waitForFunction(([s, e, re]) => {
      const el = document.querySelector(s);
      if (!el) return false;
      return re ? new RegExp(e[0], e[1]).test(el.textContent) : el.textContent.trim() === e.trim();
    }, [selector, isRe ? [expected.source, expected.flags] : expected, isRe], { timeout });
  } catch {
    const actual = await textOf(page, selector);
    assert.fail(`${page.url()}: ${what}: expected text ${isRe ? expected : JSON.stringify(expected)}, got ${JSON.stringify(actual)} after ${timeout} ms`);
  }
}

/** Wait until the text of `selector` is no longer `before`; return it. */
export async function waitForChange(page, selector, before, { timeout = 5000 } = {}) {
  try {
    await page.waitForFunction(([s, b]) => document.querySelector(s)?.textContent !== b, [selector, before], { timeout });
  } catch {
    assert.fail(`${page.url()}: ${selector} stayed ${JSON.stringify(before)} for ${timeout} ms`);
  }
  return textOf(page, selector);
}

/**
 * Switch the page to `theme` with the header's toggle, as a visitor does
 * (at 1280 px, where the toggle is in the header bar): checking a page in
 * its second theme costs no second page load.
 */
export async function switchTheme(page, theme) {
  const dark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
  if ((await dark()) === (theme === 'dark')) return;
  await page.setViewportSize({ width: 1280, height: 900 });
  await waitForHydration(page, '[data-island="Header"]');
  await page.locator('[data-island="Header"] .shell-theme-btn').click();
  assert.equal(await dark(), theme === 'dark', `${page.url()}: the theme toggle did not switch to ${theme}`);
}

export function screenshotPath(name) {
  fs.mkdirSync(RESULTS, { recursive: true });
  return path.join(RESULTS, `${name}.png`);
}

/** Whether screenshots are taken (`make screenshots`). */
export const SCREENSHOTS = Boolean(process.env.CALCULA_SCREENSHOTS);

/**
 * The themes to check the n-th variant of a test in (a width, a language):
 * one, taking turns, so the variants cover both themes between them (the
 * themes are one stylesheet; every combination again only costs time);
 * both when screenshots are taken, to look at each (the variant's own first).
 */
export function themesFor(n) {
  const [own, other] = n % 2 === 0 ? ['light', 'dark'] : ['dark', 'light'];
  return SCREENSHOTS ? [own, other] : [own];
}

/**
 * A screenshot of `target` (a page or a locator) as test-results/<name>.png,
 * for a person to look at: taken only when CALCULA_SCREENSHOTS is set
 * (`make screenshots`). Nothing checks them, and the 150-odd full pages cost
 * `make test` about a minute.
 */
export async function screenshot(target, name, options = {}) {
  if (!SCREENSHOTS) return;
  await target.screenshot({ ...options, path: screenshotPath(name) });
}

/** Text that must never be shown as a result. */
export const BROKEN_NUMBER = /NaN|Infinity|∞|undefined/;
