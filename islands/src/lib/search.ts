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

const FIELDS = ['title', 'names', 'category', 'description', 'keywords'] as const;

/** How far a word may be off and still match: MiniSearch's `fuzzy`, a share of its length. */
const FUZZY = 0.2;

export const SEARCH_OPTIONS: SearchOptions = {
  prefix: true,
  fuzzy: FUZZY,
  boost: { title: 3, names: 3, keywords: 1.5, category: 1, description: 0.5 },
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

/** A text's words as the index reads them: "Índice de massa" → ["indice", "de", "massa"]. */
function wordsOf(text: string): string[] {
  return normalizeTerm(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** Levenshtein distance of a and b, or max + 1 once it exceeds max. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    if (Math.min(...next) > max) return max + 1;
    row = next;
  }
  return row[b.length]!;
}

/**
 * How a typed word matches a word of a name: 'exact' when it is the same
 * word; 'near' when it is one typo off as MiniSearch allows ("mortage" →
 * "mortgage") or, as the word being typed (the last), begins the word
 * ("mort" → "mortgage"); null otherwise.
 */
function wordMatch(typed: string, word: string, last: boolean): 'exact' | 'near' | null {
  if (typed === word) return 'exact';
  if (last && word.startsWith(typed)) return 'near';
  const allowed = Math.floor(typed.length * FUZZY);
  return allowed > 0 && distance(typed, word, allowed) <= allowed ? 'near' : null;
}

/** nameRank when no name of the entry holds the query's words. */
export const NO_NAME = 6;

/**
 * How well the query names the entry, lower is better. Where its words run,
 * in order, in the entry's title or one of its names (the tool's name, its
 * synonyms from the locale): the whole name (0: "mortgage" for "Mortgage"),
 * its beginning (1: "body mass" in "body mass index"), inside it (2: "mass
 * index"). Three more when a word is only near one of the name's, with a
 * typo or begun: words typed in full name a tool better than the beginning
 * of a longer one ("dice" is "dice roller" before "diceware"), while a word
 * being typed still finds the name it begins ("mort" → "Mortgage", "dicew"
 * → "diceware" before the typo "dice"), and a typo the name it is near
 * ("mortage" → "Mortgage"). NO_NAME when no name holds the words. Names
 * rank a tool above pages that only mention the words ("Mortgage Payoff",
 * "lean body mass").
 */
export function nameRank(query: string, entry: SearchEntry): number {
  const typed = wordsOf(query);
  if (typed.length === 0) return NO_NAME;
  let best = NO_NAME;
  for (const name of [entry.title, ...entry.names]) {
    const words = wordsOf(name);
    for (let start = 0; start + typed.length <= words.length; start++) {
      const matches = typed.map((t, i) => wordMatch(t, words[start + i]!, i === typed.length - 1));
      if (matches.some((m) => m === null)) continue;
      const where = start > 0 ? 2 : typed.length === words.length ? 0 : 1;
      best = Math.min(best, where + (matches.every((m) => m === 'exact') ? 0 : 3));
    }
  }
  return best;
}

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
    Array.isArray(e.names) &&
    e.names.every((k) => typeof k === 'string') &&
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
      // Best names first, then MiniSearch's order (the sort is stable).
      return index
        .search(query)
        .map((r) => byHref.get(String(r.id)))
        .filter((e): e is SearchEntry => e !== undefined)
        .map((entry) => ({ entry, rank: nameRank(query, entry) }))
        .sort((a, b) => a.rank - b.rank)
        .slice(0, limit)
        .map((r) => r.entry);
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
