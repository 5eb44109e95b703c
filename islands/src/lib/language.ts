// The visitor's language choice: the path decides the page's
// language; a choice is remembered in localStorage `i18nextLng` and, except
// for English, in the cookie `i18next`. Nothing here ever redirects.

import type { LanguageLink } from './shell-props';
import { readCookie, readLocal, writeCookie, writeLocal } from './storage';

export const LANG_COOKIE = 'i18next';
export const LANG_KEY = 'i18nextLng';
export const DEFAULT_LANG = 'en';

/** Remember `lang` as the visitor's choice. */
export function rememberLanguage(lang: string): void {
  writeLocal(LANG_KEY, lang);
  // Cached in a cookie except for English: choosing English
  // removes an earlier cookie, so the two stores never disagree.
  if (lang === DEFAULT_LANG) writeCookie(LANG_COOKIE, '', 0);
  else writeCookie(LANG_COOKIE, lang);
}

export function hasLanguageChoice(): boolean {
  return readLocal(LANG_KEY) !== null || readCookie(LANG_COOKIE) !== null;
}

/**
 * The site language a browser's preference list asks for: the first entry
 * the site supports (pt* → pt-BR, en* → en); en when none is supported.
 */
export function preferredLanguage(browserLanguages: readonly string[]): string {
  for (const tag of browserLanguages) {
    const lower = tag.toLowerCase();
    if (lower === 'pt' || lower.startsWith('pt-')) return 'pt-BR';
    if (lower === 'en' || lower.startsWith('en-')) return DEFAULT_LANG;
  }
  return DEFAULT_LANG;
}

/**
 * The link to offer on a first visit, or null. The rule: offer another
 * language only on a page reached without a language choice, and only
 * until the visitor makes one.
 *
 * - A page under a language prefix (`/pt-br/…`) names its language in its
 *   address: the visitor followed a Portuguese link or search result, or
 *   picked the language, so it was opened deliberately, whatever the
 *   browser's preference (many Brazilians run English-language browsers).
 *   Nothing is offered over it.
 * - A page of the default language sits at the root, with no language in
 *   its address: arriving there says nothing about the visitor's language,
 *   so a browser preferring another language the page has is offered it.
 * - A stored choice (the language menu, or dismissing the offer) ends it.
 */
export function languageSuggestion(
  pageLang: string,
  browserLanguages: readonly string[],
  links: readonly LanguageLink[],
  chosen: boolean,
): LanguageLink | null {
  if (chosen || browserLanguages.length === 0) return null;
  if (pageLang !== DEFAULT_LANG) return null;
  const wanted = preferredLanguage(browserLanguages);
  if (wanted === pageLang) return null;
  return links.find((l) => l.lang === wanted) ?? null;
}
