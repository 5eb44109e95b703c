// @vitest-environment happy-dom
// Hydration of server-rendered markup (no mismatch, no console error), then
// the island at work with the real calc-wasm module.

import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Calculator from '../src/islands/Calculator';
import type { CalculatorProps } from '../src/lib/props';
import { loadWasm, loadedEvaluate } from '../src/lib/wasm';
import * as details from '../src/islands/calculator/DetailsBody';
import { provideDetails } from '../src/islands/calculator/Details';
import { bmiProps, mortgageProps, percentageProps } from './fixtures';
import { hydrate as hydrateElement, hydrationHooks } from './hydrate';

// As src/ssr.tsx does: the server render has the charts' chunk at hand.
provideDetails(details);

const NBSP = '\u00a0';

hydrationHooks();

// The island preloads its module when the page is idle (src/lib/idle.ts: a
// 200 ms timer where, as in happy-dom, there is no requestIdleCallback), and
// the module stays loaded for the rest of the file. Under load a test that
// keeps a mortgage mounted past 200 ms would load the finance module early,
// and a later test that checks the first input before loading would find it
// loaded. Timers are fake here, so a module loads only when a test loads it.
// (React's scheduler and act() use setImmediate and microtasks, not faked.)
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

function hydrate(
  props: CalculatorProps,
  serverProps: CalculatorProps = props,
  beforeHydration: (el: HTMLElement) => void = () => {},
) {
  return hydrateElement(<Calculator {...props} />, {
    server: <Calculator {...serverProps} />,
    before(el) {
      el.dataset.island = 'Calculator';
      beforeHydration(el);
    },
  });
}

function control(el: HTMLElement, name: string): HTMLInputElement {
  const found = el.querySelector<HTMLInputElement>(`[name="${name}"]`);
  if (!found) throw new Error(`no field named ${name}`);
  return found;
}

/** Types like a user: React sees an input event with a new value. */
function type(el: HTMLElement, name: string, text: string) {
  const input = control(el, name);
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

function choose(el: HTMLElement, name: string, value: string) {
  const select = el.querySelector<HTMLSelectElement>(`select[name="${name}"]`);
  if (!select) throw new Error(`no select named ${name}`);
  const setValue = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set;
  setValue?.call(select, value);
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

/** A field's label, as the content gives it. */
function label(props: CalculatorProps, id: string): string {
  const field = props.fields.find((f) => f.id === id);
  if (!field) throw new Error(`no field ${id}`);
  return field.label;
}

function out(el: HTMLElement, id: string): string | null {
  return el.querySelector(`[data-output="${id}"]`)?.textContent ?? null;
}

describe('hydration', () => {
  it.each([
    ['mortgage', 'en', mortgageProps('en')],
    ['mortgage', 'pt-BR', mortgageProps('pt-BR')],
    ['bmi', 'en', bmiProps('en')],
    ['bmi', 'pt-BR', bmiProps('pt-BR')],
    ['percentage', 'en', percentageProps('en')],
  ] as const)('%s (%s) hydrates the server markup without a mismatch', async (_id, _lang, props) => {
    const { el, html, recoverable } = await hydrate(props);
    expect(recoverable).toEqual([]);
    // Hydration left the server's DOM as it was (compared as parsed DOM,
    // since serialising differs from React's HTML in attribute case).
    const server = document.createElement('div');
    server.innerHTML = html;
    expect(el.innerHTML).toBe(server.innerHTML);
  });

  it('would notice a mismatch (checks the check above)', async () => {
    const { recoverable } = await hydrate(mortgageProps('en'), mortgageProps('pt-BR'));
    expect(recoverable.length).toBeGreaterThan(0);
  });
});

describe('the island at work', () => {
  it('recomputes on input: after loading the module, then in the same task', async () => {
    const props = mortgageProps('en');
    const { el } = await hydrate(props);
    expect(loadedEvaluate('finance')).toBeUndefined();

    // First input: the module is not loaded yet; the old result stays, marked.
    act(() => type(el, 'homePrice', '500,000'));
    expect(out(el, 'monthlyPayment')).toBe('$2,547.62');
    expect(el.querySelector('.calc-results')?.getAttribute('aria-busy')).toBe('true');
    expect(el.querySelector('.calc-status')?.textContent).toBe(props.strings.loading);

    await act(async () => {
      await loadWasm('finance');
    });
    expect(out(el, 'loanAmount')).toBe('$420,000.00');
    expect(el.querySelector('.calc-results')?.hasAttribute('aria-busy')).toBe(false);
    expect(el.querySelector('.calc-status')?.textContent).toBe('');

    // Loaded: synchronous, no await needed.
    act(() => type(el, 'downPayment', '100000'));
    expect(out(el, 'loanAmount')).toBe('$400,000.00');
    act(() => type(el, 'interestRate', '0'));
    expect(out(el, 'monthlyPrincipalInterest')).toBe('$1,111.11');
    expect(el.querySelector('.calc-summary')?.textContent).toContain('$1,111.11');
  });

  it('shows a translated error next to the field and keeps the last good result', async () => {
    await loadWasm('finance');
    const props = mortgageProps('en');
    const { el } = await hydrate(props);
    act(() => type(el, 'downPayment', '500000'));

    const input = control(el, 'downPayment');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const errorId = input.getAttribute('aria-describedby')?.split(' ').find((id) => id.endsWith('-error')) ?? '';
    expect(el.ownerDocument.getElementById(errorId)?.textContent).toBe(
      props.strings.errors.notMoreThanInput?.replace('{other}', label(props, 'homePrice')),
    );
    expect(el.querySelector('.calc-results')?.classList.contains('calc-results--stale')).toBe(true);
    expect(el.querySelector('.calc-status')?.textContent).toBe(props.strings.fixErrors);
    expect(out(el, 'monthlyPayment')).toBe('$2,547.62');
    expect(el.textContent).not.toMatch(/NaN|Infinity/);

    act(() => type(el, 'downPayment', ''));
    expect(el.ownerDocument.getElementById(errorId)?.textContent).toBe(props.strings.errors.notANumber);

    act(() => type(el, 'downPayment', '80000'));
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(el.querySelector('.calc-results--stale')).toBeNull();
    expect(out(el, 'monthlyPayment')).toBe('$2,547.62');
  });

  it('reads Portuguese numbers and formats bounds in the error', async () => {
    await loadWasm('finance');
    const props = mortgageProps('pt-BR');
    const { el } = await hydrate(props);
    // The SAC amortisation is the amount financed over the number of
    // payments: (435.000 − the default entrada of 75.000) / 360.
    act(() => type(el, 'propertyValue', '435.000'));
    expect(out(el, 'sacAmortization')).toBe(`R$${NBSP}1.000,00`);
    act(() => type(el, 'propertyValue', '1.000.000.000.001'));
    expect(el.textContent).toContain(props.strings.errors.aboveMax?.replace('{max}', '1.000.000.000.000'));
  });

  it('switches fields and outputs with the segmented control', async () => {
    await loadWasm(bmiProps('pt-BR').module);
    const { el } = await hydrate(bmiProps('pt-BR'));
    expect(el.querySelector('[name="heightCm"]')).not.toBeNull();
    const imperial = el.querySelector<HTMLInputElement>('input[name="unit"][value="imperial"]');
    act(() => imperial?.click());
    expect(el.querySelector('[name="heightCm"]')).toBeNull();
    // The switch converts what was entered (lib/units.ts): 175 cm = 5 ft
    // 8,9 in, 70 kg = 154,3 lb; BMI 69,989 kg / (1,75006 m)² = 22,85.
    expect(control(el, 'heightFt').value).toBe('5');
    expect(control(el, 'heightIn').value).toBe('8,9');
    expect(control(el, 'weightLb').value).toBe('154,3');
    expect(out(el, 'bmi')).toBe('22,9');
    // 18,5 × 1,75006² = 56,66 kg = 124,9 lb.
    expect(out(el, 'healthyWeightMinLb')).toBe('124,9');
    expect(out(el, 'healthyWeightMinKg')).toBeNull();
    expect(el.querySelector('.calc-summary')?.textContent).toContain('22,9');

    // Hidden inputs are not sent: a bad metric value does not block the
    // imperial result; switching back converts the imperial values.
    const metric = el.querySelector<HTMLInputElement>('input[name="unit"][value="metric"]');
    act(() => metric?.click());
    expect(control(el, 'heightCm').value).toBe('175');
    expect(control(el, 'weightKg').value).toBe('70');
    act(() => type(el, 'heightCm', 'abc'));
    act(() => imperial?.click());
    expect(el.querySelector('.calc-results--stale')).toBeNull();
    expect(control(el, 'heightIn').value).toBe('8,9');
    act(() => metric?.click());
    expect(control(el, 'heightCm').value).toBe('175');
    expect(control(el, 'heightCm').getAttribute('aria-invalid')).not.toBe('true');
  });

  it('changes the output format and the summary with a dropdown', async () => {
    await loadWasm('lifestyle');
    const props = percentageProps('en');
    const { el } = await hydrate(props);
    act(() => choose(el, 'mode', 'change'));
    expect(el.querySelector('[name="from"]')).not.toBeNull();
    expect(out(el, 'result')).toBe('25%');
    // The working written out: the inputs as typed, (100 − 80) ÷ 80 = 0.25.
    const quoted: Record<string, string> = { result: '25%', from: '80', to: '100', factor: '0.25' };
    expect(el.querySelector('.calc-summary')?.textContent).toBe(props.summary.texts.change?.replace(/\{(\w+)\}/g, (_, id: string) => quoted[id] ?? `{${id}}`));
    act(() => type(el, 'from', '0'));
    expect(el.textContent).toContain(props.strings.errors.mustNotBeZero);
    expect(out(el, 'result')).toBe('25%');
  });
});

describe('input made before hydration', () => {
  it('is read back once hydrated, so the results match the screen', async () => {
    await loadWasm('lifestyle');
    const { el, recoverable } = await hydrate(percentageProps('en'), undefined, (dom) => {
      // No React yet: plain DOM edits, as a quick user would make.
      dom.querySelector<HTMLSelectElement>('select[name="mode"]')!.value = 'percentage';
      dom.querySelector<HTMLInputElement>('input[name="total"]')!.value = '400';
    });
    expect(recoverable).toEqual([]);
    expect(el.querySelector('[name="value"]')).not.toBeNull();
    expect(control(el, 'total').value).toBe('400');
    expect(out(el, 'result')).toBe('7.5%');
  });

  it('picks up a radio chosen before hydration', async () => {
    await loadWasm(bmiProps('pt-BR').module);
    const { el } = await hydrate(bmiProps('pt-BR'), undefined, (dom) => {
      dom.querySelector<HTMLInputElement>('input[name="unit"][value="imperial"]')!.checked = true;
    });
    expect(el.querySelector('[name="heightCm"]')).toBeNull();
    expect(out(el, 'bmi')).toBe('23,6');
  });
});
