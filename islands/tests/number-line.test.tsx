// @vitest-environment happy-dom
// The algebra page's number line (an `intervals` output) with the props the
// generator wrote and answers from the real engine module, in both
// languages: drawn in the server render (so a prerendered answer shows it
// before any script), hydrated without a mismatch, redrawn on input; its
// name is the set in words, built from the locale's templates.

import { act } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import Calculator from '../src/islands/Calculator';
import type { CalculatorProps, Outputs } from '../src/lib/props';
import * as academic from '../src/islands/calculator/academic/index';
import { provideAcademic } from '../src/islands/calculator/academic/lazy';
import * as details from '../src/islands/calculator/DetailsBody';
import { provideDetails } from '../src/islands/calculator/Details';
import { shownOutputs } from '../src/islands/calculator/outputs';
import { endLabel, intervalWords, readIntervals } from '../src/islands/calculator/academic/NumberLine';
import { notationFor } from '../src/islands/calculator/math/notation';
import { loadWasm } from '../src/lib/wasm';
import * as academicModule from '../src/wasm/academic/calc_wasm.js';
import { wasmBytes } from './setup-wasm';
import { hydrate, hydrationHooks } from './hydrate';
import { calculatorProps, type Lang } from './generated-props';

academicModule.initSync({ module: wasmBytes('academic') });
provideAcademic(academic);
provideDetails(details);

beforeAll(async () => {
  await loadWasm('academic');
});
hydrationHooks();

async function algebra(lang: Lang, equation: string): Promise<CalculatorProps> {
  const p = calculatorProps(`algebra.${lang}`);
  const evaluate = await loadWasm(p.module);
  const answer = evaluate(p.spec, { equation, operation: 'solve' }, p.lang) as { ok?: Outputs; error?: unknown };
  if (!answer.ok) throw new Error(`${equation}: ${JSON.stringify(answer.error)}`);
  return { ...p, initial: answer.ok };
}

const line = (el: ParentNode) => el.querySelector('[data-output="numberLine"] svg');
const ends = (svg: Element | null) => [...(svg?.querySelectorAll('[data-end]') ?? [])].map((c) => c.getAttribute('data-end'));
const rays = (svg: Element | null) => [...(svg?.querySelectorAll('[data-ray]') ?? [])].map((c) => c.getAttribute('data-ray'));
const labels = (svg: Element | null) => [...(svg?.querySelectorAll('text') ?? [])].map((t) => t.textContent);
const fill = (t: string, v: Record<string, string>) => t.replace(/\{(\w+)\}/g, (_, k: string) => v[k] ?? '');

function typeInto(input: HTMLTextAreaElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe.each(['en', 'pt-BR'] as const)('number line (%s)', (lang) => {
  it('draws x^2 > 4 on the server as two open rays named in words, and hydrates cleanly', async () => {
    const p = await algebra(lang, 'x^2 > 4');
    const s = p.strings.academic!.numberLine;
    const { el, html, recoverable } = await hydrate(<Calculator {...p} />);
    expect(recoverable).toEqual([]);
    expect(html).toContain('calc-number-line');
    expect(html).not.toMatch(/ style=/);
    const svg = line(el);
    expect(svg?.getAttribute('role')).toBe('img');
    expect(ends(svg)).toEqual(['open', 'open']);
    expect(rays(svg)).toEqual(['-∞', '+∞']);
    expect(labels(svg)).toEqual(['\u22122', '2']);
    const left = fill(s.interval, { variable: 'x', condition: fill(s.less, { b: '\u22122' }) });
    const right = fill(s.interval, { variable: 'x', condition: fill(s.greater, { a: '2' }) });
    const or = lang === 'en' ? ' or ' : ' ou ';
    expect(svg?.getAttribute('aria-label')).toBe(`${left}${or}${right}`);
    // The copied text is the same words.
    const shown = shownOutputs(p, { outputs: p.initial, texts: { operation: 'solve' } }).find((o) => o.view.id === 'numberLine');
    expect(shown?.text).toBe(`${left}${or}${right}`);
  });

  it('redraws on input: |x-1| <= 2 is a closed segment, and an equation has no line', async () => {
    const p = await algebra(lang, 'x^2 > 4');
    const s = p.strings.academic!.numberLine;
    const { el } = await hydrate(<Calculator {...p} />);
    const equation = el.querySelector<HTMLTextAreaElement>('[name="equation"]')!;
    await act(async () => typeInto(equation, '|x-1| <= 2'));
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    const svg = line(el);
    expect(ends(svg)).toEqual(['closed', 'closed']);
    expect(rays(svg)).toEqual([]);
    expect(labels(svg)).toEqual(['\u22121', '3']);
    const condition = fill(s.both, { lower: fill(s.atLeast, { a: '\u22121' }), upper: fill(s.atMost, { b: '3' }) });
    expect(svg?.getAttribute('aria-label')).toBe(fill(s.interval, { variable: 'x', condition }));
    await act(async () => typeInto(equation, 'x^2 = 4'));
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(el.querySelector('[data-output="numberLine"]')).toBeNull();
  });

  it('names a point, everything, and exact ends; long ones are labelled by their decimal', async () => {
    const p = await algebra(lang, '(x-1)^2 <= 0');
    const s = p.strings.academic!.numberLine;
    const notation = notationFor(lang === 'en' ? '.' : ',');
    const words = (eq: string) => algebra(lang, eq).then((q) => intervalWords(readIntervals(q.initial.numberLine)!, s, notation, p.numberLocale));
    expect(await words('(x-1)^2 <= 0')).toBe(fill(s.interval, { variable: 'x', condition: fill(s.equal, { a: '1' }) }));
    expect(await words('x^2 + 1 > 0')).toBe(fill(s.any, { variable: 'x' }));
    const root2 = readIntervals((await algebra(lang, 'x^2 < 2')).initial.numberLine)!;
    expect(endLabel(root2.intervals[0]!.hi!, notation)).toBe('√2');
    // (1 + √5)/2 written out is too long for a label: ≈1.618 / ≈1,618.
    const golden = readIntervals((await algebra(lang, 'x^2 - x - 1 > 0')).initial.numberLine)!;
    expect(endLabel(golden.intervals[1]!.lo!, notation)).toBe(lang === 'en' ? '≈1.618' : '≈1,618');
  });
});
