// Share links: a calculator page's address with
// its declared inputs' texts as the query string, numbers written plain
// whatever the page's language (`/mortgage-calculator?homePrice=500000&rate=6.5`;
// calculator/shareTexts.ts). Opening one fills
// the form with those texts, each validated by calc-wasm exactly like typed
// input; anything else in the query is ignored, and nothing from the URL is
// ever inserted as HTML.
//
// The calculator island publishes its current inputs here (and as a
// `calcula:inputs` CustomEvent on document, detail {id, values}, for scripts
// and tests); the widget reads them when Share is pressed. Islands load in
// any order: whichever comes second still sees the latest values.

/** Name of the event the calculator island dispatches on document. */
export const INPUTS_EVENT = 'calcula:inputs';

/** A query value longer than this cannot be a calculator input: ignored. */
export const MAX_VALUE_LENGTH = 2000;

export interface PublishedInputs {
  /** Calculator id (`mortgage`). */
  id: string;
  /** Raw text of every declared input, by input id, in declared order. */
  values: Record<string, string>;
}

/**
 * The declared inputs' texts found in a query string (`?a=1&b=2` or
 * `a=1&b=2`), as text: undeclared names are dropped, the first of repeated
 * names wins, values are not interpreted in any way.
 */
export function readShareParams(search: string, declared: Iterable<string>): Record<string, string> {
  const ids = new Set(declared);
  const found: Record<string, string> = {};
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return found;
  }
  for (const [name, value] of params) {
    if (!ids.has(name) || Object.prototype.hasOwnProperty.call(found, name)) continue;
    if (value.length > MAX_VALUE_LENGTH) continue;
    found[name] = value;
  }
  return found;
}

/** `homePrice=500000&loanTerm=30`: the declared inputs, in declared order. */
export function shareQuery(declared: Iterable<string>, values: Record<string, string>): string {
  const params = new URLSearchParams();
  for (const id of declared) {
    const value = values[id];
    if (typeof value === 'string') params.append(id, value);
  }
  return params.toString();
}

/**
 * `base` (a page address; its own query and fragment are dropped) with the
 * inputs as its query string.
 */
export function buildShareUrl(base: string, declared: Iterable<string>, values: Record<string, string>): string {
  const url = new URL(base);
  url.search = shareQuery(declared, values);
  url.hash = '';
  return url.toString();
}

const published = new Map<string, Record<string, string>>();

/** For the calculator island: its current raw inputs. */
export function publishInputs(id: string, values: Record<string, string>): void {
  const copy = { ...values };
  published.set(id, copy);
  if (typeof document === 'undefined') return;
  document.dispatchEvent(new CustomEvent<PublishedInputs>(INPUTS_EVENT, { detail: { id, values: { ...copy } } }));
}

/** The calculator's inputs as last published, or null before it hydrated. */
export function currentInputs(id: string): Record<string, string> | null {
  const values = published.get(id);
  return values ? { ...values } : null;
}

/** Calls `listener` with every later publication for calculator `id`; returns an unsubscribe. */
export function onInputs(id: string, listener: (values: Record<string, string>) => void): () => void {
  const handler = (event: Event) => {
    const detail = (event as CustomEvent<PublishedInputs>).detail;
    if (detail && detail.id === id) listener({ ...detail.values });
  };
  document.addEventListener(INPUTS_EVENT, handler);
  return () => document.removeEventListener(INPUTS_EVENT, handler);
}

/** Copies text to the clipboard; false when the browser refused. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

export interface ShareData {
  title: string;
  text: string;
  url: string;
}

/**
 * The device's share sheet when there is one; otherwise, or when it fails
 * (except when the person cancels it), the link is copied instead.
 */
export async function shareOrCopy(data: ShareData, nav: Navigator = navigator): Promise<ShareOutcome> {
  if (typeof nav.share === 'function') {
    try {
      if (typeof nav.canShare !== 'function' || nav.canShare(data)) {
        await nav.share(data);
        return 'shared';
      }
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Not allowed, not supported for this data, ...: copy instead.
      console.info('Share failed; copying the link instead.', error);
    }
  }
  try {
    if (!nav.clipboard?.writeText) return 'failed';
    await nav.clipboard.writeText(data.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
