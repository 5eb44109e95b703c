// Helpers shared by the shell-*.test.mjs browser tests (not a test file:
// node --test runs only *.test.mjs here).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { watchPage } from '../../e2e-support/watch.mjs';
import { leaseTab } from '../../e2e-support/tabs.mjs';
import { REPO } from '../../e2e-support/paths.mjs';
import { wakeIslands } from '../../e2e-support/site.mjs';

export const WIDTHS = [375, 768, 1280];
export const THEMES = ['light', 'dark'];

/** The three strings the spec fixes, in English and (from the locale file) Portuguese. */
export function shellTexts() {
  const en = { searchPlaceholder: 'Search calculators...', noResults: 'No calculators found', loading: 'Loading...' };
  const yaml = fs.readFileSync(path.join(REPO, 'locales', 'pt-BR.yaml'), 'utf8');
  const header = yaml.slice(yaml.search(/^shell:\s*$/m));
  const pick = (key) => {
    const m = header.match(new RegExp(`^\\s+${key}:\\s*(.+?)\\s*$`, 'm'));
    assert.ok(m, `locales/pt-BR.yaml: shell.header.${key} is missing`);
    return m[1].replace(/^(['"])(.*)\1$/, '$2');
  };
  const pt = { searchPlaceholder: pick('searchPlaceholder'), noResults: pick('noResults'), loading: pick('loading') };
  return { en, 'pt-BR': pt };
}

/** Lower case without diacritics, as the site's search does. */
export const plain = (s) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/**
 * A context and page (a reused tab, e2e-support/tabs.mjs, unless scripts
 * are off), watched for problems, with every request recorded. `storage` is
 * written to localStorage before any script runs on the first load
 * (default: consent answered, so the banner covers nothing); `locale`
 * defaults to the page's language, so no language suggestion shows.
 */
export async function open(browser, url, {
  width = 1280,
  height = 900,
  theme = 'light',
  locale,
  reducedMotion = 'reduce',
  storage = { consent: 'declined' },
  javaScriptEnabled = true,
} = {}) {
  const lang = new URL(url).pathname.startsWith('/pt-br') ? 'pt-BR' : 'en-US';
  const viewport = { width, height };
  const fixed = { locale: locale ?? lang, acceptDownloads: true };
  let context;
  let page;
  if (javaScriptEnabled) {
    ({ context, page } = await leaseTab(browser, new URL(url).origin, {
      fixed, viewport, colorScheme: theme, reducedMotion, once: { theme, ...storage },
    }));
  } else {
    context = await browser.newContext({ ...fixed, viewport, colorScheme: theme, reducedMotion, javaScriptEnabled });
    page = await context.newPage();
  }
  const requests = [];
  page.on('request', (r) => requests.push(r.url()));
  const watch = await watchPage(page, { installed: javaScriptEnabled });
  const response = await page.goto(url, { waitUntil: 'load' });
  return { context, page, watch, requests, response };
}

/** Requests to anything but the test server (data: and blob: are local). */
export function foreign(requests) {
  return requests.filter((u) => {
    if (u.startsWith('data:') || u.startsWith('blob:')) return false;
    return new URL(u).hostname !== '127.0.0.1';
  });
}

/** The props the generator wrote for the island named `name`. */
export async function propsOf(page, name) {
  return page.evaluate((n) => {
    const el = document.querySelector(`[data-island="${n}"]`);
    const script = el && document.getElementById(el.dataset.props);
    return script ? JSON.parse(script.textContent) : null;
  }, name);
}

/** The sidebar's groups with every group's items: a page carries only its
 * own group's, the rest are in the nav index it names. */
export async function menuOf(page) {
  const { groups, navIndex } = await propsOf(page, 'Sidebar');
  const response = await fetch(new URL(navIndex, page.url()));
  assert.ok(response.ok, `${navIndex}: ${response.status}`);
  const index = await response.json();
  return groups.map((g) => ({ ...g, items: g.items ?? index[g.id] }));
}

/**
 * Waits until React has hydrated island `island`, woken first as a pointer
 * passing over it would wake it (it may hydrate only on first use).
 */
export async function hydrated(page, island, timeout = 10000) {
  await wakeIslands(page, `[data-island="${island}"]`);
  await page.waitForFunction((n) => {
    const root = document.querySelector(`[data-island="${n}"]`);
    const el = root && (root.querySelector('input, button, a') || root.firstElementChild);
    return !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber$') || k.startsWith('__reactProps$'));
  }, island, { timeout });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/** Accessible-ish name: aria-label, else the text of what is not display:none. */
export async function nameOf(locator) {
  return locator.evaluate((el) => {
    if (el.getAttribute('aria-label')) return el.getAttribute('aria-label');
    const walk = (n) => {
      if (n.nodeType === 3) return n.textContent;
      if (n.nodeType !== 1 || getComputedStyle(n).display === 'none' || n.getAttribute('aria-hidden') === 'true') return '';
      return [...n.childNodes].map(walk).join('');
    };
    return walk(el).replace(/\s+/g, ' ').trim();
  });
}

export async function activeDescription(page) {
  return page.evaluate(() => {
    const a = document.activeElement;
    return a ? `${a.localName}${a.id ? `#${a.id}` : ''}.${[...a.classList].join('.')}` : 'none';
  });
}

/** True when `locator` is rendered and not covered at its centre. */
export async function onTop(locator) {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return false;
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return !!hit && (hit === el || el.contains(hit));
  });
}

/** The site's search index for a language, as the page fetches it. */
export async function searchIndex(page) {
  const { searchIndex: url } = await propsOf(page, 'Header');
  return page.evaluate(async (u) => (await fetch(u)).json(), url);
}
