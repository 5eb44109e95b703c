// Light and dark mode. The page's inline head script sets `dark` on <html>
// before first paint from localStorage `theme` ('dark' | 'light'), and
// otherwise from the system preference; this module changes it afterwards.

import { readLocal, writeLocal } from './storage';

export const THEME_KEY = 'theme';
export const DARK_CLASS = 'dark';
const SYSTEM_DARK = '(prefers-color-scheme: dark)';

export type Theme = 'dark' | 'light';

/** The stored choice, or null when the page follows the system. */
export function storedTheme(): Theme | null {
  const value = readLocal(THEME_KEY);
  return value === 'dark' || value === 'light' ? value : null;
}

export function isDark(root: HTMLElement = document.documentElement): boolean {
  return root.classList.contains(DARK_CLASS);
}

export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.classList.toggle(DARK_CLASS, theme === 'dark');
}

/** Applies and remembers an explicit choice. */
export function chooseTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  applyTheme(theme, root);
  writeLocal(THEME_KEY, theme);
}

export function toggleTheme(root: HTMLElement = document.documentElement): Theme {
  const next: Theme = isDark(root) ? 'light' : 'dark';
  chooseTheme(next, root);
  return next;
}

/**
 * While nothing is stored, follow changes of the system preference
 * (with nothing stored, dark mode follows the system). Returns an
 * unsubscribe function.
 */
export function followSystemTheme(root: HTMLElement = document.documentElement): () => void {
  if (typeof matchMedia !== 'function') return () => {};
  const query = matchMedia(SYSTEM_DARK);
  const onChange = (e: MediaQueryListEvent) => {
    if (storedTheme() === null) applyTheme(e.matches ? 'dark' : 'light', root);
  };
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
