// Helpers shared by the widget-*.test.mjs browser tests (not a test file:
// node --test runs only *.test.mjs).
import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';
import { AXE_TAGS } from '../../e2e-support/axe.mjs';
import { watchPage } from '../../e2e-support/watch.mjs';
import { waitForHydration } from '../../e2e-support/site.mjs';

export const WIDTHS = [375, 1280];
export const THEMES = ['light', 'dark'];
export const WIDGET = '[data-island="Widget"]';
export const tool = (name) => `${WIDGET} [data-widget="${name}"]`;
export const PANEL = `${WIDGET} [role="dialog"]`;

/** Monthly payment of the mortgage calculator (annual % rate, yearly tax and insurance). */
export function mortgagePayment({ homePrice = 400000, downPayment = 80000, loanTerm = 30, interestRate = 6.5, propertyTax = 4800, insurance = 1500 } = {}) {
  const P = homePrice - downPayment;
  const i = interestRate / 100 / 12;
  const n = loanTerm * 12;
  const pi = i === 0 ? P / n : (P * i) / (1 - (1 + i) ** -n);
  return pi + propertyTax / 12 + insurance / 12;
}

export const money = (x, locale = 'en-US', currency = 'USD') =>
  new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(x);

/**
 * A fresh context and page, watched. `consent`: the stored answer (null: the
 * banner shows). `clipboard`: grant clipboard access to the site's origin.
 * `init`: a script run before the page's own (e.g. a fake navigator.share).
 */
export async function openWidgetPage(browser, url, { width = 1280, height = 900, theme = 'light', consent = 'declined', clipboard = false, init = null, context: given = null } = {}) {
  const context = given ?? (await browser.newContext({ viewport: { width, height }, colorScheme: theme, reducedMotion: 'reduce', acceptDownloads: true }));
  if (clipboard) await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(url).origin });
  const page = await context.newPage();
  const watch = await watchPage(page);
  await page.addInitScript(({ theme, consent }) => {
    try {
      localStorage.setItem('theme', theme);
      if (consent) localStorage.setItem('consent', consent);
    } catch { /* storage disabled */ }
  }, { theme, consent });
  if (init) await page.addInitScript(init);
  const response = await page.goto(url, { waitUntil: 'load' });
  return { context, page, watch, response };
}

/** Waits until the widget (and the calculator) have hydrated. */
export async function ready(page) {
  await waitForHydration(page, `${WIDGET}, [data-island="Calculator"]`);
}

/** On small screens the tools are behind the toggle: open it if needed. */
export async function showTools(page) {
  const toggle = page.locator(tool('toggle'));
  if (await toggle.isVisible()) {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
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

/**
 * axe on the whole page, the widget's panels included. The sidebar's <nav>
 * is left to the shell's own tests: at the time of writing its label
 * ("Calculators") repeats the footer's "Calculators" navigation
 * (landmark-unique), which is not the widget's to fix.
 */
export async function assertAccessible(page, what = page.url()) {
  const result = await new AxeBuilder({ page }).withTags(AXE_TAGS).exclude('.shell-nav').analyze();
  const v = result.violations;
  const describe = (x) => `  [${x.impact}] ${x.id}: ${x.help}\n${x.nodes.slice(0, 5).map((n) => `      ${n.target.join(' ')}: ${(n.failureSummary || '').replace(/\s+/g, ' ')}`).join('\n')}`;
  assert.equal(v.length, 0, `${what}: axe found ${v.length} violation(s):\n${v.map(describe).join('\n')}`);
}
