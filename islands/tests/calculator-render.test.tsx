// Server render of the Calculator island: the markup hooks (name=,
// data-output), formatting per locale, conditional fields and outputs.

import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import Calculator from '../src/islands/Calculator';
import { renderIslands, UnknownIslandError } from '../src/ssr';
import * as details from '../src/islands/calculator/DetailsBody';
import { provideDetails } from '../src/islands/calculator/Details';
import { bmiProps, mortgageProps, percentageProps } from './fixtures';

// As src/ssr.tsx does: the server render has the charts' chunk at hand.
provideDetails(details);

const NBSP = '\u00a0';

function render(props: ReturnType<typeof mortgageProps>, prefix = 'island-1-'): string {
  return renderToString(<Calculator {...props} />, { identifierPrefix: prefix });
}

function outputText(html: string, id: string): string | undefined {
  return html.match(new RegExp(`data-output="${id}">([^<]*)<`))?.[1];
}

function names(html: string): string[] {
  return [...html.matchAll(/ name="([^"]+)"/g)].map((m) => m[1] as string);
}

describe('Calculator server render', () => {
  it('has a named field for every input and a data-output for every output', () => {
    const props = mortgageProps('en');
    const html = render(props);
    // Every input the defaults show (a segmented choice is one name per
    // option); the extra payments and the percent fields wait for their choice.
    const byDefault = Object.fromEntries(props.spec.inputs.map((i) => [i.id, i.default]));
    const shown = props.spec.inputs.filter((i) => !i.when || i.when.is.includes(byDefault[i.when.input] ?? '')).map((i) => i.id);
    expect([...new Set(names(html))]).toEqual(shown);
    expect(shown).toContain('pmiRate');
    expect(shown).not.toContain('extraMonthly');
    for (const id of [
      'monthlyPayment',
      'monthlyPrincipalInterest',
      'monthlyPropertyTax',
      'monthlyInsurance',
      'loanAmount',
      'totalInterest',
      'totalPaid',
      'totalCost',
    ]) {
      expect(html).toContain(`data-output="${id}"`);
    }
  });

  it('shows the build-time results, formatted for English', () => {
    const html = render(mortgageProps('en'));
    expect(outputText(html, 'monthlyPayment')).toBe('$2,547.62');
    expect(outputText(html, 'loanAmount')).toBe('$320,000.00');
    expect(outputText(html, 'totalInterest')).toBe('$408,142.36');
    // The summary of the default mode (payment), as the page picks it.
    const props = mortgageProps('en');
    const mode = props.spec.inputs.find((i) => i.id === props.summary.by)?.default ?? '';
    expect(html).toContain(
      props.summary.texts[mode]?.replace('{monthlyPayment}', '$2,547.62').replace('{monthlyPrincipalInterest}', '$2,022.62'),
    );
    expect(html).toMatch(/name="interestRate" value="6.5"/);
  });

  it('formats for Portuguese: decimal comma in inputs, R$ and grouping in results', () => {
    const props = mortgageProps('pt-BR');
    const html = render(props);
    // 375.000 less 75.000 down, 300.000 over 360 payments.
    expect(outputText(html, 'sacAmortization')).toBe(`R$${NBSP}833,33`);
    expect(outputText(html, 'loanAmount')).toBe(`R$${NBSP}300.000,00`);
    expect(html).toMatch(/name="interestRate" value="10,99"/);
    expect(html).toMatch(/name="propertyValue" value="375000"/);
    expect(html).toContain('>R$</span>');
    expect(html).toContain('>%</span>');
  });

  it('ties labels, help and inputs together', () => {
    const props = mortgageProps('en');
    const html = render(props);
    const input = html.match(/<input[^>]*name="downPayment"[^>]*>/)?.[0] ?? '';
    const id = input.match(/ id="([^"]+)"/)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`for="${id}"`);
    expect(input).toContain('type="text"');
    expect(input).toContain('inputMode="decimal"');
    const described = input.match(/aria-describedby="([^"]+)"/)?.[1]?.split(' ') ?? [];
    const helpId = described.find((d) => d.endsWith('-help'));
    const help = props.fields.find((f) => f.id === 'downPayment')?.help;
    expect(help).toBeTruthy();
    expect(html).toContain(`id="${helpId}" class="calc-help">${help}</p>`);
    expect(input).not.toContain('aria-invalid');
  });

  it('renders only the fields and outputs whose condition holds', () => {
    const en = render(bmiProps('en'));
    expect(names(en)).toEqual(['unit', 'unit', 'heightFt', 'heightIn', 'weightLb', 'age', 'sex', 'sex', 'sex']);
    expect(en).toContain('data-output="healthyWeightMinLb"');
    expect(en).not.toContain('data-output="healthyWeightMinKg"');
    expect(outputText(en, 'bmi')).toBe('23.6');
    expect(outputText(en, 'category')).toBe(bmiProps('en').outputs.find((o) => o.id === 'category')?.values.normal);
    expect(outputText(en, 'healthyWeightMinLb')).toBe('125.3');
    expect(outputText(en, 'healthyWeightMaxLb')).toBe('169.3');

    const pt = render(bmiProps('pt-BR'));
    expect(names(pt)).toEqual(['unit', 'unit', 'heightCm', 'weightKg', 'age', 'sex', 'sex', 'sex']);
    expect(outputText(pt, 'bmi')).toBe('22,9');
    expect(outputText(pt, 'healthyWeightMinKg')).toBe('56,7');
  });

  it('renders the segmented control as real radios with the default checked', () => {
    const html = render(bmiProps('pt-BR'));
    expect(html).toMatch(/<fieldset[^>]*><legend class="calc-label">Unidades<\/legend>/);
    expect(html).toMatch(/<input type="radio"[^>]*name="unit" checked="" value="metric"\/>/);
    expect(html).toMatch(/<input type="radio"[^>]*name="unit" value="imperial"\/>/);
  });

  it('renders a dropdown as a native select and switches the output format by mode', () => {
    const props = percentageProps('en');
    const html = render(props);
    expect(html).toMatch(/<select[^>]*name="mode"/);
    const first = props.fields[0]?.options[0];
    expect(html).toContain(`<option value="${first?.value}" selected="">${first?.label}</option>`);
    expect(outputText(html, 'result')).toBe('30');
    // Fields that can be negative get the full keyboard (iOS has no minus on its decimal pad).
    expect(html).toMatch(/inputMode="text"[^>]*name="percent"/);
  });

  it('has an accessible structure', () => {
    const html = render(mortgageProps('en'));
    expect(html).toMatch(/<form[^>]*aria-label="Mortgage Calculator"/);
    expect(html).toContain('aria-live="polite"');
    expect(html).not.toContain('style=');
    expect(html).not.toMatch(/NaN|Infinity/);
  });

  it('is deterministic and uses the prefix for every id', () => {
    const props = mortgageProps('en');
    expect(render(props, 'island-7-')).toBe(render(props, 'island-7-'));
    const ids = [...render(props, 'island-7-').matchAll(/ id="([^"]+)"/g)].map((m) => m[1] as string);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(id).toContain('island-7-');
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('renderIslands', () => {
  it('renders a batch in order with each prefix', async () => {
    const html = await renderIslands([
      { island: 'Calculator', props: mortgageProps('en'), prefix: 'island-1-' },
      { island: 'Calculator', props: bmiProps('pt-BR'), prefix: 'island-2-' },
    ]);
    expect(html).toHaveLength(2);
    expect(html[0]).toBe(render(mortgageProps('en'), 'island-1-'));
    expect(html[1]).toBe(render(bmiProps('pt-BR'), 'island-2-'));
  });

  it('refuses an unknown island, naming it and the known ones', async () => {
    const run = renderIslands([{ island: 'Calculater', props: {}, prefix: 'island-1-' }]);
    await expect(run).rejects.toBeInstanceOf(UnknownIslandError);
    await expect(run).rejects.toThrow('request 0: unknown island "Calculater"; known islands: Calculator');
  });
});
