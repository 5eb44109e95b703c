// @vitest-environment happy-dom
// The academic parts of the Calculator island with props the generator wrote
// for real pages (tests/generated-props.ts) and results from the real engine
// module: MathML and steps in the server render, hydration without errors,
// the keypad, the matrix grid and the copied plain text.

import { act } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import Calculator from '../src/islands/Calculator';
import type { CalculatorProps, Outputs } from '../src/lib/props';
import * as academic from '../src/islands/calculator/academic/index';
import { provideAcademic } from '../src/islands/calculator/academic/lazy';
import * as details from '../src/islands/calculator/DetailsBody';
import { provideDetails } from '../src/islands/calculator/Details';
import { shownOutputs } from '../src/islands/calculator/outputs';
import { parseMath } from '../src/islands/calculator/math/parse';
import { readSteps } from '../src/islands/calculator/academic/Steps';
import { loadWasm } from '../src/lib/wasm';
import * as academicModule from '../src/wasm/academic/calc_wasm.js';
import * as academicNumbersModule from '../src/wasm/academic-numbers/calc_wasm.js';
import { wasmBytes } from './setup-wasm';
import { hydrate as hydrateElement, hydrationHooks } from './hydrate';
import { calculatorProps, type PageName } from './generated-props';

academicModule.initSync({ module: wasmBytes('academic') });
// Standard deviation, GPA and grade: the module apart from the engine.
academicNumbersModule.initSync({ module: wasmBytes('academic-numbers') });
// As src/ssr.tsx does: the server render has the chunk at hand.
provideAcademic(academic);
provideDetails(details);

async function props(page: PageName, given: Record<string, string> = {}): Promise<CalculatorProps> {
  const p = calculatorProps(page);
  const evaluate = await loadWasm(p.module);
  const answer = evaluate(p.spec, given, p.lang) as { ok?: Outputs; error?: unknown };
  if (!answer.ok) throw new Error(`${page}: ${JSON.stringify(answer.error)}`);
  return { ...p, initial: answer.ok };
}

beforeAll(async () => {
  await loadWasm('academic');
});
hydrationHooks();

const hydrate = (p: CalculatorProps) => hydrateElement(<Calculator {...p} />);

/** The page's calculator hydrated over its server HTML without a recoverable error. */
async function hydrated(page: PageName) {
  const h = await hydrate(await props(page));
  expect(h.recoverable).toEqual([]);
  return h;
}

function typeInto(input: HTMLInputElement | HTMLTextAreaElement, text: string) {
  const proto = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The memory keys load big.js on first use: wait for it, and for the update after it. */
async function bigLoaded() {
  await import('big.js');
  await new Promise((r) => setTimeout(r, 0));
}

const key = (el: HTMLElement, id: string) => {
  const b = el.querySelector<HTMLButtonElement>(`button[data-key="${id}"]`);
  if (!b) throw new Error(`no key ${id}`);
  return b;
};

/** Presses M+ and waits for the memory to update. */
const memoryAdd = (el: HTMLElement) =>
  act(async () => {
    key(el, 'memoryAdd').click();
    await bigLoaded();
  });

/** A key pressed in the expression field. */
const press = (input: HTMLInputElement, name: string) =>
  act(async () => {
    input.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true }));
  });

describe('derivative (en): MathML results and steps', () => {
  it('renders the derivative and every step as MathML on the server and hydrates cleanly', async () => {
    const p = await props('derivative.en');
    const { el, html, recoverable } = await hydrate(p);
    expect(recoverable).toEqual([]);
    expect(html).not.toMatch(/ style=/);
    const derivative = el.querySelector('[data-output="derivative"]');
    expect(derivative?.querySelector('math')).not.toBeNull();
    // x^2*sin(x) → 2x·sin(x) + x²·cos(x): an msup, sin and cos.
    expect(derivative?.querySelector('msup')).not.toBeNull();
    expect([...(derivative?.querySelectorAll('mi') ?? [])].map((m) => m.textContent)).toEqual(expect.arrayContaining(['sin', 'cos']));
    const steps = el.querySelectorAll('.calc-steps .calc-step');
    expect(steps.length).toBe(readSteps(p.initial.steps).length);
    expect(steps.length).toBeGreaterThan(1);
    for (const s of steps) expect(s.querySelectorAll('math').length).toBeGreaterThanOrEqual(1);
    expect(el.querySelector('.calc-step-name')?.textContent).toBe(p.strings.steps?.rules?.[readSteps(p.initial.steps)[0]?.rule ?? ''] ?? '');
  });

  it('every math text and step the engine gives for several inputs parses', async () => {
    for (const expression of ['x^2*sin(x)', 'e^(3x)/(x+1)', 'ln(x)*sqrt(x)', 'tan(x)^3', 'x^x', 'abs(x-1)', 'asin(2x)']) {
      const p = await props('derivative.en', { expression });
      for (const id of ['derivative', 'input']) expect(parseMath(String(p.initial[id])), `${expression}: ${id} = ${String(p.initial[id])}`).not.toBeNull();
      for (const s of readSteps(p.initial.steps)) {
        if (s.before) expect(parseMath(s.before), `${expression}: step ${s.rule} before ${s.before}`).not.toBeNull();
        expect(parseMath(s.after), `${expression}: step ${s.rule} after ${s.after}`).not.toBeNull();
      }
    }
  });

  it('quotes the derivative in the summary as written in prose, on the server and after hydration', async () => {
    const p = await props('derivative.en', { expression: 'x^2*sin(x)' });
    expect(p.initial.derivative).toBe('x^2*cos(x) + 2*x*sin(x)');
    const { el, html, recoverable } = await hydrate(p);
    expect(recoverable).toEqual([]);
    expect(html).toContain('The derivative is x²·cos(x) + 2x·sin(x).');
    expect(el.querySelector('.calc-summary')?.textContent).toBe('The derivative is x²·cos(x) + 2x·sin(x).');
    await act(async () => typeInto(el.querySelector<HTMLTextAreaElement>('[name="expression"]')!, 'sqrt(x)'));
    expect(el.querySelector('.calc-summary')?.textContent).toBe('The derivative is 1/(2√x).');
  });

  it('copies the plain text: the engine syntax and numbered steps', async () => {
    const p = await props('derivative.en');
    const shown = shownOutputs(p, { outputs: p.initial, texts: {} });
    const derivative = shown.find((o) => o.view.id === 'derivative');
    expect(derivative?.text).toBe(p.initial.derivative);
    const steps = shown.find((o) => o.view.id === 'steps');
    expect(steps?.text.split('\n')[0]).toMatch(/^1\. \S/);
    expect(steps?.text).toContain('→');
  });
});

describe('matrix (en): the grid editor and a bracketed result', () => {
  it('shows the default matrix in cells, the inverse as an mtable, and edits write the engine text', async () => {
    const { el } = await hydrated('matrix.en');
    const cells = [...el.querySelectorAll<HTMLInputElement>('fieldset.calc-matrix-field')[0]!.querySelectorAll<HTMLInputElement>('.calc-matrix-cell')];
    expect(cells.map((c) => c.value)).toEqual(['2', '-1', '0', '-1', '2', '-1', '0', '-1', '2']);
    expect(cells[1]?.getAttribute('aria-label')).toBe('Row 1, column 2');
    const result = el.querySelector('[data-output="result"]');
    expect(result?.querySelectorAll('mtr')).toHaveLength(3);
    expect(result?.querySelector('mfrac')).not.toBeNull();
    const hidden = el.querySelector<HTMLInputElement>('input[type="hidden"][name="a"]');
    await act(async () => typeInto(cells[0]!, '4'));
    expect(hidden?.value).toBe('4 -1 0; -1 2 -1; 0 -1 2');
    // A row less: the text follows, and so does the result (2 × 3 has no inverse: an error).
    const removeRow = el.querySelector<HTMLButtonElement>('button[aria-label="Remove a row"]');
    await act(async () => removeRow?.click());
    expect(hidden?.value).toBe('4 -1 0; -1 2 -1');
    expect(el.querySelector('.calc-matrix-field .calc-field-error')?.textContent).not.toBe('');
  });
});

describe('matrix (en): a share link sets the grid', () => {
  it('reads the linked text back into the cells, resized', async () => {
    window.history.replaceState(null, '', '/matrix-calculator?operation=determinant&a=1%202%3B%203%204');
    try {
      const { el } = await hydrated('matrix.en');
      const grid = el.querySelectorAll('fieldset.calc-matrix-field')[0]!;
      expect([...grid.querySelectorAll<HTMLInputElement>('.calc-matrix-cell')].map((c) => c.value)).toEqual(['1', '2', '3', '4']);
      expect(grid.querySelector('output')?.textContent).toBe('2');
      expect(el.querySelector('[data-output="result"]')?.textContent).toBe('-2');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});

describe('keypad (basic, en; scientific, pt-BR)', () => {
  it('keys edit the expression, = keeps the result on the tape and in the field, memory adds exactly', async () => {
    const { el } = await hydrated('basic.en');
    const input = el.querySelector<HTMLInputElement>('input[name="expression"]')!;
    await act(async () => key(el, 'clear').click());
    expect(input.value).toBe('');
    for (const k of ['1', 'point', '1', 'times', '1', 'point', '1']) await act(async () => key(el, k).click());
    expect(input.value).toBe('1.1*1.1');
    expect(el.querySelector('[data-output="result"]')?.textContent).toBe('1.21');
    await memoryAdd(el);
    expect(el.querySelector('.calc-keypad-memory')?.textContent).toBe('Memory: 1.21');
    await act(async () => key(el, 'equals').click());
    expect(input.value).toBe('1.21');
    expect(el.querySelector('.calc-tape-entry')?.textContent).toBe('1.1*1.1= 1.21');
    await memoryAdd(el);
    expect(el.querySelector('.calc-keypad-memory')?.textContent).toBe('Memory: 2.42');
    // Typing: Enter evaluates, Escape clears.
    await act(async () => typeInto(input, '10/4'));
    await press(input, 'Enter');
    expect(input.value).toBe('2.5');
    expect(el.querySelectorAll('.calc-tape-entry')).toHaveLength(2);
    await press(input, 'Escape');
    expect(input.value).toBe('');
    // The tape's entries reuse their result.
    await act(async () => el.querySelectorAll<HTMLButtonElement>('.calc-tape-entry')[1]!.click());
    expect(input.value).toBe('1.21');
    expect(key(el, 'times').getAttribute('aria-label')).toBe('times');
    // Basic has no function keys.
    expect(el.querySelector('button[data-key="sin"]')).toBeNull();
  });

  it('scientific shows function keys, names them in Portuguese and switches DEG/RAD', async () => {
    const { el } = await hydrated('scientific.pt-BR');
    expect(key(el, 'sin').getAttribute('aria-label')).toBe('seno');
    const angle = el.querySelector<HTMLButtonElement>('.calc-keypad-angle')!;
    expect(angle.textContent).toBe('RAD');
    const input = el.querySelector<HTMLInputElement>('input[name="expression"]')!;
    await act(async () => typeInto(input, ''));
    for (const k of ['sin', '9', '0', 'close']) await act(async () => key(el, k).click());
    expect(input.value).toBe('sin(90)');
    await act(async () => angle.click());
    expect(angle.textContent).toBe('DEG');
    expect(el.querySelector('[data-output="result"]')?.textContent).toBe('1');
    // The decimal key types the page's mark, which the engine reads: 2,5 × 3 = 7,5.
    expect(key(el, 'point').textContent).toBe(',');
    await act(async () => typeInto(input, ''));
    for (const k of ['2', 'point', '5', 'times', '3']) await act(async () => key(el, k).click());
    expect(input.value).toBe('2,5*3');
    expect(el.querySelector('[data-output="result"]')?.textContent).toBe('7,5');
  });
});

describe('standard deviation (en): a textarea', () => {
  it('is a labelled textarea wired to its help and recomputes on input', async () => {
    const { el } = await hydrated('standard-deviation.en');
    const area = el.querySelector<HTMLTextAreaElement>('textarea[name="values"]')!;
    expect(el.querySelector(`label[for="${area.id}"]`)?.textContent).toBeTruthy();
    for (const id of (area.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean)) expect(document.getElementById(id)).not.toBeNull();
    await act(async () => typeInto(area, '1\n2\n3\n4'));
    expect(el.querySelector('[data-output="mean"]')?.textContent).toBe('2.5');
    await act(async () => typeInto(area, '1, x'));
    expect(area.getAttribute('aria-invalid')).toBe('true');
    expect(area.getAttribute('aria-describedby')?.split(' ')[0]).toBe(area.getAttribute('aria-errormessage'));
  });
});
