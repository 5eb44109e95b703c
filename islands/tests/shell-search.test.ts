// Search: accent-insensitive, typo-tolerant, prefix matching over the index.

import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { createSearcher, normalizeTerm, readIndex } from '../src/lib/search';
import { searchEntries, searchEntriesPt } from './shell-fixtures';

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
    expect(en.search('calculator')).toHaveLength(4);
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
