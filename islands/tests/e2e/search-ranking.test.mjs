// What the site's search puts first, in a real browser against dist/, in
// both languages: a tool's own name (typed with a typo) lists that tool
// first, above tools that only share a word ("mortage" → Mortgage before
// Mortgage Payoff); what a page is for, in the words people use (the
// locale's `synonyms`: "body mass" → BMI before Body Fat, "kg to lb" → the
// unit converter, not only the calorie calculator). The expected tools and
// phrases are read from the built search index (names and synonyms come
// from the locale files), never retyped. Then what people type to find each
// kind of tool (tests/search-queries.json, the table the unit tests run on
// the same index) lists that tool first as the page shows it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { LANGS, pathFor, screenshot } from '../../e2e-support/site.mjs';
import { open, hydrated, searchIndex } from './shell-support.mjs';
import { siteAndBrowser } from '../../e2e-support/per-file.mjs';

const { server, chromium } = siteAndBrowser();
const QUERIES = JSON.parse(fs.readFileSync(new URL('../search-queries.json', import.meta.url), 'utf8'));

const INPUT = '[data-island="Header"] input[role="combobox"]';
const TITLES = '[data-island="Header"] [role="option"] .shell-result-title';

/** One letter dropped from the longest word: "Mortgage" → "Mortage". */
function typo(phrase) {
  const words = phrase.split(' ');
  const longest = words.reduce((a, w) => (w.length > a.length ? w : a));
  const i = Math.floor(longest.length / 2);
  return words.map((w) => (w === longest ? w.slice(0, i) + w.slice(i + 1) : w)).join(' ');
}

for (const L of LANGS) {
  test(`${L.lang}: a tool's name, its other names and what it converts rank it first`, async () => {
    const { context, page, watch } = await open(chromium.browser, `${server.origin}${pathFor(L, '/')}`);
    try {
      await hydrated(page, 'Header');
      const index = await searchIndex(page);
      const entry = (id) => index.find((e) => e.kind === 'calculator' && e.id === id);
      const [mortgage, bmi, conversion] = [entry('mortgage'), entry('bmi'), entry('conversion')];
      // "body mass" / "massa corporal": the two words of the BMI's other
      // name ("body mass index", "índice de massa corporal") a body fat page shares one of.
      const bodyMass = bmi.names.find((s) => s.split(' ').length >= 3 && !s.includes(bmi.names[0]));
      assert.ok(bodyMass, `bmi (${L.lang}): another name of three words or more`);
      const words = bodyMass.split(' ');
      const massQuery = (L.lang === 'en' ? words.slice(0, 2) : words.slice(-2)).join(' ');
      // "kg to lb" / "kg para lb": the converter's phrasing with "kg" first.
      const kgToLb = conversion.names.find((s) => /^kg\b/.test(s));
      assert.ok(kgToLb, `conversion (${L.lang}): a "kg to …" phrasing`);
      const cases = [
        { query: typo(mortgage.names[0]), first: mortgage.title, why: `the name "${mortgage.names[0]}" with a typo` },
        { query: massQuery, first: bmi.title, why: `words of the BMI's other name "${bodyMass}"` },
        { query: kgToLb, first: conversion.title, why: 'a conversion the page is for' },
      ];
      const input = page.locator(INPUT);
      await input.focus();
      for (const { query, first, why } of cases) {
        await input.fill(query);
        try {
          await page.waitForFunction(([sel, title]) => document.querySelector(sel)?.textContent === title, [TITLES, first], { timeout: 3000 });
        } catch {
          const shown = await page.locator(TITLES).allTextContents();
          assert.fail(`"${query}" (${why}) should list "${first}" first; listed ${JSON.stringify(shown)}`);
        }
        await screenshot(page, `search-${L.lang}-${query.replace(/\W+/g, '-')}-1280`);
      }
      await watch.assertClean();
    } finally {
      await context.close();
    }
  });
}

for (const L of LANGS) {
  test(`${L.lang}: what people type lists the tool it is for first`, async () => {
    const table = QUERIES[L.lang];
    assert.ok(table?.length > 0, `search-queries.json: queries in ${L.lang}`);
    const { context, page, watch } = await open(chromium.browser, `${server.origin}${pathFor(L, '/')}`);
    try {
      await hydrated(page, 'Header');
      const index = await searchIndex(page);
      const titleOf = new Map(index.filter((e) => e.kind === 'calculator').map((e) => [e.id, e.title]));
      const input = page.locator(INPUT);
      await input.focus();
      const wrong = [];
      for (const [query, id] of table) {
        const first = titleOf.get(id);
        assert.ok(first, `"${query}": ${id} is not a calculator of the ${L.lang} index`);
        // From a blank box (the categories listed), so the previous query's
        // tool still showing first cannot pass for this one's.
        await input.fill('');
        await page.waitForFunction(([sel, title]) => document.querySelector(sel)?.textContent !== title, [TITLES, first], { timeout: 3000 });
        await input.fill(query);
        try {
          await page.waitForFunction(([sel, title]) => document.querySelector(sel)?.textContent === title, [TITLES, first], { timeout: 3000 });
        } catch {
          wrong.push(`"${query}" should list "${first}" first; listed ${JSON.stringify(await page.locator(TITLES).allTextContents())}`);
        }
      }
      assert.deepEqual(wrong, []);
      await watch.assertClean();
    } finally {
      await context.close();
    }
  });
}
