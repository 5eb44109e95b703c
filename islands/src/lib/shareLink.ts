// Writing share links, and reading their compressed texts (./share.ts says
// what a link holds): a chunk of its own with the compression library
// (lz-string), loaded by the widget's Share, the copied results and a page
// opened from a link that carries compressed texts.
// lz-string is CommonJS: its default export, as both Vite and Node's ESM loader (the server render) read it.
import LZString from 'lz-string';
import { PACKED, SOLVE_PARAMS, readShareParams, shareQuery, type SolveGoal } from './share';

const { compressToEncodedURIComponent, decompressFromEncodedURIComponent } = LZString;

/** The longest target text a link's solve may carry. */
const MAX_TARGET_LENGTH = 64;

/**
 * The solve a query carries, or null: its input must be one of `inputs`,
 * its output one of `outputs`, its target a short line of text (calc-wasm
 * reads it as a number like any typed target).
 */
export function readSolveGoal(search: string, inputs: Iterable<string>, outputs: Iterable<string>): SolveGoal | null {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return null;
  }
  const input = params.get(SOLVE_PARAMS.input);
  const output = params.get(SOLVE_PARAMS.output);
  const target = params.get(SOLVE_PARAMS.target);
  if (input === null || output === null || target === null) return null;
  if (!new Set(inputs).has(input) || !new Set(outputs).has(output)) return null;
  if (target.trim() === '' || target.length > MAX_TARGET_LENGTH || /[\u0000-\u001f]/.test(target)) return null;
  return { input, output, target };
}


/** The longest query a share link has (characters, as written in the URL). */
export const MAX_QUERY_LENGTH = 6000;

/** A text whose query part is longer than this goes into PACKED when the query is too long. */
const PLAIN_PART_MAX = 200;

/**
 * The most characters read from PACKED when a link is opened: more than
 * MAX_QUERY_LENGTH allows, for links written by hand, but bounded (what
 * decompresses from it is bounded by its length).
 */
const MAX_PACKED_READ = 4 * MAX_QUERY_LENGTH;

/** `_solve=homePrice&_for=monthlyPayment&_to=2500`, or nothing without a solve. */
function solveQuery(goal: SolveGoal | null): string {
  if (!goal) return '';
  return new URLSearchParams([
    [SOLVE_PARAMS.input, goal.input],
    [SOLVE_PARAMS.output, goal.output],
    [SOLVE_PARAMS.target, goal.target],
  ]).toString();
}

/** PACKED's texts by name: only string values of a plain JSON object; nothing when it is not one. */
function unpack(packed: string): Record<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(decompressFromEncodedURIComponent(packed) || 'null');
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/**
 * The declared inputs' texts a query carries, the compressed ones (PACKED)
 * included; a plain parameter wins over a packed one of the same name.
 */
export function readLinkParams(search: string, declared: Iterable<string>): Record<string, string> {
  const ids = new Set(declared);
  const found = readShareParams(search, ids);
  let packed: string | null = null;
  try {
    packed = new URLSearchParams(search).get(PACKED);
  } catch {
    return found;
  }
  if (packed !== null && packed.length <= MAX_PACKED_READ) {
    for (const [name, value] of Object.entries(unpack(packed))) {
      if (ids.has(name) && !Object.prototype.hasOwnProperty.call(found, name)) found[name] = value;
    }
  }
  return found;
}

export interface ShareLink {
  url: string;
  /** Inputs (ids, in declared order) too long for a link, left out of it. */
  leftOut: string[];
}

/**
 * `base` (a page address; its own query and fragment are dropped) with the
 * inputs as its query string: plain when it fits MAX_QUERY_LENGTH; else
 * the long texts compressed into PACKED, leaving out the longest of them
 * until it fits. A solve, when given, comes last (it is short and always kept).
 */
export function shareLink(base: string, declared: Iterable<string>, values: Record<string, string>, goal: SolveGoal | null = null): ShareLink {
  const link = inputsLink(base, declared, values, MAX_QUERY_LENGTH - solveQuery(goal).length - 1);
  const url = new URL(link.url);
  url.search = [url.search.slice(1), solveQuery(goal)].filter(Boolean).join('&');
  return { url: url.toString(), leftOut: link.leftOut };
}

function inputsLink(base: string, declared: Iterable<string>, values: Record<string, string>, maxQuery: number): ShareLink {
  const url = new URL(base);
  url.hash = '';
  const ids = [...declared].filter((id) => typeof values[id] === 'string');
  const plain = shareQuery(ids, values);
  if (plain.length <= maxQuery) {
    url.search = plain;
    return { url: url.toString(), leftOut: [] };
  }
  const partLength = (id: string) => shareQuery([id], values).length;
  const short = ids.filter((id) => partLength(id) <= PLAIN_PART_MAX);
  // Longest first: the first left out when the whole does not fit.
  const long = ids.filter((id) => !short.includes(id)).sort((a, b) => (values[b] ?? '').length - (values[a] ?? '').length);
  const leftOut: string[] = [];
  for (;;) {
    const packed = long.filter((id) => !leftOut.includes(id));
    // lz-string's URI alphabet (letters, digits, + - $) is written as is; a `+` read back as a space is undone by lz-string.
    const parts = [shareQuery(short, values)];
    if (packed.length > 0) parts.push(`${PACKED}=${compressToEncodedURIComponent(JSON.stringify(Object.fromEntries(packed.map((id) => [id, values[id]]))))}`);
    const query = parts.filter(Boolean).join('&');
    if (query.length <= maxQuery || packed.length === 0) {
      url.search = query;
      return { url: url.toString(), leftOut: ids.filter((id) => leftOut.includes(id)) };
    }
    leftOut.push(packed[0] as string);
  }
}

/** shareLink's address alone. */
export function buildShareUrl(base: string, declared: Iterable<string>, values: Record<string, string>, goal: SolveGoal | null = null): string {
  return shareLink(base, declared, values, goal).url;
}

