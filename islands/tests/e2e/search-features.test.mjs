// The site's search as a new visitor uses it, at phone and desktop width in
// both languages (issue 42): what a page lets one do finds it ("pmi", "hoa",
// "time card": tests/search-features.json, the table the unit tests run on
// the same index), a word with two letters swapped finds what the word
// finds, and a word only the other language has offers that language's page
// ("Open in Português"), which opens it. And an address with no page: the
// 404 page sends the visitor home, where the search is open and focused,
// says the page was not found, and searches the address's words.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { LANGS, calculatorPath, pathFor, screenshot } from '../../e2e-support/site.mjs';
import { open, hydrated, propsOf, searchIndex } from './shell-support.mjs';
import { watchPage } from '../../e2e-support/watch.mjs';
import { siteAndBrowser } from '../../e2e-support/per-file.mjs';

const { server, chromium } = siteAndBrowser();
const TABLE = JSON.parse(fs.readFileSync(new URL('../search-features.json', import.meta.url), 'utf8'));

const WIDTHS = [375, 1366];
const INPUT = '[data-island="Header"] input[role="combobox"]';
const OPTION = '[data-island="Header"] [role="option"]';
const TITLES = `${OPTION} .shell-result-title`;
const NOTICE = '[data-island="Header"] .shell-search-notice';

/** The first option's title and meta once the first title is `title`, or a failure naming what was listed. */
async function firstIs(page, query, title, why) {
  try {
    await page.waitForFunction(([sel, t]) => document.querySelector(sel)?.textContent === t, [TITLES, title], { timeout: 3000 });
  } catch {
    assert.fail(`"${query}" (${why}) should list "${title}" first; listed ${JSON.stringify(await page.locator(TITLES).allTextContents())}`);
  }
}

/** Opens the search as a visitor does: the header's button on a phone, the box on a desktop. */
async function openSearch(page, width) {
  if (width < 1024) await page.locator('[data-island="Header"] .shell-search-btn').click();
  else await page.locator(INPUT).click();
  await page.waitForFunction((sel) => document.activeElement === document.querySelector(sel), INPUT, { timeout: 3000 });
}

/** A word with its two middle letters swapped: "payment" → "paymnet". */
function swapped(word) {
  const i = Math.floor(word.length / 2);
  return word.slice(0, i - 1) + word[i] + word[i - 1] + word.slice(i + 1);
}

for (const L of LANGS) {
  const other = LANGS.find((l) => l !== L);
  for (const width of WIDTHS) {
    test(`${L.lang} at ${width} px: features, a swapped typo and the other language's pages`, async () => {
      const { context, page, watch } = await open(chromium.browser, `${server.origin}${pathFor(L, '/')}`, { width });
      try {
        await hydrated(page, 'Header');
        const index = await searchIndex(page);
        const entry = (id) => index.find((e) => e.kind === 'calculator' && e.id === id);
        const { otherSearches, strings } = await propsOf(page, 'Header');
        const otherIndex = await page.evaluate(async (u) => (await fetch(u)).json(), otherSearches.find((o) => o.lang === other.lang).index);
        await openSearch(page, width);
        const input = page.locator(INPUT);
        for (const [query, id] of TABLE[L.lang].first) {
          const e = entry(id);
          assert.equal(e.href, calculatorPath(L, id), `${id}: the index's address is the page's`);
          await input.fill(query);
          await firstIs(page, query, e.title, `a feature of ${id}`);
        }
        await screenshot(page, `search404-${L.lang}-${width}-feature`);

        // The longest word of the first feature query's tool's name, two letters swapped.
        const word = entry(TABLE[L.lang].first[0][1]).names[0].split(' ').reduce((a, w) => (w.length > a.length ? w : a));
        await input.fill(word);
        const wanted = await page.locator(TITLES).first().textContent();
        await input.fill(swapped(word));
        await firstIs(page, swapped(word), wanted, `"${word}" with two letters swapped`);

        for (const [query, id] of TABLE[L.lang].otherLanguage) {
          const there = otherIndex.find((e) => e.kind === 'calculator' && e.id === id);
          await input.fill(query);
          await firstIs(page, query, there.title, `only ${other.lang} has it`);
          const first = page.locator(OPTION).first();
          assert.equal(await first.locator('.shell-result-title').getAttribute('lang'), other.lang);
          assert.equal(await first.locator('.shell-result-meta').textContent(), strings.openIn.replace('{language}', otherSearches[0].label));
        }
        await screenshot(page, `search404-${L.lang}-${width}-other-language`);
        // Chosen, it opens that language's page.
        const [query, id] = TABLE[L.lang].otherLanguage[0];
        await input.fill(query);
        await firstIs(page, query, otherIndex.find((e) => e.id === id).title, `only ${other.lang} has it`);
        await input.press('Enter');
        await page.waitForURL((u) => u.pathname === calculatorPath(other, id), { timeout: 5000 });
        await watch.assertClean();
      } finally {
        await context.close();
      }
    });

    // Under the service worker once (it answers the 404 from the network
    // and the home page with its query), without it otherwise.
    const worker = width === WIDTHS.at(-1) && L === LANGS[0];
    test(`${L.lang} at ${width} px${worker ? ', service worker' : ''}: an address with no page opens the search, says so and searches its words`, async () => {
      // A page's address with a word added: its words find that page.
      const [, id] = TABLE[L.lang].first[0];
      const missing = `${calculatorPath(L, id)}-zzqx`;
      const context = await chromium.browser.newContext({
        viewport: { width, height: 800 },
        locale: L.locale,
        reducedMotion: 'reduce',
        serviceWorkers: worker ? 'allow' : 'block',
      });
      await context.addInitScript(() => localStorage.setItem('consent', 'declined'));
      const page = await context.newPage();
      const watch = await watchPage(page, { expect: [(u) => new URL(u).pathname === missing] });
      try {
        if (worker) {
          await page.goto(`${server.origin}${pathFor(L, '/')}`, { waitUntil: 'load' });
          await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15000 });
        }
        const response = await page.goto(`${server.origin}${missing}`, { waitUntil: 'commit' });
        assert.equal(response.status(), 404);
        await page.waitForURL((u) => u.pathname === pathFor(L, '/'), { waitUntil: 'load', timeout: 5000 });
        await hydrated(page, 'Header');
        const { strings } = await propsOf(page, 'Header');
        const message = strings.notFound.replace('{path}', missing);
        await page.waitForFunction(([sel, m]) => document.querySelector(sel)?.textContent === m, [NOTICE, message], { timeout: 5000 }).catch(async () => {
          assert.fail(`expected ${JSON.stringify(message)}, shown ${JSON.stringify(await page.locator(NOTICE).textContent())}`);
        });
        const notice = page.locator(NOTICE);
        assert.equal(await notice.getAttribute('role'), 'status');
        assert.ok(await notice.isVisible(), 'the message is visible');
        assert.ok(await page.locator(INPUT).isVisible(), 'the search box is visible');
        assert.equal(await page.evaluate((sel) => document.activeElement === document.querySelector(sel), INPUT), true, 'the search box has the focus');
        const index = await searchIndex(page);
        await firstIs(page, missing, index.find((e) => e.id === id).title, 'the missing address\'s words');
        assert.doesNotMatch(await page.locator(INPUT).inputValue(), /zzqx/, 'a word that finds nothing is left out');
        // The marker is gone from the address: a reload does not say it again.
        assert.equal(new URL(page.url()).search, '');
        await screenshot(page, `search404-${L.lang}-${width}-not-found`);
        await watch.assertClean();
      } finally {
        await context.close();
      }
    });
  }
}
