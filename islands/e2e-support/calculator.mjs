// A calculator page driven as a person would: opened and hydrated, inputs
// set in the page's locale, dates read as the page writes them. Formatting
// here is Intl's, independent of the site's own code.
import assert from 'node:assert/strict';
import { ISLAND, BROKEN_NUMBER, SCREENSHOTS, field, output, screenshot, switchTheme, waitForHydration, waitForText } from './site.mjs';
import { assertAccessible } from './axe.mjs';

/**
 * Waits for a page being opened (shell-support's `open` or site's
 * `openPage`), checks it answered 200 and waits for its calculator island
 * to hydrate; returns what the opener returned.
 */
export async function hydratedCalculator(opening, what) {
  const opened = await opening;
  assert.equal(opened.response?.status(), 200, `${what}: status`);
  await waitForHydration(opened.page, ISLAND);
  return opened;
}

/** Intl's number format for the page's locale; no sign on a rounded zero ("0", not "-0"). */
export const intl = (L, options) => new Intl.NumberFormat(L.locale, { signDisplay: 'negative', ...options });

/** A number as a person types it in the page's locale: 1234.5 → "1234.5" / "1234,5". */
export const typed = (L, x) => intl(L, { maximumFractionDigits: 10, useGrouping: false }).format(x);

/** An ISO day as the page shows it: "Dec 6, 2026" / "6 de dez. de 2026". */
export const day = (L, iso) => {
  const [y, m, d] = iso.split('-').map(Number);
  return new Intl.DateTimeFormat(L.locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, d));
};

/** Sets an input the way a person would: a radio, a dropdown, a checkbox, or typed text in the locale. */
export async function setInput(page, L, name, value) {
  const kind = await page.locator(field(name)).first().evaluate((el) => (el.localName === 'select' ? 'select' : el.type));
  if (kind === 'radio') await page.locator(`${field(name)}[value="${value}"]`).check();
  else if (kind === 'select') await page.locator(field(name)).selectOption(String(value));
  else if (kind === 'checkbox') await page.locator(field(name)).setChecked(value === true || value === 'true');
  else await page.locator(field(name)).fill(typeof value === 'number' ? typed(L, value) : String(value));
}

/** `setInput` for each `{name: value}`, in order. */
export async function setInputs(page, L, values) {
  for (const [name, value] of Object.entries(values)) await setInput(page, L, name, value);
}

const escaped = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Output `id` shows exactly `text` (a number, a date, a label as the page
 * writes it); with `unit`, followed by the output's unit if it has one.
 */
export async function expectShown(page, id, text, what, { unit = false } = {}) {
  const after = unit ? '(\\s+\\S+)?' : '';
  await waitForText(page, output(id), new RegExp(`^\\s*${escaped(text)}${after}\\s*$`), { what: `${id} ${what}`, timeout: 10000 });
}

/** The label a page gives value `key` of output `id` (from its props: the locale's text). */
export const labelOf = (props, id, key) => {
  const text = props.outputs.find((o) => o.id === id)?.values?.[key];
  assert.ok(text, `${id} has a label for ${key}`);
  return text;
};

/** No broken number in the calculator, axe finds nothing once the network is idle, and the console stayed clean. */
export async function assertClean(page, watch, what) {
  const text = await page.evaluate((s) => document.querySelector(s).innerText, ISLAND);
  assert.doesNotMatch(text, BROKEN_NUMBER, `${what}: a broken number on the page`);
  await page.waitForLoadState('networkidle');
  await assertAccessible(page, what);
  await watch.assertClean();
}

/** With CALCULA_SCREENSHOTS: the calculator at 375 and 1280 px, light and dark. */
export async function screenshotBoth(page, name) {
  if (!SCREENSHOTS) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const theme of ['light', 'dark']) {
      await page.evaluate((t) => document.documentElement.classList.toggle('dark', t === 'dark'), theme);
      await page.waitForTimeout(100);
      await screenshot(page.locator(ISLAND), `${name}-${width}-${theme}`);
    }
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * With CALCULA_SCREENSHOTS: the whole calculator at 375 and 1280 px, light
 * and dark, in screen-high pieces (a tall page is too long to look at in
 * one), as test-results/<name>-<width>-<theme>-<n>.png.
 */
export async function screenshotInPieces(page, name) {
  if (!SCREENSHOTS) return;
  for (const theme of ['light', 'dark']) {
    // switchTheme works at 1280 px; each width after it.
    await switchTheme(page, theme);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const box = await page.locator(ISLAND).evaluate((el) => {
        const r = el.getBoundingClientRect();
        return { y: r.top + window.scrollY, height: r.height };
      });
      for (let top = 0, n = 0; top < box.height; top += 900, n++) {
        const clip = { x: 0, y: box.y + top, width, height: Math.min(900, box.height - top) };
        await screenshot(page, `${name}-${width}-${theme}-${n}`, { fullPage: true, clip });
      }
    }
  }
}
