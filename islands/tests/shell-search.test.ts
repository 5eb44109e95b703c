// Search: accent-insensitive, typo-tolerant, prefix matching over the index.

import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { createSearcher, nameRank, NO_NAME, normalizeTerm, readIndex } from '../src/lib/search';
import type { SearchEntry } from '../src/lib/shell-props';
import { shellProps, type Lang } from './generated-props';
import { searchEntries, searchEntriesPt } from './shell-fixtures';
import queries from './search-queries.json';

const en = createSearcher(MiniSearch, searchEntries);
const pt = createSearcher(MiniSearch, searchEntriesPt);
const ids = (results: { id: string }[]) => results.map((r) => r.id);

describe('normalizeTerm', () => {
  it('drops diacritics and case', () => {
    expect(normalizeTerm('Cálculo')).toBe('calculo');
    expect(normalizeTerm('AÇÃO')).toBe('acao');
    expect(normalizeTerm('Acadêmico')).toBe('academico');
    expect(normalizeTerm('Imobiliário')).toBe('imobiliario');
  });
});

describe('the searcher', () => {
  it('finds accented titles without accents, and the reverse', () => {
    expect(ids(pt.search('calculo'))).toEqual(['basic']);
    expect(ids(pt.search('CÁLCULO'))).toEqual(['basic']);
    expect(ids(pt.search('imobiliario'))).toContain('mortgage');
    expect(ids(pt.search('academico'))[0]).toBe('academic');
  });

  it('tolerates a typo', () => {
    expect(ids(en.search('morgage'))[0]).toBe('mortgage');
    expect(ids(en.search('percentge'))[0]).toBe('percentage');
    expect(ids(pt.search('porcentajem'))[0]).toBe('percentage');
  });

  it('matches prefixes', () => {
    expect(ids(en.search('mort'))[0]).toBe('mortgage');
    expect(ids(en.search('perc'))[0]).toBe('percentage');
    expect(ids(en.search('compound int'))).toEqual(['compound-interest']);
  });

  it('searches category, description and keywords, title first', () => {
    expect(ids(en.search('health'))).toEqual(['bmi']);
    expect(ids(en.search('body mass'))).toEqual(['bmi']);
    expect(ids(pt.search('hipoteca'))).toEqual(['mortgage']);
    // "Financial" is the category's title and the category of two calculators.
    expect(ids(en.search('financial'))[0]).toBe('financial');
  });

  it('needs every word to match', () => {
    expect(ids(en.search('mortgage bmi'))).toEqual([]);
  });

  it('finds nothing for nonsense, and the categories for a blank query', () => {
    expect(en.search('zzzzqx')).toEqual([]);
    expect(ids(en.search(''))).toEqual(['financial']);
    expect(ids(en.search('   '))).toEqual(['financial']);
  });

  it('shows a few results at most', () => {
    // The four calculators by their titles, the category by its address ("financial-calculators").
    expect(en.search('calculator')).toHaveLength(5);
    expect(en.search('calculator', 2)).toHaveLength(2);
  });

  it('keeps one entry per address', () => {
    const twice = createSearcher(MiniSearch, [...searchEntries, searchEntries[0]!]);
    expect(twice.entries).toHaveLength(searchEntries.length);
  });
});

describe('readIndex', () => {
  it('accepts SearchEntry[]', () => {
    expect(readIndex(JSON.parse(JSON.stringify(searchEntries)))).toHaveLength(searchEntries.length);
  });

  it('rejects anything else', () => {
    expect(() => readIndex({})).toThrow(/array/);
    expect(() => readIndex([{ id: 'x' }])).toThrow(/entry 0/);
    expect(() => readIndex([{ ...searchEntries[0], kind: 'page' }])).toThrow(/entry 0/);
  });
});

describe('names first', () => {
  const entry = (id: string, title: string, names: string[], description = '', keywords: string[] = []): SearchEntry => ({
    id, kind: 'calculator', title, category: 'Health', description, keywords, names, features: [], href: `/${id}`,
  });
  const site = createSearcher(MiniSearch, [
    // Listed first so that MiniSearch alone would not put the wanted tool first.
    entry('mortgage-payoff', 'Mortgage Payoff Calculator', ['Mortgage Payoff', 'pay off mortgage early'], 'Pay off your mortgage early with extra mortgage payments.', ['mortgage payoff', 'mortgage prepayment']),
    entry('mortgage', 'Mortgage Calculator', ['Mortgage']),
    entry('body-fat', 'Body Fat Calculator', ['Body Fat'], 'Body fat from tape measurements: fat mass and lean body mass.', ['lean body mass calculator', 'body mass']),
    entry('bmi', 'BMI Calculator', ['BMI', 'body mass index']),
    entry('calorie', 'Calorie Calculator', ['Calories'], 'Lose 0.5 kg (1.1 lb) a week, from kg to lb.'),
    entry('conversion', 'Unit Conversion Calculator', ['Unit Conversion', 'kg to lb', 'miles to km']),
    entry('password', 'Password Generator', ['Password Generator', 'diceware']),
    entry('random', 'Random Number Generator', ['Random Generator', 'dice roller', 'coin flip']),
  ]);
  it('ranks the tool a query names above tools that only mention its words', () => {
    expect(ids(site.search('mortage'))[0]).toBe('mortgage');
    expect(ids(site.search('mortgage'))[0]).toBe('mortgage');
    expect(ids(site.search('body mass'))[0]).toBe('bmi');
    expect(ids(site.search('kg to lb'))[0]).toBe('conversion');
    expect(ids(site.search('mortgage payoff'))[0]).toBe('mortgage-payoff');
  });
  it('ranks a word typed in full above the beginning of a longer one', () => {
    // "dice" is a word of "dice roller", and only the beginning of "diceware", a whole name.
    expect(ids(site.search('dice'))).toEqual(['random', 'password']);
    // A word still being typed finds the name it begins, the shorter name first.
    expect(ids(site.search('mort'))[0]).toBe('mortgage');
    expect(ids(site.search('dicew'))[0]).toBe('password');
  });
  it('scores a query against names: whole, the beginning of one, inside one, or not at all, a word typed in full before a beginning', () => {
    const bmi = site.entries.find((e) => e.id === 'bmi')!;
    expect(nameRank('bmi', bmi)).toBe(0);
    expect(nameRank('bmi calculator', bmi)).toBe(0);
    expect(nameRank('body mass', bmi)).toBe(1);
    expect(nameRank('mass index', bmi)).toBe(2);
    expect(nameRank('bmi calc', bmi)).toBe(3);
    expect(nameRank('bmi calculatr', bmi)).toBe(3);
    expect(nameRank('body ma', bmi)).toBe(4);
    expect(nameRank('mass ind', bmi)).toBe(5);
    expect(nameRank('fat', bmi)).toBe(NO_NAME);
    expect(nameRank('', bmi)).toBe(NO_NAME);
  });
});

// The site's own index, as the build writes it: what people type to find a
// tool (search-queries.json, a query and the calculator it is for, in each
// language) lists that tool first. Each tool's other names come from its
// locale file's `synonyms`; a query here that ranks wrong is a missing
// synonym or a ranking bug.
describe('the real index', () => {
  for (const lang of Object.keys(queries) as Lang[]) {
    const index = shellProps(lang).search;
    const table = queries[lang] as [string, string][];
    const calculators = index.filter((e) => e.kind === 'calculator');

    it(`${lang}: the queries name real calculators, of every category`, () => {
      const categoryOf = new Map(calculators.map((e) => [e.id, e.category]));
      expect(table.filter(([, id]) => !categoryOf.has(id))).toEqual([]);
      const categories = index.filter((e) => e.kind === 'category').map((e) => e.title);
      expect(categories.length).toBeGreaterThan(1);
      expect(new Set(table.map(([, id]) => categoryOf.get(id)))).toEqual(new Set(categories));
      expect(table.length).toBeGreaterThanOrEqual(30);
    });

    it(`${lang}: each query lists its calculator first`, () => {
      const site = createSearcher(MiniSearch, index);
      const wrong = table
        .map(([query, id]) => ({ query, id, listed: ids(site.search(query)).slice(0, 3) }))
        .filter((r) => r.listed[0] !== r.id)
        .map((r) => `"${r.query}" should list ${r.id} first; listed ${r.listed.join(', ') || 'nothing'}`);
      expect(wrong).toEqual([]);
    });
  }
});
