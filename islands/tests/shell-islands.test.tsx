// @vitest-environment happy-dom
// The shell islands rendered to HTML as src/ssr.tsx does (renderToString
// with the island's identifierPrefix; only these islands are imported) and
// hydrated as the loader does: no mismatch, no console error; then the
// header (search, theme, language, "Your data"), the consent banner, the
// home tabs, the statistics and the scroll-to-top button at work.

import { act, createElement, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigation } from '../src/islands/shell/Search';
import { countAt, decimalsOf } from '../src/islands/Stats';
import { languageSuggestion, preferredLanguage, rememberLanguage } from '../src/lib/language';
import { islands } from '../src/islands/index';
import { consentProps, headerProps, homeTabsProps, scrollTopProps, searchEntries, searchEntriesPt, statsProps } from './shell-fixtures';
import { expectStoredToggle } from './html-toggle';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let roots: Root[] = [];
let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
  vi.stubGlobal(
    'fetch',
    // Each language's index at its address (an English page also reads the Portuguese one).
    vi.fn(async (url: unknown) =>
      new Response(JSON.stringify(/pt-br/i.test(String(url)) ? searchEntriesPt : searchEntries), { headers: { 'content-type': 'application/json' } }),
    ),
  );
});

afterEach(() => {
  act(() => roots.forEach((r) => r.unmount()));
  roots = [];
  document.body.innerHTML = '';
  document.documentElement.className = '';
  localStorage.clear();
  document.cookie = 'i18next=; path=/; max-age=0';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  expect(consoleError).not.toHaveBeenCalled();
});

interface RenderRequest {
  island: string;
  props: unknown;
  prefix: string;
}

/** What src/ssr.tsx's renderIslands does, for these islands only. */
async function renderIslands(requests: RenderRequest[]): Promise<string[]> {
  const out: string[] = [];
  for (const r of requests) {
    const { default: Component } = await islands[r.island]!();
    out.push(renderToString(createElement(Component as ComponentType<object>, r.props as object), { identifierPrefix: r.prefix }));
  }
  return out;
}

/** Server render, then hydrate in a fresh element; returns the element. */
async function island(name: string, props: unknown, id = name.toLowerCase()): Promise<HTMLElement> {
  const [html] = await renderIslands([{ island: name, props, prefix: `${id}-` }]);
  const el = document.createElement('div');
  el.id = id;
  el.dataset.island = name;
  el.innerHTML = html as string;
  document.body.append(el);
  const { default: Component } = await islands[name]!();
  const errors: unknown[] = [];
  await act(async () => {
    roots.push(
      hydrateRoot(el, createElement(Component as ComponentType<object>, props as object), {
        identifierPrefix: `${id}-`,
        onRecoverableError: (e) => errors.push(e),
      }),
    );
  });
  expect(errors).toEqual([]);
  return el;
}

async function waitFor<T>(find: () => T | null | undefined, ms = 3000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found) return found;
    if (Date.now() > end) throw new Error('timed out');
    await act(async () => {
      await new Promise((r) => setTimeout(r, 10));
    });
  }
}

/** The search index is fetched and MiniSearch imported (a cold import can take a while on a busy machine). */
async function indexLoaded(el: HTMLElement) {
  await waitFor(() => el.querySelector('.shell-search-status')?.textContent !== 'Loading...');
}

function type(input: HTMLInputElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const key = (el: Element, k: string) => el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));

describe('server render', () => {
  it('renders every shell island deterministically', async () => {
    const requests = [
      { island: 'Header', props: headerProps('pt-BR'), prefix: 'header-' },
      { island: 'ConsentBanner', props: consentProps(), prefix: 'consent-' },
      { island: 'HomeTabs', props: homeTabsProps(), prefix: 'tabs-' },
      { island: 'Stats', props: statsProps('pt-BR'), prefix: 'stats-' },
      { island: 'ScrollTop', props: scrollTopProps, prefix: 'scroll-top-' },
    ];
    const [a, b] = [await renderIslands(requests), await renderIslands(requests)];
    expect(a).toEqual(b);
    const [header, consent, tabs, stats, scrollTop] = a as string[];
    expect(header).toContain('placeholder="Buscar calculadoras..."');
    expect(header).toContain('role="combobox"');
    expect(header).not.toMatch(/style=/);
    expect(consent).toContain('href="/privacy-policy"');
    expect(tabs).toContain('role="tablist"');
    // The final numbers, for readers without JavaScript.
    expect(stats).toContain('1.000.000');
    expect(stats).toContain('4,9/5');
    expect(scrollTop).toContain('hidden=""');
    for (const html of a) expect(html).not.toMatch(/style=/);
  });
});

describe('Header', () => {
  it('loads the index on first focus, then searches it', async () => {
    const el = await island('Header', headerProps());
    const input = el.querySelector<HTMLInputElement>('input[role="combobox"]')!;
    expect(input.placeholder).toBe('Search calculators...');
    expect(fetch).not.toHaveBeenCalled();
    await act(async () => input.focus());
    expect(el.querySelector('.shell-search-status')?.textContent).toBe('Loading...');
    await indexLoaded(el);
    expect(fetch).toHaveBeenCalledWith('/search/en.json', expect.anything());
    expect(input.getAttribute('aria-expanded')).toBe('true');
    // A blank query lists the categories.
    expect([...el.querySelectorAll('[role="option"]')].map((o) => o.textContent)).toEqual(['FinancialCategory']);
    await act(async () => type(input, 'zzzzqx'));
    // Not here: looked for in the other language too, then said.
    await waitFor(() => el.querySelector('.shell-search-status')?.textContent === 'No calculators found' || null);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await act(async () => type(input, 'morgage'));
    const options = () => [...el.querySelectorAll('[role="option"]')];
    expect(options()[0]?.textContent).toContain('Mortgage Calculator');
    await act(async () => key(input, 'ArrowDown'));
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[0]?.id);
    expect(options()[0]?.getAttribute('aria-selected')).toBe('true');
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => {});
    await act(async () => key(input, 'Enter'));
    expect(go).toHaveBeenCalledWith('/mortgage-calculator');
    expect(input.value).toBe('');
    // Each index once: this language's, and the other's for "zzzzqx".
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("offers the other language's pages for words only that language has", async () => {
    const el = await island('Header', headerProps('en'));
    const input = el.querySelector<HTMLInputElement>('input[role="combobox"]')!;
    await act(async () => input.focus());
    await indexLoaded(el);
    // "hipoteca" is a keyword of the Portuguese mortgage page only.
    const pt = searchEntriesPt.find((e) => e.keywords.includes('hipoteca'))!;
    await act(async () => type(input, 'hipoteca'));
    // The Portuguese index is loaded then (once a page: an earlier test may have).
    const option = await waitFor(() => {
      const first = el.querySelector('[role="option"]');
      return first?.querySelector('.shell-result-title')?.textContent === pt.title ? first : null;
    });
    expect(option.querySelector('.shell-result-title')?.getAttribute('lang')).toBe('pt-BR');
    expect(option.querySelector('.shell-result-meta')?.textContent).toBe('Open in Português');
    expect(el.querySelector('.shell-search-status')?.textContent).toBe('');
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => {});
    await act(async () => key(input, 'Enter'));
    expect(go).toHaveBeenCalledWith(pt.href);
  });

  it('says an address had no page, in the open search, with its words searched', async () => {
    history.replaceState(null, '', '/?notfound=%2Fmortgage-calculatr%2Fzzqx');
    try {
      const el = await island('Header', headerProps('en'));
      const input = el.querySelector<HTMLInputElement>('input[role="combobox"]')!;
      await indexLoaded(el);
      const notice = el.querySelector('.shell-search-notice')!;
      expect(notice.getAttribute('role')).toBe('status');
      expect(notice.textContent).toBe('There is no page at /mortgage-calculatr/zzqx. Search for what you were looking for:');
      expect(el.querySelector<HTMLElement>('.shell-search-popup')!.hidden).toBe(false);
      expect(document.activeElement).toBe(input);
      // "zzqx" finds nothing: left out.
      await waitFor(() => input.value === 'mortgage calculatr' || null);
      expect(el.querySelector('[role="option"] .shell-result-title')?.textContent).toBe('Mortgage Calculator');
      // The marker is gone from the address; closing the search ends the message.
      expect(window.location.search).toBe('');
      await act(async () => key(input, 'Escape'));
      expect(notice.textContent).toBe('');
    } finally {
      history.replaceState(null, '', '/');
    }
  });

  it('closes the list on Escape and on an outside click', async () => {
    const el = await island('Header', headerProps());
    const input = el.querySelector<HTMLInputElement>('input[role="combobox"]')!;
    await act(async () => input.focus());
    await indexLoaded(el);
    const popup = el.querySelector<HTMLElement>('.shell-search-popup')!;
    expect(popup.hidden).toBe(false);
    await act(async () => key(input, 'Escape'));
    expect(popup.hidden).toBe(true);
    await act(async () => key(input, 'ArrowDown'));
    expect(popup.hidden).toBe(false);
    await act(async () => {
      document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    });
    expect(popup.hidden).toBe(true);
  });

  it('focuses the search box on "/" outside fields', async () => {
    const el = await island('Header', headerProps());
    const input = el.querySelector<HTMLInputElement>('input[role="combobox"]')!;
    await act(async () => key(document.body, '/'));
    expect(document.activeElement).toBe(input);
  });

  it('toggles and stores the theme', async () => {
    const el = await island('Header', headerProps());
    const button = el.querySelector<HTMLButtonElement>('.shell-theme-btn')!;
    expect(button.textContent).toContain('Switch to dark mode');
    expect(button.textContent).toContain('Switch to light mode');
    await expectStoredToggle(button, 'dark', 'theme', 'dark', 'light');
  });

  it('opens "Your data" with an honest empty state, and closes it', async () => {
    const el = await island('Header', headerProps());
    const signIn = el.querySelector<HTMLButtonElement>('.shell-signin')!;
    await act(async () => signIn.click());
    const dialog = await waitFor(() => el.querySelector('dialog'));
    expect(dialog).not.toBeNull();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('No calculations saved in this browser yet.');
    const buttons = [...dialog.querySelectorAll<HTMLButtonElement>('.shell-action')];
    expect(buttons.map((b) => [b.textContent, b.disabled])).toEqual([
      ['Export JSON', true],
      ['Export CSV', true],
      ['Import JSON', false],
      ['Clear all', true],
    ]);
    await act(async () => {
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(el.querySelector('dialog')).toBeNull();
    expect(document.activeElement).toBe(signIn);
  });

  it('lists stored history in "Your data"', async () => {
    localStorage.setItem(
      'calcula:history:mortgage',
      JSON.stringify([{ time: '2026-01-01T00:00:00.000Z', inputs: { homePrice: '1' }, result: { payment: 1 } }]),
    );
    const el = await island('Header', headerProps());
    await act(async () => el.querySelector<HTMLButtonElement>('.shell-signin')!.click());
    const dialog = await waitFor(() => el.querySelector('dialog'));
    const link = await waitFor(() => dialog.querySelector('.shell-data-item a'));
    expect(link.textContent).toBe('Mortgage Calculator');
    expect(dialog.querySelector<HTMLButtonElement>('.shell-action')!.disabled).toBe(false);
  });

  it('suggests the browser language on a first visit, once', async () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['pt-BR', 'en'], language: 'pt-BR' });
    const el = await island('Header', headerProps('en'));
    const note = el.querySelector('.shell-suggest');
    expect(note?.querySelector('a')?.getAttribute('href')).toBe('/pt-br/mortgage-calculator');
    await act(async () => note!.querySelector<HTMLButtonElement>('button')!.click());
    expect(el.querySelector('.shell-suggest')).toBeNull();
    // Dismissing stores the page's language as the choice.
    expect(localStorage.getItem('i18nextLng')).toBe('en');
  });

  it('opens the drawer through the menu event', async () => {
    const el = await island('Header', headerProps());
    const menu = el.querySelector<HTMLButtonElement>('.shell-menu-btn')!;
    const seen: boolean[] = [];
    document.addEventListener('calcula:menu', (e) => seen.push((e as CustomEvent<{ open: boolean }>).detail.open));
    await act(async () => menu.click());
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    await act(async () => menu.click());
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(seen).toEqual([true, false]);
  });
});

describe('language helpers', () => {
  it('maps browser languages to site languages', () => {
    expect(preferredLanguage(['pt-BR'])).toBe('pt-BR');
    expect(preferredLanguage(['pt-PT', 'en'])).toBe('pt-BR');
    expect(preferredLanguage(['fr-FR', 'pt'])).toBe('pt-BR');
    expect(preferredLanguage(['en-GB', 'pt-BR'])).toBe('en');
    expect(preferredLanguage(['de'])).toBe('en');
  });

  it('suggests only without a stored choice and for another language', () => {
    const links = headerProps('en').languages;
    expect(languageSuggestion('en', ['pt-BR'], links, false)?.lang).toBe('pt-BR');
    expect(languageSuggestion('en', ['pt-BR'], links, true)).toBeNull();
    expect(languageSuggestion('en', ['en-US'], links, false)).toBeNull();
    expect(languageSuggestion('pt-BR', ['pt-BR'], headerProps('pt-BR').languages, false)).toBeNull();
  });

  it('offers nothing over a page whose address names its language', () => {
    // A Portuguese page was opened deliberately, even by an English-language browser.
    expect(languageSuggestion('pt-BR', ['en-US'], headerProps('pt-BR').languages, false)).toBeNull();
    expect(languageSuggestion('pt-BR', ['de'], headerProps('pt-BR').languages, false)).toBeNull();
  });

  it('stores a choice in localStorage, and in the cookie except for English', () => {
    rememberLanguage('pt-BR');
    expect(localStorage.getItem('i18nextLng')).toBe('pt-BR');
    expect(document.cookie).toContain('i18next=pt-BR');
    rememberLanguage('en');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
    expect(document.cookie).not.toContain('i18next=');
  });
});

describe('ConsentBanner', () => {
  it('hides and stores the answer; loads nothing without an id', async () => {
    const el = await island('ConsentBanner', consentProps(null), 'consent');
    const banner = el.querySelector('.shell-consent')!;
    expect(banner.classList.contains('is-answered')).toBe(false);
    await act(async () => el.querySelectorAll<HTMLButtonElement>('button')[1]!.click());
    expect(localStorage.getItem('consent')).toBe('accepted');
    expect(banner.classList.contains('is-answered')).toBe(true);
    expect(document.documentElement.classList.contains('consent-answered')).toBe(true);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('stays hidden for someone who answered before', async () => {
    localStorage.setItem('consent', 'declined');
    const el = await island('ConsentBanner', consentProps('G-TEST123'), 'consent');
    expect(el.querySelector('.shell-consent')!.classList.contains('is-answered')).toBe(true);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });
});

describe('HomeTabs', () => {
  it('moves between tabs with the arrow keys, Home and End', async () => {
    const props = homeTabsProps();
    // One tab per category with featured calculators, as the content has them.
    const last = props.tabs.length - 1;
    expect(last).toBeGreaterThanOrEqual(2);
    const el = await island('HomeTabs', props, 'tabs');
    const tabs = () => [...el.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    const panels = () => [...el.querySelectorAll<HTMLElement>('[role="tabpanel"]')];
    const selected = () => tabs().findIndex((t) => t.getAttribute('aria-selected') === 'true');
    const onlyFirst = props.tabs.map((_, i) => i !== 0);
    expect(selected()).toBe(0);
    expect(panels().map((p) => p.hidden)).toEqual(onlyFirst);
    await act(async () => key(tabs()[0]!, 'ArrowRight'));
    expect(selected()).toBe(1);
    expect(document.activeElement).toBe(tabs()[1]);
    expect(panels()[1]!.hidden).toBe(false);
    await act(async () => key(tabs()[1]!, 'End'));
    expect(selected()).toBe(last);
    await act(async () => key(tabs()[last]!, 'ArrowRight'));
    expect(selected()).toBe(0);
    await act(async () => key(tabs()[0]!, 'ArrowLeft'));
    expect(selected()).toBe(last);
    await act(async () => key(tabs()[last]!, 'Home'));
    expect(selected()).toBe(0);
    expect(tabs().map((t) => t.tabIndex)).toEqual(onlyFirst.map((hidden) => (hidden ? -1 : 0)));
    expect(el.querySelector('.shell-view-all a')?.getAttribute('href')).toBe('/calculators');
  });
});

describe('Stats', () => {
  it('counts with an ease-out to the exact value', () => {
    expect(decimalsOf(4.9)).toBe(1);
    expect(decimalsOf(1000000)).toBe(0);
    expect(countAt(1000, 0)).toBe(0);
    expect(countAt(1000, 1000)).toBe(875);
    expect(countAt(4.9, 3000)).toBe(4.9);
  });

  it('keeps the final numbers with reduced motion', async () => {
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: q.includes('reduce'), addEventListener() {}, removeEventListener() {} }));
    vi.stubGlobal('IntersectionObserver', class { observe() {} disconnect() {} });
    const el = await island('Stats', statsProps(), 'stats');
    expect([...el.querySelectorAll('.shell-stat-value')].map((v) => v.textContent)).toEqual(['50+', '1,000,000', '4.9/5']);
  });

  it('resets to 0 and counts when 30 % visible', async () => {
    let fire: (() => void) | null = null;
    let threshold: unknown;
    vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: (e: { isIntersecting: boolean }[]) => void, options: { threshold: unknown }) {
          threshold = options.threshold;
          fire = () => cb([{ isIntersecting: true }]);
        }
        observe() {}
        disconnect() {}
      },
    );
    const el = await island('Stats', statsProps(), 'stats');
    const values = () => [...el.querySelectorAll('.shell-stat-value')].map((v) => v.textContent);
    expect(threshold).toBe(0.3);
    expect(values()).toEqual(['0+', '0', '0/5']);
    // The accessible text is the final value all along.
    expect([...el.querySelectorAll('.shell-sr')].map((v) => v.textContent)).toEqual(['50+', '1,000,000', '4.9/5']);
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'performance'] });
    await act(async () => fire!());
    await act(async () => vi.advanceTimersByTime(1000));
    const middle = values();
    expect(middle[1]).not.toBe('0');
    expect(middle[1]).not.toBe('1,000,000');
    await act(async () => vi.advanceTimersByTime(1100));
    expect(values()).toEqual(['50+', '1,000,000', '4.9/5']);
    vi.useRealTimers();
  });
});

describe('ScrollTop', () => {
  it('shows past 300 px', async () => {
    const el = await island('ScrollTop', scrollTopProps, 'scroll-top');
    const button = el.querySelector<HTMLButtonElement>('button')!;
    expect(button.hidden).toBe(true);
    await act(async () => {
      Object.defineProperty(window, 'scrollY', { value: 301, configurable: true });
      window.dispatchEvent(new Event('scroll'));
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(button.hidden).toBe(false);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('on a phone, goes while the page is scrolled down and comes back scrolled up', async () => {
    const phone = vi.fn((query: string) => ({ matches: query.includes('max-width'), media: query }));
    vi.stubGlobal('matchMedia', phone);
    try {
      const el = await island('ScrollTop', scrollTopProps, 'scroll-top');
      const button = el.querySelector<HTMLButtonElement>('button')!;
      const scrollTo = async (y: number) => {
        await act(async () => {
          Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
          window.dispatchEvent(new Event('scroll'));
          await new Promise((r) => setTimeout(r, 50));
        });
      };
      await scrollTo(900);
      expect(button.hidden).toBe(true);
      await scrollTo(700);
      expect(button.hidden).toBe(false);
      await scrollTo(1200);
      expect(button.hidden).toBe(true);
      expect(phone).toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    }
  });
});
