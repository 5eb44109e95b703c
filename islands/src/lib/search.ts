// Site search: every calculator and
// category of the page's language, from /search/<lang>.json, matched with
// MiniSearch — prefix and typo-tolerant, accent-insensitive (so "calculo"
// finds "Cálculo"), the title weighing most; a page's features (its inputs,
// modes and results: "PMI", "HOA dues") find it too. An empty query lists
// the categories, a place to start browsing. MiniSearch itself is imported
// only when the index is first needed.

import type MiniSearch from 'minisearch';
import type { Options, Query, SearchOptions } from 'minisearch';
import type { SearchEntry } from './shell-props';

/** Lower case, without diacritics: "Cálculo" → "calculo", "Ç" → "c". */
export function normalizeTerm(term: string): string {
  return term.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

const FIELDS = ['title', 'names', 'category', 'description', 'keywords', 'features', 'address'] as const;

/**
 * The words of an entry's address, without the language's prefix:
 * "/pt-br/mortgage-calculator" → "mortgage calculator". An address
 * remembered or mistyped (the 404 page searches its words) finds its page
 * in every language, even where the address is not in the page's language.
 */
export function addressOf(entry: SearchEntry): string {
  return entry.href.replace(/^\/[a-z]{2}(-[a-z]{2,4})?\//i, '/').split(/[/-]+/).join(' ').trim();
}

/**
 * Letters a typed word may have wrong and still match: none under five
 * letters (an abbreviation one letter off is another one: "pmi" is not
 * "bmi", "hoa" not "how"), one from five, two from nine.
 */
export function allowedEdits(word: string): number {
  return word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0;
}

/** The shortest word whose two swapped neighbouring letters still match ("laon" → "loan"). */
const MIN_SWAPPED = 4;

/** The word with each pair of neighbouring letters swapped: "paymnet" → […, "payment", …]. */
export function swapsOf(word: string): string[] {
  if (word.length < MIN_SWAPPED) return [];
  const swaps = new Set<string>();
  for (let i = 0; i + 1 < word.length; i++) {
    if (word[i] === word[i + 1]) continue;
    swaps.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  }
  return [...swaps];
}

export const SEARCH_OPTIONS: SearchOptions = {
  prefix: true,
  fuzzy: (term) => allowedEdits(term) || false,
  boost: { title: 3, names: 3, keywords: 1.5, features: 1, category: 1, description: 0.5, address: 0.5 },
  // Every word must match (each word may be a prefix or have a typo).
  combineWith: 'AND',
};

/**
 * The query MiniSearch runs: every word, each as typed (with its prefixes
 * and typos) or with two neighbouring letters swapped, a typo MiniSearch's
 * edit distance counts twice ("paymnet" finds "payment").
 */
function queryOf(text: string): Query {
  return {
    combineWith: 'AND',
    queries: wordsOf(text).map((word) => {
      const swaps = swapsOf(word);
      return swaps.length === 0 ? word : { combineWith: 'OR', queries: [word, { combineWith: 'OR', queries: swaps, fuzzy: false }] };
    }),
  };
}

export const INDEX_OPTIONS: Options<SearchEntry> = {
  idField: 'href',
  fields: [...FIELDS],
  extractField: (entry, field) => {
    if (field === 'address') return addressOf(entry);
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

/**
 * Edit distance of a and b, a swap of neighbouring letters counting one
 * (optimal string alignment), or max + 1 once it exceeds max.
 */
export function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      let d = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      next[j] = d;
    }
    if (Math.min(...next) > max) return max + 1;
    before = row;
    row = next;
  }
  return row[b.length]!;
}

/** Whether a typed word is one of the typos the search forgives for `word`. */
function isTypo(typed: string, word: string): boolean {
  const allowed = Math.max(allowedEdits(typed), typed.length >= MIN_SWAPPED && typed.length === word.length ? 1 : 0);
  if (allowed === 0) return false;
  const d = distance(typed, word, allowed);
  // Below five letters, only a swap: "laon" is "loan", "rant" is not "rent".
  return d <= allowed && (allowedEdits(typed) > 0 || swapsOf(typed).includes(word));
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
  return isTypo(typed, word) ? 'near' : null;
}

/** nameRank when no name of the entry holds the query's words. */
export const NO_NAME = 6;

/** nameRank from which a name only nears the query: begun, or with a typo. */
const NAME_TYPO = 3;

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

/**
 * Whether the entry holds every word typed as written (the last, still
 * being typed, may begin a word): "pmi" is a word of the mortgage page's
 * "PMI rate", only a typo away from the BMI page's name. A page that has
 * the words ranks above one found by a typo.
 */
export function holdsWords(query: string, words: ReadonlySet<string>): boolean {
  const typed = wordsOf(query);
  if (typed.length === 0) return false;
  const last = typed.length - 1;
  return typed.every((t, i) => words.has(t) || (i === last && [...words].some((w) => w.startsWith(t))));
}

/** Every word of an entry, as the index reads them. */
function entryWords(entry: SearchEntry): Set<string> {
  const texts = [entry.title, entry.category, entry.description, addressOf(entry), ...entry.keywords, ...entry.names, ...entry.features];
  return new Set(texts.flatMap(wordsOf));
}

/** Results shown at most: the list never needs a scroll bar of its own. */
export const MAX_RESULTS = 8;

/** A result, and whether the query names it or holds only words of it (not a typo's guess). */
export interface Match {
  entry: SearchEntry;
  exact: boolean;
}

export interface Searcher {
  entries: SearchEntry[];
  /** Up to `limit` matches, best first; the categories for a blank query. */
  search(query: string, limit?: number): SearchEntry[];
  /** The same, each with whether it is more than a typo's guess. */
  matches(query: string, limit?: number): Match[];
  /** What to search for a missing address (queryFromPath of its words). */
  queryForPath(path: string, home?: string): string;
}

/** Words at most taken from a missing address. */
const PATH_WORDS = 6;

/** The words of a missing address, after its language's home: "/pt-br/calculadora-imc/" → ["calculadora", "imc"]. */
export function wordsOfPath(path: string, home = '/'): string[] {
  const rest = home !== '/' && path.toLowerCase().startsWith(home.toLowerCase()) ? path.slice(home.length) : path;
  return rest
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 2)
    .slice(0, PATH_WORDS);
}

/**
 * The query to start a missing address's search with: the longest run of
 * its words that finds something ("tools bmi calculator" → "bmi calculator"
 * when "tools" names nothing); '' when none does.
 */
export function queryFromPath(words: string[], finds: (query: string) => boolean): string {
  for (let length = words.length; length > 0; length--) {
    for (let start = 0; start + length <= words.length; start++) {
      const query = words.slice(start, start + length).join(' ');
      if (finds(query)) return query;
    }
  }
  return '';
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
    Array.isArray(e.features) &&
    e.features.every((k) => typeof k === 'string') &&
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
  const words = new Map(unique.map((e) => [e.href, entryWords(e)]));
  function matches(query: string, limit = MAX_RESULTS): Match[] {
    if (query.trim() === '') {
      const categories = unique.filter((e) => e.kind === 'category');
      return (categories.length > 0 ? categories : unique).slice(0, limit).map((entry) => ({ entry, exact: true }));
    }
    // Names first, then pages holding the words typed, then typos' guesses;
    // in each, MiniSearch's order (the sort is stable).
    return index
      .search(queryOf(query))
      .map((r) => byHref.get(String(r.id)))
      .filter((e): e is SearchEntry => e !== undefined)
      .map((entry) => {
        const name = nameRank(query, entry);
        const holds = holdsWords(query, words.get(entry.href)!);
        return { entry, name, holds, exact: holds || name < NAME_TYPO };
      })
      .sort((a, b) => a.name - b.name || Number(b.holds) - Number(a.holds))
      .slice(0, limit)
      .map(({ entry, exact }) => ({ entry, exact }));
  }
  return {
    entries: unique,
    matches,
    search: (query, limit) => matches(query, limit).map((m) => m.entry),
    queryForPath: (path, home) => queryFromPath(wordsOfPath(path, home), (q) => matches(q, 1).length > 0),
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
