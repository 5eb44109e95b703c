// Site search: every calculator and
// category of the page's language, from /search/<lang>.json, matched with
// MiniSearch — prefix and typo-tolerant, accent-insensitive (so "calculo"
// finds "Cálculo"), the title weighing most. An empty query lists the
// categories, a place to start browsing. MiniSearch itself is imported only
// when the index is first needed.

import type MiniSearch from 'minisearch';
import type { Options, SearchOptions } from 'minisearch';
import type { SearchEntry } from './shell-props';

/** Lower case, without diacritics: "Cálculo" → "calculo", "Ç" → "c". */
export function normalizeTerm(term: string): string {
  return term.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

const FIELDS = ['title', 'category', 'description', 'keywords'] as const;

export const SEARCH_OPTIONS: SearchOptions = {
  prefix: true,
  fuzzy: 0.2,
  boost: { title: 3, keywords: 1.5, category: 1, description: 0.5 },
  // Every word must match (each word may be a prefix or have a typo).
  combineWith: 'AND',
};

export const INDEX_OPTIONS: Options<SearchEntry> = {
  idField: 'href',
  fields: [...FIELDS],
  extractField: (entry, field) => {
    const value = (entry as unknown as Record<string, unknown>)[field];
    return Array.isArray(value) ? value.join(' ') : String(value ?? '');
  },
  processTerm: (term) => normalizeTerm(term) || null,
  searchOptions: SEARCH_OPTIONS,
};

/** Results shown at most: the list never needs a scroll bar of its own. */
export const MAX_RESULTS = 8;

export interface Searcher {
  entries: SearchEntry[];
  /** Up to `limit` matches, best first; the categories for a blank query. */
  search(query: string, limit?: number): SearchEntry[];
}

function isEntry(value: unknown): value is SearchEntry {
  if (value === null || typeof value !== 'object') return false;
  const e = value as Record<string, unknown>;
  return (
    typeof e.id === 'string' &&
    (e.kind === 'calculator' || e.kind === 'category') &&
    typeof e.title === 'string' &&
    typeof e.category === 'string' &&
    typeof e.description === 'string' &&
    Array.isArray(e.keywords) &&
    e.keywords.every((k) => typeof k === 'string') &&
    typeof e.href === 'string'
  );
}

/** The parsed index file; throws on anything that is not SearchEntry[]. */
export function readIndex(json: unknown): SearchEntry[] {
  if (!Array.isArray(json)) throw new Error('search index: expected an array');
  json.forEach((e, i) => {
    if (!isEntry(e)) throw new Error(`search index: entry ${i} is not a search entry`);
  });
  return json as SearchEntry[];
}

export function createSearcher(MiniSearchClass: typeof MiniSearch, entries: SearchEntry[]): Searcher {
  // One entry per address: a duplicate would make MiniSearch throw.
  const byHref = new Map<string, SearchEntry>();
  for (const e of entries) if (!byHref.has(e.href)) byHref.set(e.href, e);
  const unique = [...byHref.values()];
  const index = new MiniSearchClass<SearchEntry>(INDEX_OPTIONS);
  index.addAll(unique);
  return {
    entries: unique,
    search(query: string, limit = MAX_RESULTS) {
      if (query.trim() === '') {
        const categories = unique.filter((e) => e.kind === 'category');
        return (categories.length > 0 ? categories : unique).slice(0, limit);
      }
      return index
        .search(query)
        .slice(0, limit)
        .map((r) => byHref.get(String(r.id)))
        .filter((e): e is SearchEntry => e !== undefined);
    },
  };
}

const loaded = new Map<string, Promise<Searcher>>();

/** Fetches and indexes `url` once per page; a failed load may be retried. */
export function loadSearcher(url: string): Promise<Searcher> {
  let promise = loaded.get(url);
  if (!promise) {
    promise = Promise.all([
      import('minisearch'),
      fetch(url, { credentials: 'same-origin' }).then((response) => {
        if (!response.ok) throw new Error(`search index ${url}: HTTP ${response.status}`);
        return response.json() as Promise<unknown>;
      }),
    ]).then(([{ default: MiniSearchClass }, json]) => createSearcher(MiniSearchClass, readIndex(json)));
    promise.catch(() => loaded.delete(url));
    loaded.set(url, promise);
  }
  return promise;
}
