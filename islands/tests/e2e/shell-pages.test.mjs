// Every kind of page around the calculators, in a real browser, in both
// languages, light and dark, at 375, 768 and 1280 px: axe clean, no console
// errors, nothing fetched from elsewhere, and what the page must carry — the
// head's SEO (title, description, canonical, hreflang, Open Graph, JSON-LD of
// the right types), the language link to the same page, the footer's copyright year from content/site.yaml, and
// each page's own content (home: hero, six category cards, ten features;
// lists of all calculators and categories derived from the content; the four
// written pages with real text). Also: the home page's SearchAction
// (`/?q=`) opens the search with the query, and the sitemap carries the
// language alternates.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { assertAccessible } from '../../e2e-support/axe.mjs';
import { SITE, DIST } from '../../e2e-support/paths.mjs';
import { LANGS, pathFor, screenshot } from '../../e2e-support/site.mjs';
import { WIDTHS, THEMES, open, hydrated, menuOf, foreign, searchIndex, shellTexts } from './shell-support.mjs';
import { siteAndBrowser } from '../../e2e-support/per-file.mjs';

const { server, chromium } = siteAndBrowser();

const SITE_YAML = fs.readFileSync(path.join(SITE, 'content', 'site.yaml'), 'utf8');
const setting = (key) => SITE_YAML.match(new RegExp(`^${key}:\\s*(\\S+)`, 'm'))?.[1];
const SITE_URL = setting('url');
const YEAR = setting('copyright_year');
const SITE_NAME = setting('name');

const STATIC_PAGES = ['/about', '/contact', '/terms-of-use', '/privacy-policy'];

/** The head's SEO, as the page has it. */
async function head(page) {
  return page.evaluate(() => {
    const meta = (sel) => document.querySelector(sel)?.getAttribute('content') ?? null;
    const ld = [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent));
    return {
      lang: document.documentElement.lang,
      title: document.title,
      description: meta('meta[name="description"]'),
      canonical: document.querySelector('link[rel="canonical"]')?.href ?? null,
      alternates: Object.fromEntries([...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [l.hreflang, l.href])),
      og: Object.fromEntries([...document.querySelectorAll('meta[property^="og:"]')].map((m) => [m.getAttribute('property'), m.content])),
      ld: ld.flatMap((d) => (Array.isArray(d) ? d : d['@graph'] ?? [d])),
    };
  });
}

function assertHead(h, L, pagePath, kind) {
  const where = `${pagePath}`;
  assert.equal(h.lang, L.lang, `${where}: <html lang>`);
  assert.ok(h.title.includes(SITE_NAME), `${where}: the title names the site (${h.title})`);
  assert.ok((h.description ?? '').length >= 30, `${where}: a real meta description (${h.description})`);
  assert.equal(h.canonical, `${SITE_URL}${pagePath}`, `${where}: canonical`);
  assert.deepEqual(Object.keys(h.alternates).sort(), ['en', 'pt-BR', 'x-default'], `${where}: hreflang alternates`);
  assert.equal(h.alternates[L.lang], h.canonical, `${where}: its own alternate is itself`);
  assert.equal(h.alternates['x-default'], h.alternates.en, `${where}: x-default is English`);
  assert.equal(h.og['og:url'], h.canonical, `${where}: og:url`);
  assert.ok(h.og['og:title'] && h.og['og:description'], `${where}: og:title and og:description`);
  assert.equal(h.og['og:locale'], L.lang.replace('-', '_').replace(/^en$/, 'en_US'), `${where}: og:locale`);
  const types = h.ld.map((d) => d['@type']);
  if (kind === 'home') {
    const site = h.ld.find((d) => d['@type'] === 'WebSite');
    assert.ok(site, `${where}: WebSite JSON-LD (${types})`);
    assert.equal(site.potentialAction?.['@type'], 'SearchAction', `${where}: with a SearchAction`);
    assert.match(site.potentialAction.target.urlTemplate ?? site.potentialAction.target, /\{search_term_string\}/);
  } else {
    const crumbs = h.ld.find((d) => d['@type'] === 'BreadcrumbList');
    assert.ok(crumbs, `${where}: BreadcrumbList JSON-LD (${types})`);
    const items = crumbs.itemListElement;
    assert.ok(items.length >= 2, `${where}: home and the page at least`);
    assert.deepEqual(items.map((i) => i.position), items.map((_, i) => i + 1), `${where}: positions 1..n`);
    assert.equal(items[0].item, h.alternates[L.lang].replace(/^(https?:\/\/[^/]+).*$/, '$1') + (L.prefix ? `${L.prefix}/` : '/'), `${where}: the first crumb is home`);
    assert.equal(items.at(-1).item, h.canonical, `${where}: the last crumb is the page`);
  }
  if (kind === 'calculator') {
    assert.ok(types.includes('WebApplication'), `${where}: WebApplication JSON-LD (${types})`);
    assert.ok(types.includes('FAQPage'), `${where}: FAQPage JSON-LD (${types})`);
  }
}

/** Words of visible text in <main>. */
const wordsIn = (page, sel) => page.locator(sel).evaluate((el) => el.innerText.split(/\s+/).filter(Boolean).length);

/** The pages of a language, with their kind. */
async function pagesOf(L) {
  const { context, page } = await open(chromium.browser, `${server.origin}${pathFor(L, '/')}`, { javaScriptEnabled: false });
  try {
    const groups = await menuOf(page);
    const category = groups.find((g) => g.items.length > 0);
    return {
      groups,
      list: [
        [pathFor(L, '/'), 'home'],
        [pathFor(L, '/calculators'), 'calculators'],
        [pathFor(L, '/categories'), 'categories'],
        [category.href, 'category'],
        ...STATIC_PAGES.map((p) => [pathFor(L, p), 'written']),
        [category.items[0].href, 'calculator'],
      ],
    };
  } finally {
    await context.close();
  }
}

for (const [n, L] of LANGS.entries()) {
  // Each language in one theme (English light, Portuguese dark): every
  // theme and every language is walked once, not the whole walk four times.
  for (const theme of [THEMES[n % THEMES.length]]) {
    test(`${L.lang}, ${theme}: every kind of page — axe, console, SEO head, footer, content (375 / 768 / 1280 px)`, async () => {
      const { groups, list } = await pagesOf(L);
      assert.equal(groups.length, 6, 'six categories');
      for (const [i, [pagePath, kind]] of list.entries()) {
        const width = WIDTHS[i % WIDTHS.length];
        const { context, page, watch, requests, response } = await open(chromium.browser, `${server.origin}${pagePath}`, { width, theme });
        try {
          assert.equal(response.status(), 200, `${pagePath}: status`);
          await hydrated(page, 'Header');
          await hydrated(page, 'Sidebar');
          if (kind === 'calculator') await hydrated(page, 'Calculator');
          assert.equal(await page.evaluate(() => document.documentElement.classList.contains('dark')), theme === 'dark');
          const h = await head(page);
          assertHead(h, L, pagePath, kind);
          // The language switcher leads to this same page in the other language.
          const other = LANGS.find((x) => x.lang !== L.lang);
          const switcher = page.locator(`[data-island="Header"] a[hreflang="${other.lang}"]`);
          assert.equal(await switcher.getAttribute('href'), new URL(h.alternates[other.lang]).pathname, `${pagePath}: the language link`);

          // One <h1>; the footer with the year of content/site.yaml.
          assert.equal(await page.locator('h1').count(), 1, `${pagePath}: one h1`);
          assert.match(await page.locator('.site-footer').innerText(), new RegExp(`© ${YEAR} ${SITE_NAME}`), `${pagePath}: © ${YEAR}`);
          const footerLinks = await page.locator('.site-footer a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
          assert.ok(footerLinks.includes(pathFor(L, '/privacy-policy')) && footerLinks.includes(pathFor(L, '/about')), `${pagePath}: the footer links the written pages`);

          if (kind === 'home') {
            assert.ok((await page.locator('.hero h1').innerText()).length > 5, 'a hero heading');
            const cards = await page.locator('.category-cards a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
            assert.deepEqual(cards, groups.map((g) => g.href), 'six category cards, in the sidebar order');
            assert.equal(await page.locator('.features .feature').count(), 10, 'ten features');
            for (const f of await page.locator('.features .feature').all()) {
              assert.ok((await f.locator('h3').innerText()).length > 2 && (await f.locator('p').innerText()).length > 10, 'each feature has a title and a text');
            }
          } else if (kind === 'calculators') {
            const index = await searchIndex(page);
            const listed = new Set(await page.locator('main .cards a').evaluateAll((as) => as.map((a) => a.getAttribute('href'))));
            for (const e of index.filter((x) => x.kind === 'calculator')) assert.ok(listed.has(e.href), `/calculators lists ${e.href}`);
            const headings = await page.locator('main .calculator-group h2 a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
            assert.deepEqual(headings, groups.filter((g) => g.items.length > 0).map((g) => g.href), 'grouped by category');
          } else if (kind === 'categories') {
            const cards = await page.locator('main .category-cards a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
            assert.deepEqual(cards, groups.map((g) => g.href), 'the six categories');
          } else if (kind === 'category') {
            const group = groups.find((g) => g.href === pagePath);
            const cards = await page.locator('main .cards a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
            assert.deepEqual(cards.sort(), group.items.map((x) => x.href).sort(), 'the category page lists its calculators');
          } else if (kind === 'written') {
            const words = await wordsIn(page, 'main .prose');
            assert.ok(words >= 120, `${pagePath}: real content (${words} words)`);
            assert.equal(await page.locator('main .prose script, main .prose iframe, main .prose style').count(), 0, 'no raw HTML from Markdown');
          }
          if (L.lang === 'en' && (kind === 'written' || kind === 'categories')) {
            await screenshot(page, `shell-page-${pagePath.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${width}-${theme}`);
          }
          await assertAccessible(page, `${pagePath} ${width}px ${theme}`);
          assert.deepEqual(foreign(requests), [], `${pagePath}: nothing from elsewhere`);
          await watch.assertClean();
        } finally {
          await context.close();
        }
      }
    });
  }

  for (const width of [375, 1280]) {
    test(`${L.lang}: the home page's SearchAction — /?q= opens the search with the query (${width} px)`, async () => {
      const index = await (async () => {
        const o = await open(chromium.browser, `${server.origin}${pathFor(L, '/')}`);
        try {
          return await searchIndex(o.page);
        } finally {
          await o.context.close();
        }
      })();
      const entry = index.find((e) => e.kind === 'calculator');
      const query = entry.title.split(/\s+/).find((w) => w.length >= 5) ?? entry.title;
      const { context, page, watch } = await open(chromium.browser, `${server.origin}${pathFor(L, '/')}?q=${encodeURIComponent(query)}`, { width });
      try {
        await hydrated(page, 'Header');
        const input = page.locator('[data-island="Header"] input[role="combobox"]');
        await page.waitForFunction((sel) => document.querySelector(sel)?.value !== '', '[data-island="Header"] input[role="combobox"]');
        assert.equal(await input.inputValue(), query);
        assert.ok(await input.isVisible(), 'the search is shown (the overlay on small screens)');
        await page.locator('[data-island="Header"] [role="option"]', { hasText: entry.title }).first().waitFor();
        assert.equal(await input.getAttribute('aria-expanded'), 'true');
        await watch.assertClean();
      } finally {
        await context.close();
      }
      // A query that is markup stays text.
      const evil = await open(chromium.browser, `${server.origin}${pathFor(L, '/')}?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`, { width });
      const dialogs = [];
      evil.page.on('dialog', (d) => { dialogs.push(d.message()); void d.dismiss(); });
      try {
        await hydrated(evil.page, 'Header');
        await evil.page.waitForSelector(`[data-island="Header"] .shell-search-status:has-text("${shellTexts()[L.lang].noResults}")`);
        assert.equal(await evil.page.locator('img[src="x"]').count(), 0);
        assert.deepEqual(dialogs, []);
        await evil.watch.assertClean();
      } finally {
        await evil.context.close();
      }
    });
  }
}

test('the sitemap gives every page its en, pt-BR and x-default alternates; robots.txt points at it', () => {
  const xml = fs.readFileSync(path.join(DIST, 'sitemap.xml'), 'utf8');
  const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]);
  assert.ok(urls.length > 20, `${urls.length} URLs`);
  for (const u of urls) {
    const loc = u.match(/<loc>([^<]+)<\/loc>/)[1];
    const alts = Object.fromEntries([...u.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]));
    assert.deepEqual(Object.keys(alts).sort(), ['en', 'pt-BR', 'x-default'], `${loc}: alternates`);
    assert.ok(Object.values(alts).includes(loc), `${loc}: among its own alternates`);
    assert.equal(alts['x-default'], alts.en, `${loc}: x-default is English`);
  }
  const robots = fs.readFileSync(path.join(DIST, 'robots.txt'), 'utf8');
  assert.match(robots, new RegExp(`^Sitemap: ${SITE_URL}/sitemap.xml$`, 'm'));
  assert.match(robots, /^User-agent: \*$/m);
  assert.doesNotMatch(robots, /^Disallow: \/$/m, 'the site is not closed to crawlers');
});
