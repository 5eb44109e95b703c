// @vitest-environment happy-dom
// The sidebar's group logic, its server render and its behaviour once
// hydrated: one group open at a time, the current group open from the start,
// collapse stored, the drawer opened by the header's menu event.

import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Sidebar from '../src/islands/Sidebar';
import { groupOf, samePath, toggleGroup } from '../src/islands/shell/sidebarState';
import { MENU_EVENT, isMenuOpen, setMenuOpen } from '../src/lib/menu';
import { navGroups, sidebarProps } from './shell-fixtures';
import { expectStoredToggle } from './html-toggle';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('group logic', () => {
  const groups = navGroups();

  it('finds the group of a page, its landing page or none', () => {
    expect(groupOf(groups, '/bmi-calculator')).toBe('health');
    expect(groupOf(groups, '/mortgage-calculator')).toBe('financial');
    expect(groupOf(groups, '/advanced-calculators')).toBe('advanced');
    expect(groupOf(groups, '/bmi-calculator/')).toBe('health');
    expect(groupOf(groups, '/')).toBeNull();
    expect(groupOf(groups, '/about')).toBeNull();
    expect(groupOf(navGroups('/pt-br'), '/pt-br/percentage-calculator')).toBe('lifestyle');
  });

  it('keeps one group open; clicking the open one closes it', () => {
    expect(toggleGroup(null, 'health')).toBe('health');
    expect(toggleGroup('health', 'financial')).toBe('financial');
    expect(toggleGroup('financial', 'financial')).toBeNull();
  });

  it('compares paths loosely', () => {
    expect(samePath('/x/', '/x')).toBe(true);
    expect(samePath('/x.html', '/x?a=1#b')).toBe(true);
    expect(samePath('/', '')).toBe(true);
    expect(samePath('/x', '/y')).toBe(false);
  });
});

let root: Root | null = null;
let el: HTMLElement;
let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  document.documentElement.className = '';
  localStorage.clear();
  act(() => setMenuOpen(false));
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
});

async function mount(currentPath: string) {
  const props = sidebarProps(currentPath);
  el = document.createElement('div');
  el.id = 'sidebar';
  el.innerHTML = renderToString(<Sidebar {...props} />, { identifierPrefix: 'sidebar-' });
  document.body.append(el);
  const serverHtml = el.innerHTML;
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(el, <Sidebar {...props} />, {
      identifierPrefix: 'sidebar-',
      onRecoverableError: (e) => errors.push(e),
    });
  });
  expect(errors).toEqual([]);
  return serverHtml;
}

const toggles = () => [...el.querySelectorAll<HTMLButtonElement>('.shell-group-toggle')];
const openLists = () => [...el.querySelectorAll('.shell-items')].filter((l) => !(l as HTMLElement).hidden).map((l) => l.id);
const expanded = () => toggles().map((b) => b.getAttribute('aria-expanded'));

describe('the Sidebar island', () => {
  it('opens the current group in the server render', async () => {
    const html = await mount('/bmi-calculator');
    expect(expanded()).toEqual(['false', 'true', 'false', 'false', 'false', 'false']);
    expect(html).toContain('aria-current="page"');
    expect(el.querySelector('[aria-current="page"]')?.getAttribute('href')).toBe('/bmi-calculator');
    expect(el.querySelector('nav')?.getAttribute('aria-label')).toBe('Main menu');
    // Each group also renders its landing-page link (shown when collapsed).
    expect([...el.querySelectorAll('.shell-group-link')].map((a) => a.getAttribute('href'))).toEqual(
      navGroups().map((g) => g.href),
    );
  });

  it('keeps one group open at a time', async () => {
    await mount('/bmi-calculator');
    await act(async () => toggles()[0]!.click());
    expect(expanded()).toEqual(['true', 'false', 'false', 'false', 'false', 'false']);
    expect(openLists()).toHaveLength(1);
    await act(async () => toggles()[0]!.click());
    expect(expanded()).toEqual(['false', 'false', 'false', 'false', 'false', 'false']);
    expect(openLists()).toEqual([]);
    await act(async () => toggles()[5]!.click());
    expect(expanded()[5]).toBe('true');
    expect(toggles()[5]!.getAttribute('aria-controls')).toBe(openLists()[0]);
  });

  it('opens no group on a page outside the groups', async () => {
    await mount('/about');
    expect(expanded().every((e) => e === 'false')).toBe(true);
  });

  it('collapses and expands, remembering the choice', async () => {
    await mount('/');
    const button = el.querySelector<HTMLButtonElement>('.shell-collapse')!;
    await expectStoredToggle(button, 'sidebar-collapsed', 'sidebar', 'collapsed', 'expanded');
  });

  it('opens as a modal drawer on the menu event and closes on Escape', async () => {
    await mount('/');
    const panel = el.querySelector<HTMLElement>('#sidebar-panel')!;
    expect(panel.getAttribute('role')).toBeNull();
    const seen: boolean[] = [];
    document.addEventListener(MENU_EVENT, (e) => seen.push((e as CustomEvent<{ open: boolean }>).detail.open));
    await act(async () => setMenuOpen(true));
    expect(panel.classList.contains('is-open')).toBe(true);
    expect(panel.getAttribute('role')).toBe('dialog');
    expect(panel.getAttribute('aria-modal')).toBe('true');
    expect(document.documentElement.classList.contains('menu-open')).toBe(true);
    await act(async () => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(isMenuOpen()).toBe(false);
    expect(panel.classList.contains('is-open')).toBe(false);
    expect(document.documentElement.classList.contains('menu-open')).toBe(false);
    expect(seen).toEqual([true, false]);
  });

  it('closes the drawer when an item is picked or the overlay clicked', async () => {
    await mount('/bmi-calculator');
    await act(async () => setMenuOpen(true));
    const item = el.querySelector<HTMLAnchorElement>('.shell-item')!;
    item.addEventListener('click', (e) => e.preventDefault());
    await act(async () => item.click());
    expect(isMenuOpen()).toBe(false);
    await act(async () => setMenuOpen(true));
    await act(async () => el.querySelector<HTMLElement>('.shell-overlay')!.click());
    expect(isMenuOpen()).toBe(false);
  });
});
