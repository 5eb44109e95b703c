// The site header: logo, search (inline on large screens, a
// full-width overlay on small ones), the menu button that opens the sidebar
// drawer, language links, the light/dark toggle and "Sign In", which opens
// "Your data". Also the first-visit language suggestion.
//
// The first render depends on props only: the theme and the drawer state
// are shown by CSS from the classes on <html>, so the server render and the
// first client render agree.

import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { HeaderProps, LanguageLink } from '../lib/shell-props';
import { isMenuOpen, onMenuChange, setMenuOpen, SIDEBAR_PANEL_ID, WIDE } from '../lib/menu';
import { followSystemTheme, toggleTheme } from '../lib/theme';
import { hasLanguageChoice, languageSuggestion, rememberLanguage } from '../lib/language';
import { Icon } from './shell/icons';
import { withIconSprite } from './icons';
import { Search, notFoundFromSearch, queryFromSearch } from './shell/Search';
import { LanguageSuggestion } from './shell/LanguageSuggestion';

const YourData = lazy(() => import('./shell/YourData'));

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target.closest('input, textarea, select, [contenteditable], dialog, [aria-modal="true"]') !== null
  );
}

/** The sidebar hydrates when idle; a menu click should not wait for that. */
function wakeSidebar() {
  document.getElementById('sidebar')?.dispatchEvent(new Event('pointerdown'));
}

function Header(props: HeaderProps) {
  const { strings } = props;
  const [menuOpen, setMenu] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const [dataOpen, setDataOpen] = useState(false);
  const [suggestion, setSuggestion] = useState<LanguageLink | null>(null);
  const searchInput = useRef<HTMLInputElement>(null);
  const searchButton = useRef<HTMLButtonElement>(null);
  const signIn = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    setMenu(isMenuOpen());
    return onMenuChange(setMenu);
  }, []);

  useEffect(() => followSystemTheme(), []);

  useEffect(() => {
    const browser = navigator.languages?.length ? navigator.languages : [navigator.language];
    setSuggestion(languageSuggestion(props.lang, browser, props.languages, hasLanguageChoice()));
  }, [props.lang, props.languages]);

  const openSearch = useCallback(() => {
    if (matchMedia(WIDE).matches) searchInput.current?.focus();
    else setSearchOpen(true);
  }, []);

  const closeSearch = useCallback((restoreFocus: boolean) => {
    setSearchOpen(false);
    if (restoreFocus) searchButton.current?.focus();
  }, []);

  // `?q=` in the address (the home page's SearchAction): search for it.
  // `?notfound=` (the 404 page sent the visitor here): say so, in the open
  // search, and take the marker out of the address, so that a reload or a
  // bookmark does not say it again.
  const [initialQuery, setInitialQuery] = useState('');
  const [notFound, setNotFound] = useState('');
  useEffect(() => {
    const q = queryFromSearch(window.location.search);
    const missing = notFoundFromSearch(window.location.search);
    if (missing !== '') {
      const url = new URL(window.location.href);
      url.searchParams.delete('notfound');
      history.replaceState(history.state, '', url);
      setNotFound(missing);
    }
    if (q === '' && missing === '') return;
    setInitialQuery(q);
    openSearch();
  }, [openSearch]);

  // "/" anywhere but in a field goes to the search box.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
      if (isTypingTarget(e.target)) return;
      e.preventDefault();
      openSearch();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [openSearch]);

  useEffect(() => {
    if (searchOpen) searchInput.current?.focus();
  }, [searchOpen]);

  // The overlay belongs to small screens only.
  useEffect(() => {
    if (!searchOpen) return;
    const wide = matchMedia(WIDE);
    const onChange = () => {
      if (wide.matches) setSearchOpen(false);
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [searchOpen]);

  // Back to "Sign In" once the dialog is gone (while it is open, the rest of
  // the page is inert and cannot take focus).
  const dataWasOpen = useRef(false);
  useEffect(() => {
    if (dataWasOpen.current && !dataOpen) signIn.current?.focus();
    dataWasOpen.current = dataOpen;
  }, [dataOpen]);

  function closeData() {
    setDataOpen(false);
  }

  function chooseLanguage(lang: string) {
    rememberLanguage(lang);
    setSuggestion(null);
  }

  return (
    <header className="shell-header">
      <button
        type="button"
        className="shell-btn shell-menu-btn"
        aria-expanded={menuOpen}
        aria-controls={SIDEBAR_PANEL_ID}
        onClick={() => {
          wakeSidebar();
          setMenuOpen(!isMenuOpen());
        }}
      >
        <Icon name="menu" />
        <span className="shell-sr">{menuOpen ? strings.closeMenu : strings.openMenu}</span>
      </button>
      {/* Named here too: on narrow phones the name's text is hidden. */}
      <a className="shell-logo" href={props.home} aria-label={props.siteName}>
        <span className="shell-logo-mark">
          <Icon name="calculator" />
        </span>
        <span className="shell-logo-text">{props.siteName}</span>
      </a>
      <Search
        url={props.searchIndex}
        strings={strings}
        overlay={searchOpen}
        onCloseOverlay={closeSearch}
        inputRef={searchInput}
        initialQuery={initialQuery}
        others={props.otherSearches}
        notFound={notFound}
        home={props.home}
      />
      <div className="shell-actions">
        <button
          ref={searchButton}
          type="button"
          className="shell-btn shell-search-btn"
          aria-expanded={searchOpen}
          onClick={openSearch}
        >
          <Icon name="search" />
          <span className="shell-sr">{strings.openSearch}</span>
        </button>
        {props.languages.length > 0 && (
          <div className="shell-langs" role="group" aria-label={strings.language}>
            {props.languages.map((l) => (
              <a
                key={l.lang}
                className="shell-lang"
                href={l.href}
                hrefLang={l.lang}
                lang={l.lang}
                onClick={() => rememberLanguage(l.lang)}
              >
                <span className="shell-lang-short" aria-hidden="true">
                  {l.lang.slice(0, 2).toUpperCase()}
                </span>
                <span className="shell-lang-long">{l.label}</span>
              </a>
            ))}
          </div>
        )}
        <button type="button" className="shell-btn shell-theme-btn" onClick={() => toggleTheme()}>
          <Icon name="moon" className="shell-when-light" />
          <Icon name="sun" className="shell-when-dark" />
          <span className="shell-sr shell-when-light">{strings.switchToDark}</span>
          <span className="shell-sr shell-when-dark">{strings.switchToLight}</span>
        </button>
        <button ref={signIn} type="button" className="shell-btn shell-signin" aria-haspopup="dialog" onClick={() => setDataOpen(true)}>
          <Icon name="user" />
          <span className="shell-signin-text">{strings.signIn}</span>
        </button>
      </div>
      {dataOpen && (
        <Suspense fallback={null}>
          <YourData strings={strings.yourData} lang={props.lang} searchIndex={props.searchIndex} onClose={closeData} />
        </Suspense>
      )}
      {suggestion && (
        <LanguageSuggestion
          link={suggestion}
          strings={strings.languageSuggestion}
          onChoose={chooseLanguage}
          onDismiss={() => chooseLanguage(props.lang)}
        />
      )}
    </header>
  );
}

export default withIconSprite(Header);
