// The search box: a WAI-ARIA combobox over the site's search
// index. The index (and MiniSearch) load on first focus; the list opens on
// focus and closes on Escape, an outside click or a choice; arrows move,
// Enter goes. On small screens the same box is a full-width overlay that the
// header opens. An address with `?q=` (the SearchAction of the home page's
// JSON-LD) opens the search with that query. A query this language's pages
// do not hold (only a typo's guesses, or nothing) is also looked up in the
// other languages' indexes, loaded then, and their pages are offered ("Open
// in Português"). Arriving from an address with no page (`?notfound=`, from
// the 404 page), the search opens with a message saying so and the
// address's words that find something.

import { useEffect, useId, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import type { HeaderStrings, OtherSearch, SearchEntry } from '../../lib/shell-props';
import type { Match, Searcher } from '../../lib/search';
import { fillTemplate } from '../../lib/format';
import { Icon } from './icons';

export interface SearchProps {
  /** URL of the index (SearchEntry[] as JSON). */
  url: string;
  strings: HeaderStrings;
  /** Small screens: the overlay is open. */
  overlay: boolean;
  /** Close the overlay; `restoreFocus` when the user closed it on purpose. */
  onCloseOverlay(restoreFocus: boolean): void;
  inputRef: Ref<HTMLInputElement>;
  /** A query to start with: the home page's `?q=` (the WebSite SearchAction). */
  initialQuery?: string;
  /** The other languages' indexes, searched when this one does not hold the query. */
  others?: OtherSearch[];
  /** The address that had no page (`?notfound=`), and this language's home. */
  notFound?: string;
  home?: string;
}

/** The longest `?q=` taken from an address. */
export const MAX_QUERY = 100;

/** The `?q=` of a search address (JSON-LD SearchAction), trimmed; '' when absent. */
export function queryFromSearch(search: string): string {
  const q = new URLSearchParams(search).get('q') ?? '';
  return q.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY);
}

/**
 * The `?notfound=` of an address: the path that had no page, decoded as
 * the visitor typed it ("/calculadora-ágio"); '' when absent or not a path.
 */
export function notFoundFromSearch(search: string): string {
  let path = new URLSearchParams(search).get('notfound') ?? '';
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape: the path as it came.
  }
  return path.startsWith('/') ? path.replace(/\s+/g, ' ').slice(0, MAX_QUERY) : '';
}

/** Pages offered from each other language, at most. */
const OFFERS = 3;

/** A result: this language's page, or another language's (`other`). */
interface Option {
  entry: SearchEntry;
  other?: OtherSearch;
}

type Status = 'idle' | 'loading' | 'ready' | 'error';

/** Navigation, replaceable in tests. */
export const navigation = { go: (href: string) => window.location.assign(href) };

export function Search({ url, strings, overlay, onCloseOverlay, inputRef, initialQuery = '', others = [], notFound = '', home = '/' }: SearchProps) {
  const uid = useId();
  const listId = `${uid}list`;
  const optionId = (i: number) => `${uid}opt${i}`;
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const [searcher, setSearcher] = useState<Searcher | null>(null);
  const [active, setActive] = useState(-1);
  const [elsewhere, setElsewhere] = useState<{ search: OtherSearch; searcher: Searcher }[] | null>(null);
  const [notice, setNotice] = useState(notFound);
  const box = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement | null>(null);

  const matches: Match[] = searcher ? searcher.matches(query) : [];
  // Only a typo's guesses here (or nothing): the other languages may hold the words.
  const lookElsewhere = status === 'ready' && query.trim() !== '' && others.length > 0 && !matches.some((m) => m.exact);
  const offers: Option[] = lookElsewhere && elsewhere
    ? elsewhere.flatMap(({ search, searcher: s }) =>
        s.matches(query, OFFERS).filter((m) => m.exact).map((m) => ({ entry: m.entry, other: search })))
    : [];
  // Pages that hold the words, in another language, before guesses at a typo here.
  const results: Option[] = [...offers, ...matches.map((m) => ({ entry: m.entry }))];
  const activeIndex = active < results.length ? active : -1;

  useEffect(() => {
    if (!lookElsewhere || elsewhere) return;
    let current = true;
    import('../../lib/search')
      .then((m) => Promise.all(others.map((search) => m.loadSearcher(search.index).then((s) => ({ search, searcher: s })))))
      .then(
        (loaded) => {
          if (current) setElsewhere(loaded);
        },
        (error: unknown) => {
          // Said once; this language's results (or "no calculators found") stand.
          console.error('Search index could not be loaded', error);
          if (current) setElsewhere([]);
        },
      );
    return () => {
      current = false;
    };
  }, [lookElsewhere, elsewhere, others]);

  // Arrived from a missing address: say so, and start with its words that
  // find something once the index is ready.
  useEffect(() => {
    setNotice(notFound);
  }, [notFound]);
  useEffect(() => {
    if (notFound === '' || !searcher) return;
    setQuery((typed) => (typed !== '' ? typed : searcher.queryForPath(notFound, home)));
  }, [notFound, searcher, home]);

  function load() {
    if (status === 'loading' || status === 'ready') return;
    setStatus('loading');
    // The search code comes with the index, on first use, not with the header.
    import('../../lib/search').then((m) => m.loadSearcher(url)).then(
      (s) => {
        setSearcher(s);
        setStatus('ready');
      },
      (error: unknown) => {
        console.error('Search index could not be loaded', error);
        setStatus('error');
      },
    );
  }

  function open() {
    setExpanded(true);
    load();
  }

  function close() {
    setExpanded(false);
    setActive(-1);
    setNotice('');
  }

  function choose(entry: SearchEntry) {
    setQuery('');
    close();
    onCloseOverlay(false);
    navigation.go(entry.href);
  }

  // Typed or focused before this island hydrated: pick it up.
  useEffect(() => {
    const el = input.current;
    if (!el) return;
    if (el.value !== '') setQuery(el.value);
    if (document.activeElement === el) open();
    // Once, on mount.
  }, []);

  // Arrived with a query (/?q=...): search for it at once.
  useEffect(() => {
    if (initialQuery === '') return;
    setQuery(initialQuery);
    setActive(-1);
    open();
    // Only when the query given changes.
  }, [initialQuery]);

  // An outside click closes the list (and the overlay).
  useEffect(() => {
    if (!expanded && !overlay) return;
    const onPointer = (e: PointerEvent) => {
      if (box.current && e.target instanceof Node && box.current.contains(e.target)) return;
      close();
      if (overlay) onCloseOverlay(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [expanded, overlay, onCloseOverlay]);

  // Keep the active option in view.
  useEffect(() => {
    if (activeIndex >= 0) document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex]);

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    const n = results.length;
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        if (!expanded) open();
        else if (n > 0) setActive(activeIndex < 0 || activeIndex >= n - 1 ? 0 : activeIndex + 1);
        break;
      case 'ArrowUp':
        e.preventDefault();
        if (!expanded) open();
        else if (n > 0) setActive(activeIndex <= 0 ? n - 1 : activeIndex - 1);
        break;
      case 'Enter': {
        e.preventDefault();
        const entry = results[activeIndex >= 0 ? activeIndex : 0]?.entry;
        if (expanded && entry && (activeIndex >= 0 || query.trim() !== '')) choose(entry);
        else open();
        break;
      }
      case 'Escape':
        e.preventDefault();
        if (overlay) {
          close();
          onCloseOverlay(true);
        } else if (expanded) close();
        else setQuery('');
        break;
      case 'Tab':
        close();
        break;
      default:
        break;
    }
  }

  let message: string | null = null;
  if (expanded) {
    if (status === 'loading' || status === 'idle') message = strings.loading;
    else if (status === 'error') message = strings.searchError ?? strings.noResults;
    else if (results.length === 0) message = lookElsewhere && !elsewhere ? strings.loading : strings.noResults;
  }
  const showList = expanded && status === 'ready' && results.length > 0;

  return (
    <div ref={box} className={overlay ? 'shell-search is-open' : 'shell-search'} role="search">
      <div className="shell-search-field">
        <Icon name="search" className="shell-search-icon" />
        <input
          ref={(el) => {
            input.current = el;
            if (typeof inputRef === 'function') inputRef(el);
            else if (inputRef) inputRef.current = el;
          }}
          className="shell-search-input"
          type="text"
          role="combobox"
          aria-label={strings.searchLabel}
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          placeholder={strings.searchPlaceholder}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="go"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(-1);
            if (!expanded) open();
          }}
          onFocus={open}
          onClick={open}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="shell-btn shell-search-close"
          onClick={() => {
            close();
            onCloseOverlay(true);
          }}
        >
          <Icon name="x" />
          <span className="shell-sr">{strings.closeSearch}</span>
        </button>
      </div>
      <div className="shell-search-popup" hidden={!expanded}>
        <p className="shell-search-notice" role="status">
          {notice !== '' ? fillTemplate(strings.notFound, { path: notice }) : null}
        </p>
        <p className="shell-search-status" role="status">
          {message}
        </p>
        <ul id={listId} className="shell-search-list" role="listbox" aria-label={strings.searchLabel} hidden={!showList}>
          {showList &&
            results.map(({ entry, other }, i) => (
              <li
                key={entry.href}
                id={optionId(i)}
                role="option"
                aria-selected={i === activeIndex}
                className={i === activeIndex ? 'shell-result is-active' : 'shell-result'}
                onMouseDown={(e) => e.preventDefault()}
                onMouseMove={() => {
                  if (i !== activeIndex) setActive(i);
                }}
                onClick={() => choose(entry)}
              >
                <span className="shell-result-title" lang={other?.lang}>
                  {entry.title}
                </span>
                <span className="shell-result-meta">
                  {other ? fillTemplate(strings.openIn, { language: other.label }) : entry.kind === 'category' ? strings.category : entry.category}
                </span>
              </li>
            ))}
        </ul>
      </div>
    </div>
  );
}
