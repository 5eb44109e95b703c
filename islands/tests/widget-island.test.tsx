// @vitest-environment happy-dom
// The Widget island: hydrates its server markup, opens one panel at a time,
// the spec's messages when information is missing, the quick calculator
// by click and keyboard, share with the calculator's inputs, the embed code.
// And the Calculator island reading a share link.

import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import Widget from '../src/islands/Widget';
import Calculator from '../src/islands/Calculator';
import type { WidgetProps } from '../src/lib/widget-props';
import { publishInputs } from '../src/lib/share';
import { loadWasm } from '../src/lib/wasm';
import { mortgageProps } from './fixtures';
import { widgetProps } from './generated-props';
import { hydrate as hydrateElement, hydrationHooks } from './hydrate';
import * as details from '../src/islands/calculator/DetailsBody';
import { provideDetails } from '../src/islands/calculator/Details';

// As src/ssr.tsx does: the server render has the charts' chunk at hand.
provideDetails(details);

const STRINGS: WidgetProps['strings'] = widgetProps('mortgage.en').strings;

const PROPS: WidgetProps = {
  icons: '/assets/icons-0123456789ab.svg',
  lang: 'en',
  id: 'mortgage',
  title: 'Mortgage Calculator',
  description: 'Estimate the monthly payment.',
  formulas: [{ expression: 'M = P·i / (1 − (1 + i)^−n)', explanationHtml: '<p>The <em>annuity</em> payment.</p>', variables: [{ name: 'P', description: 'the loan' }] }],
  faqs: [{ question: 'What is PMI?', answerHtml: '<p>Mortgage insurance.</p>' }],
  references: [{ title: 'CFPB', url: 'https://www.consumerfinance.gov/' }],
  pageUrl: 'https://calcula.example/mortgage-calculator',
  embedUrl: 'https://calcula.example/embed/mortgage',
  strings: STRINGS,
};

hydrationHooks(() => {
  history.replaceState(null, '', '/');
  localStorage.clear();
  vi.unstubAllGlobals();
});

function hydrate<P extends object>(Component: (p: P) => React.ReactNode, props: P, id: string) {
  return hydrateElement(<Component {...props} />, { id });
}

const q = (el: HTMLElement, sel: string) => {
  const found = el.querySelector<HTMLElement>(sel);
  if (!found) throw new Error(`nothing matches ${sel}`);
  return found;
};

async function click(el: HTMLElement) {
  await act(async () => {
    el.click();
  });
}

/** Opens the quick calculator and waits for its lazily loaded chunk. */
async function openQuick(el: HTMLElement) {
  await click(q(el, '[data-widget="quick"]'));
  for (let i = 0; i < 200 && !el.querySelector('[data-quick-display]'); i++) {
    await act(async () => {
      await new Promise((r) => setTimeout(r, 10));
    });
  }
  q(el, '[data-quick-display]');
}

/** Lets promises and timers of the page run. */
async function settle() {
  for (let i = 0; i < 5; i++) {
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
  }
}

describe('Widget', () => {
  it('hydrates the server markup without a mismatch; all panels closed', async () => {
    const { el, html, recoverable } = await hydrate(Widget, PROPS, 'widget');
    expect(recoverable).toEqual([]);
    const server = document.createElement('div');
    server.innerHTML = html;
    expect(el.innerHTML).toBe(server.innerHTML);
    expect(el.querySelector('[role="dialog"]')).toBeNull();
    expect(q(el, 'aside').getAttribute('aria-label')).toBe('Calculator tools');
    expect([...el.querySelectorAll('[data-widget]')].map((b) => b.getAttribute('data-widget'))).toEqual([
      'toggle', 'info', 'quick', 'share', 'embed', 'hide', 'show',
    ]);
  });

  it('opens the info panel: About, Formulas, FAQs, references in a new tab', async () => {
    const { el } = await hydrate(Widget, PROPS, 'widget');
    await click(q(el, '[data-widget="info"]'));
    const dialog = q(el, '[role="dialog"]');
    expect(document.activeElement).toBe(dialog);
    expect(q(el, '[data-widget="info"]').getAttribute('aria-expanded')).toBe('true');
    expect(dialog.textContent).toContain('Estimate the monthly payment.');
    const link = q(dialog, '.widget-references a');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
    const tabs = [...dialog.querySelectorAll<HTMLElement>('[role="tab"]')];
    await click(tabs[1] as HTMLElement);
    expect(q(dialog, '[role="tabpanel"]').textContent).toContain('M = P·i / (1 − (1 + i)^−n)');
    expect(q(dialog, '[role="tabpanel"] em').textContent).toBe('annuity');
    expect(q(dialog, '.widget-variables').textContent).toContain('the loan');
    await click(tabs[2] as HTMLElement);
    expect(q(dialog, '[role="tabpanel"]').textContent).toContain('What is PMI?');
    // Escape closes it and gives focus back to its button.
    await act(async () => {
      dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(el.querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement).toBe(q(el, '[data-widget="info"]'));
  });

  it("says so when a calculator has no formulas, or no information at all", async () => {
    const { el } = await hydrate(Widget, { ...PROPS, formulas: [] }, 'w1');
    await click(q(el, '[data-widget="info"]'));
    await click(q(el, '[role="tab"]:nth-child(2)'));
    expect(q(el, '[role="tabpanel"]').textContent).toBe('No formulas available for this calculator.');

    const { el: bare } = await hydrate(Widget, { ...PROPS, title: '', description: '', formulas: [], faqs: [] }, 'w2');
    await click(q(bare, '[data-widget="info"]'));
    expect(q(bare, '[role="dialog"]').textContent).toContain('Information Unavailable');
    expect(q(bare, '[role="dialog"]').textContent).toContain('Sorry, information for this calculator is not available at the moment.');
  });

  it('opens one panel at a time; collapsing closes them', async () => {
    const { el } = await hydrate(Widget, PROPS, 'widget');
    await click(q(el, '[data-widget="toggle"]'));
    expect(q(el, 'aside').classList.contains('is-expanded')).toBe(true);
    await openQuick(el);
    expect(el.querySelectorAll('[role="dialog"]')).toHaveLength(1);
    await click(q(el, '[data-widget="embed"]'));
    expect(el.querySelectorAll('[role="dialog"]')).toHaveLength(1);
    expect(q(el, '[role="dialog"]').id).toMatch(/embed$/);
    await openQuick(el);
    await click(q(el, '[data-widget="toggle"]'));
    expect(q(el, 'aside').classList.contains('is-expanded')).toBe(false);
    expect(el.querySelector('[role="dialog"]')).toBeNull();
  });

  it('hides on large screens, leaving a tab that brings it back', async () => {
    const { el } = await hydrate(Widget, PROPS, 'widget');
    await click(q(el, '[data-widget="info"]'));
    await click(q(el, '[data-widget="hide"]'));
    expect(q(el, 'aside').classList.contains('is-hidden')).toBe(true);
    expect(el.querySelector('[role="dialog"]')).toBeNull();
    await click(q(el, '[data-widget="show"]'));
    expect(q(el, 'aside').classList.contains('is-hidden')).toBe(false);
  });

  it('navigation closes the panels', async () => {
    const { el } = await hydrate(Widget, PROPS, 'widget');
    await click(q(el, '[data-widget="toggle"]'));
    await click(q(el, '[data-widget="info"]'));
    await act(async () => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(el.querySelector('[role="dialog"]')).toBeNull();
    expect(q(el, 'aside').classList.contains('is-expanded')).toBe(false);
  });

  it('quick calculator: 12 + 3 × 2 = shows 30 by clicking, operator highlighted', async () => {
    const { el } = await hydrate(Widget, PROPS, 'widget');
    await openQuick(el);
    const key = (k: string) => q(el, `[data-key="${k}"]`);
    for (const k of ['1', '2', '+', '3']) await click(key(k));
    expect(key('+').getAttribute('aria-pressed')).toBe('true');
    expect(key('×').getAttribute('aria-pressed')).toBe('false');
    await click(key('×'));
    expect(q(el, '[data-quick-display]').textContent).toBe('15');
    expect(key('×').getAttribute('aria-pressed')).toBe('true');
    await click(key('2'));
    await click(key('='));
    expect(q(el, '[data-quick-display]').textContent).toBe('30');
    expect(q(el, '[data-quick-last]').textContent).toBe('15 × 2 = 30');
    expect(key('×').getAttribute('aria-pressed')).toBe('false');
  });

  it('quick calculator: the keyboard, division by zero, AC; state kept while closed', async () => {
    const { el } = await hydrate(Widget, PROPS, 'widget');
    await openQuick(el);
    const panel = q(el, '[role="dialog"]');
    expect(document.activeElement).toBe(panel);
    const press = async (key: string) =>
      act(async () => {
        panel.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
      });
    for (const k of ['1', '2', '+', '3', '*', '2', 'Enter']) await press(k);
    expect(q(el, '[data-quick-display]').textContent).toBe('30');
    for (const k of ['0', '.', '1', '+', '0', '.', '2', '=']) await press(k);
    expect(q(el, '[data-quick-display]').textContent).toBe('0.3');
    for (const k of ['5', '/', '0', '=']) await press(k);
    expect(q(el, '[data-quick-display]').textContent).toBe('Cannot divide by zero');
    await press('Escape');
    expect(q(el, '[data-quick-display]').textContent).toBe('0');
    await press('7');
    // Closing keeps the state for the next opening.
    await click(q(el, '[data-widget="quick"]'));
    await openQuick(el);
    expect(q(el, '[data-quick-display]').textContent).toBe('7');
  });

  it('share copies a link with the inputs the calculator published, and says so', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    history.replaceState(null, '', '/mortgage-calculator?old=1#x');
    publishInputs('mortgage', { homePrice: '500000', loanTerm: '15' });
    const { el } = await hydrate(Widget, PROPS, 'widget');
    await click(q(el, '[data-widget="share"]'));
    await settle();
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/mortgage-calculator?homePrice=500000&loanTerm=15`);
    expect(q(el, '.widget-status[role="status"]').textContent).toBe(STRINGS.linkCopied);
  });

  it('when copying fails too, shows the link to copy by hand', async () => {
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: undefined });
    history.replaceState(null, '', '/mortgage-calculator');
    const { el } = await hydrate(Widget, PROPS, 'widget');
    await click(q(el, '[data-widget="share"]'));
    await settle();
    expect(q(el, '.widget-status').textContent).toBe(STRINGS.copyFailed);
    expect((q(el, '.widget-link') as HTMLInputElement).value).toContain('/mortgage-calculator');
  });

  it('embed shows the code as text in a read-only box, with a copy button', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { el } = await hydrate(Widget, PROPS, 'widget');
    await click(q(el, '[data-widget="embed"]'));
    const box = q(el, 'textarea') as HTMLTextAreaElement;
    expect(box.readOnly).toBe(true);
    // The origin this page is served from, not the one the build was given.
    expect(location.origin).toMatch(/^https?:\/\//);
    expect(box.value).toContain(`<iframe src="${location.origin}/embed/mortgage"`);
    expect(box.value).toContain(`event.origin !== "${location.origin}"`);
    expect(box.value).not.toContain('calcula.example');
    // As text: no iframe or script element was created.
    expect(el.querySelector('iframe, script')).toBeNull();
    await click(q(el, '.widget-action'));
    await settle();
    expect(writeText).toHaveBeenCalledWith(box.value);
    expect(q(el, '.widget-inline-status').textContent).toBe('Code copied.');
  });
});

describe('Calculator and share links', () => {
  it('fills declared inputs from the query, validates them, ignores the rest', async () => {
    history.replaceState(null, '', '/mortgage-calculator?homePrice=%3Cscript%3Ealert(1)%3C%2Fscript%3E&foo=1&loanTerm=15');
    const seen: unknown[] = [];
    const listen = (e: Event) => seen.push((e as CustomEvent).detail);
    document.addEventListener('calcula:inputs', listen);
    const props = mortgageProps('en');
    const { el, recoverable } = await hydrate(Calculator, props, 'calc');
    await act(async () => {
      await loadWasm(props.module);
    });
    await settle();
    document.removeEventListener('calcula:inputs', listen);
    expect(recoverable).toEqual([]);
    const homePrice = q(el, '[name="homePrice"]') as HTMLInputElement;
    expect(homePrice.value).toBe('<script>alert(1)</script>');
    expect(homePrice.getAttribute('aria-invalid')).toBe('true');
    expect(q(el, '.calc-field--invalid .calc-field-error').textContent).not.toBe('');
    expect(el.querySelector('script')).toBeNull();
    expect((q(el, '[name="loanTerm"]') as HTMLInputElement).value).toBe('15');
    expect(el.querySelector('[name="foo"]')).toBeNull();
    const last = seen.at(-1) as { id: string; values: Record<string, string> };
    expect(last.id).toBe('mortgage');
    expect(last.values).toMatchObject({ homePrice: '<script>alert(1)</script>', loanTerm: '15' });
    expect(Object.keys(last.values)).not.toContain('foo');
  });

  it('computes a valid share link', async () => {
    history.replaceState(null, '', '/mortgage-calculator?homePrice=500000');
    const props = mortgageProps('en');
    const { el } = await hydrate(Calculator, props, 'calc');
    await act(async () => {
      await loadWasm(props.module);
    });
    await settle();
    expect(q(el, '[data-output="loanAmount"]').textContent).toBe('$420,000.00');
  });
});
