// Helpers shared by the widget-*.test.mjs browser tests (not a test file:
// node --test runs only *.test.mjs).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { REPO } from '../../e2e-support/paths.mjs';
import { watchPage } from '../../e2e-support/watch.mjs';
import { leaseTab } from '../../e2e-support/tabs.mjs';
import { waitForHydration } from '../../e2e-support/site.mjs';
import { defaults } from '../../e2e-support/props.mjs';

export const WIDTHS = [375, 1280];
export const THEMES = ['light', 'dark'];
export const WIDGET = '[data-island="Widget"]';
export const tool = (name) => `${WIDGET} [data-widget="${name}"]`;
export const PANEL = `${WIDGET} [role="dialog"]`;

/**
 * Monthly payment of the mortgage calculator (annual % rate, yearly tax and
 * insurance), from its declared defaults with `over` changed.
 */
export function mortgagePayment(over = {}) {
  const { homePrice, downPayment, loanTerm, interestRate, propertyTax, insurance, pmiRate } = { ...defaults('mortgage', 'en'), ...over };
  const P = homePrice - downPayment;
  const i = interestRate / 100 / 12;
  const n = loanTerm * 12;
  const pi = i === 0 ? P / n : (P * i) / (1 - (1 + i) ** -n);
  // PMI, a yearly % of the loan, while the loan is above 80 % of the price.
  const pmi = P > 0.8 * homePrice ? (P * pmiRate) / 100 / 12 : 0;
  return pi + propertyTax / 12 + insurance / 12 + pmi;
}

export const money = (x, locale = 'en-US', currency = 'USD') =>
  new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(x);

/**
 * A context and page (a reused tab, e2e-support/tabs.mjs, unless `context`
 * is given), watched. `consent`: the stored answer (null: the banner
 * shows). `clipboard`: grant clipboard access to the site's origin.
 * `init`: a script run before the page's own (e.g. a fake navigator.share).
 */
export async function openWidgetPage(browser, url, { width = 1280, height = 900, theme = 'light', consent = 'declined', clipboard = false, init = null, context: given = null } = {}) {
  const origin = new URL(url).origin;
  const viewport = { width, height };
  const always = { theme, ...(consent ? { consent } : {}) };
  let context;
  let page;
  let installed = false;
  if (given) {
    context = given;
    page = await context.newPage();
    await page.addInitScript((items) => {
      try {
        for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);
      } catch { /* storage disabled */ }
    }, always);
  } else {
    ({ context, page } = await leaseTab(browser, origin, { fixed: { acceptDownloads: true }, viewport, colorScheme: theme, always }));
    installed = true;
  }
  if (clipboard) await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  const watch = await watchPage(page, { installed });
  if (init) await page.addInitScript(init);
  const response = await page.goto(url, { waitUntil: 'load' });
  return { context, page, watch, response };
}

/**
 * Opens the page as openWidgetPage does, waits for the calculator, runs
 * `body`, then checks the page logged no error and closes its context.
 */
export async function withWidgetPage(browser, url, options, body) {
  const { context, page, watch, response } = await openWidgetPage(browser, url, options);
  try {
    await ready(page);
    await body({ context, page, watch, response });
    await watch.assertClean();
  } finally {
    await context.close();
  }
}

/**
 * Waits until the calculator has hydrated. The widget hydrates on first use
 * (the page's data-hydrate="interaction": pointer moving over it, focus, a key), and a
 * click made before that is replayed once it has: tests click as a reader
 * would, then wait for what the click does.
 */
export async function ready(page) {
  await waitForHydration(page, '[data-island="Calculator"]');
}

/** Waits until the widget has hydrated (after its first use, see ready). */
export async function widgetHydrated(page) {
  await waitForHydration(page, WIDGET);
}

/** On small screens the tools are behind the toggle: open it if needed. */
export async function showTools(page) {
  const toggle = page.locator(tool('toggle'));
  if (await toggle.isVisible()) {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') {
      await toggle.click();
      // Before the widget hydrates the click is held and replayed: wait for
      // it to land, or the next call would click the toggle shut again.
      await page.waitForFunction((s) => document.querySelector(s)?.getAttribute('aria-expanded') === 'true', tool('toggle'));
    }
  }
}

export async function openPanel(page, name) {
  await showTools(page);
  await page.locator(tool(name)).click();
  await page.locator(PANEL).waitFor({ state: 'visible' });
}

/** A box of an element in CSS pixels, or null when it is not rendered. */
export async function box(page, selector) {
  return page.evaluate((s) => {
    const el = document.querySelector(s);
    if (!el || el.getClientRects().length === 0) return null;
    const r = el.getBoundingClientRect();
    return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height };
  }, selector);
}

export function overlaps(a, b) {
  return !!a && !!b && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

export function assertInside(a, width, height, what) {
  assert.ok(a, `${what} is not shown`);
  assert.ok(a.left >= 0 && a.top >= 0 && a.right <= width + 0.5 && a.bottom <= height + 0.5, `${what} is off screen: ${JSON.stringify(a)} in ${width}×${height}`);
}

/** axe on the whole page, the widget's panels and the sidebar's navigation included. */
export { assertAccessible } from '../../e2e-support/axe.mjs';

/**
 * The plain strings of one mapping of locales/<lang>.yaml, e.g.
 * localeStrings('pt-BR', 'calculatorIsland.tools'): the keys written as
 * `key: value` one level under that path (values unquoted).
 */
export function localeStrings(lang, dotted) {
  const lines = fs.readFileSync(path.join(REPO, 'locales', `${lang}.yaml`), 'utf8').split('\n');
  const want = dotted.split('.');
  const stack = []; // [indent, key]
  const out = {};
  for (const line of lines) {
    const m = line.match(/^( *)([A-Za-z0-9_]+):(?:\s+(.*?))?\s*$/);
    if (!m || line.trimStart().startsWith('#')) continue;
    const indent = m[1].length;
    while (stack.length && stack.at(-1)[0] >= indent) stack.pop();
    const here = stack.map((x) => x[1]);
    if (m[3] === undefined || m[3] === '') stack.push([indent, m[2]]);
    else if (here.length === want.length && here.every((k, i) => k === want[i])) {
      out[m[2]] = m[3].replace(/^(['"])(.*)\1$/, '$2');
    }
  }
  assert.ok(Object.keys(out).length > 0, `locales/${lang}.yaml: nothing under ${dotted}`);
  return out;
}
