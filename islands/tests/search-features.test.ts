// Search finds what a page lets one do, not only its name (its inputs,
// modes and results: "PMI", "HOA dues", "time card"), forgives two
// neighbouring letters swapped ("paymnet") but keeps short words exact
// ("pmi" is not "bmi"), and tells a query only the other language holds
// from one this language holds (so the page can offer the other
// language's pages). The queries are in search-features.json, run
// here on the index the build writes and in the browser by
// e2e/search-features.test.mjs.

import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { allowedEdits, createSearcher, distance, swapsOf } from '../src/lib/search';
import type { SearchEntry } from '../src/lib/shell-props';
import { shellProps, type Lang } from './generated-props';
import table from './search-features.json';

const LANGS = Object.keys(table) as Lang[];
const ids = (results: { id: string }[]) => results.map((r) => r.id);
const searcherOf = (lang: Lang) => createSearcher(MiniSearch, shellProps(lang).search);

describe('typos', () => {
  it('counts a swap of neighbouring letters as one edit', () => {
    expect(distance('paymnet', 'payment', 2)).toBe(1);
    expect(distance('laon', 'loan', 2)).toBe(1);
    // Levenshtein would count two; a real second edit still counts.
    expect(distance('paymnet', 'payments', 2)).toBe(2);
    expect(distance('abc', 'xyz', 1)).toBe(2);
  });

  it('lists each swap once, and none for short words', () => {
    expect(swapsOf('laon')).toEqual(['alon', 'loan', 'lano']);
    expect(swapsOf('tool')).toEqual(['otol', 'tolo']);
    expect(swapsOf('pmi')).toEqual([]);
  });

  it('allows no edit under five letters, one from five, two from nine', () => {
    expect([3, 4, 5, 8, 9, 12].map((n) => allowedEdits('x'.repeat(n)))).toEqual([0, 0, 1, 1, 2, 2]);
  });
});

describe('features and typos on a small index', () => {
  const entry = (id: string, title: string, features: string[], names = [title]): SearchEntry => ({
    id, kind: 'calculator', title, category: 'Financial', description: '', keywords: [], names, features, href: `/${id}`,
  });
  const site = createSearcher(MiniSearch, [
    // Listed first so that the index's order cannot pass for the ranking.
    entry('bmi', 'BMI Calculator', ['Height', 'Weight'], ['BMI']),
    entry('savings', 'Savings Calculator', ['How often you deposit']),
    entry('mortgage', 'Mortgage Calculator', ['Home price', 'PMI rate (per year)', 'HOA dues per month', 'Monthly payment']),
  ]);

  it('finds a page by one of its fields, above a name one letter off', () => {
    expect(ids(site.search('pmi'))).toEqual(['mortgage']);
    expect(ids(site.search('hoa'))).toEqual(['mortgage']);
    expect(site.matches('pmi')[0]!.exact).toBe(true);
  });

  it('finds a word with two letters swapped, as a guess', () => {
    expect(ids(site.search('paymnet'))).toEqual(['mortgage']);
    expect(ids(site.search('mortgaeg'))).toEqual(['mortgage']);
    expect(site.matches('paymnet')[0]!.exact).toBe(false);
    expect(site.matches('payment')[0]!.exact).toBe(true);
  });
});

// The site's own index, as the build writes it.
describe('the real index', () => {
  for (const lang of LANGS) {
    const site = searcherOf(lang);
    const other = LANGS.filter((l) => l !== lang).map(searcherOf);
    const calculators = site.entries.filter((e) => e.kind === 'calculator');

    it(`${lang}: each feature query lists its calculator first`, () => {
      const wrong = table[lang].first
        .map(([query, id]) => ({ query, id, listed: ids(site.search(query!)).slice(0, 3) }))
        .filter((r) => r.listed[0] !== r.id)
        .map((r) => `"${r.query}" should list ${r.id} first; listed ${r.listed.join(', ') || 'nothing'}`);
      expect(wrong).toEqual([]);
    });

    it(`${lang}: a query only the other language holds is no match here and a match there`, () => {
      for (const [query, id] of table[lang].otherLanguage) {
        expect(site.matches(query!).filter((m) => m.exact), `"${query}" in ${lang}`).toEqual([]);
        const there = other.flatMap((s) => s.matches(query!).filter((m) => m.exact).map((m) => m.entry.id));
        expect(there[0], `"${query}" in the other language`).toBe(id);
      }
    });

    it(`${lang}: a calculator's name with two letters swapped finds what the name finds`, () => {
      const wrong: string[] = [];
      for (const c of calculators) {
        const words = c.names[0]!.split(' ');
        const longest = words.reduce((a, w) => (w.length > a.length ? w : a));
        if (longest.length < 5) continue;
        const i = Math.floor(longest.length / 2);
        const swapped = longest.slice(0, i - 1) + longest[i] + longest[i - 1] + longest.slice(i + 1);
        if (swapped === longest) continue;
        const query = words.map((w) => (w === longest ? swapped : w)).join(' ');
        const [want, got] = [ids(site.search(c.names[0]!))[0], ids(site.search(query))[0]];
        if (got !== want) wrong.push(`"${query}" lists ${got ?? 'nothing'} first, "${c.names[0]}" lists ${want}`);
      }
      expect(wrong).toEqual([]);
    });

    it(`${lang}: words under five letters are not taken for one another`, () => {
      // "pmi" → BMI was the bug: a short word one letter off names another thing.
      for (const c of calculators) {
        for (const name of c.names.filter((n) => /^\p{L}{3}$/u.test(n))) {
          const changed = (name[0] === 'x' ? 'y' : 'x') + name.slice(1);
          expect(ids(site.search(changed)), `"${changed}" (from "${name}")`).not.toContain(c.id);
        }
      }
    });
  }
});
