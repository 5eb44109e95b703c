// @vitest-environment happy-dom
// Tables, charts, dates and warnings rendered from real props (the
// generator's, for real calculator pages), on the server and hydrated.

import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import Calculator from '../src/islands/Calculator';
import type { CalculatorProps } from '../src/lib/props';
import { tableCsv } from '../src/islands/calculator/exporting';
import { shownTables } from '../src/islands/calculator/tables';
import { realProps, realPropsWithDefaults } from './real-props';
import * as details from '../src/islands/calculator/DetailsBody';
import { provideDetails } from '../src/islands/calculator/Details';
import { hydrate as hydrateElement, hydrationHooks } from './hydrate';

// The charts and tables chunk, at hand as src/ssr.tsx provides it.
provideDetails(details);

const NBSP = '\u00a0';
// The schedules start today by default; these tests read dates and totals
// worked out for a fixed first payment.
const FIXED_START = { en: { startDate: '2026-01-01' }, 'pt-BR': { startDate: '2026-02-01' } };
hydrationHooks(() => {
  window.history.replaceState(null, '', '/');
  vi.useRealTimers();
});

function serverHtml(props: CalculatorProps): string {
  return renderToString(<Calculator {...props} />, { identifierPrefix: 'island-1-' });
}

function parse(html: string): HTMLElement {
  const el = document.createElement('div');
  el.innerHTML = html;
  return el;
}

const hydrate = (props: CalculatorProps) => hydrateElement(<Calculator {...props} />);

const texts = (root: ParentNode, selector: string) => [...root.querySelectorAll(selector)].map((e) => e.textContent?.trim() ?? '');
const out = (root: ParentNode, id: string) => root.querySelector(`[data-output="${id}"]`)?.textContent ?? null;

function typeInto(el: HTMLElement, name: string, text: string) {
  const input = el.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input) throw new Error(`no input ${name}`);
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

function choose(el: HTMLElement, name: string, value: string) {
  const select = el.querySelector<HTMLSelectElement>(`select[name="${name}"]`);
  if (!select) throw new Error(`no select ${name}`);
  Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(select, value);
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

function button(root: ParentNode, text: string | RegExp): HTMLButtonElement {
  const found = [...root.querySelectorAll('button')].find((b) =>
    typeof text === 'string' ? b.textContent === text : text.test(b.textContent ?? ''),
  );
  if (!found) throw new Error(`no button ${text}`);
  return found;
}

describe('amortization (en): two tables as tabs, a line and a stacked chart', () => {
  it('renders on the server with captions, column headings, a scroll region and no inline styles', async () => {
    const props = await realPropsWithDefaults('amortization.en', FIXED_START.en);
    const html = serverHtml(props);
    const root = parse(html);
    expect(html).not.toMatch(/ style=/);

    const tabs = root.querySelectorAll('[role="tab"]');
    expect(texts(root, '[role="tab"]')).toEqual(['Schedule by year', 'Schedule by payment']);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    expect(tabs[1]?.getAttribute('tabindex')).toBe('-1');
    expect(root.querySelector('[role="tablist"]')?.getAttribute('aria-label')).toBe('Tables');

    const region = root.querySelector('.calc-tables [role="region"]');
    expect(region?.getAttribute('tabindex')).toBe('0');
    expect(region?.getAttribute('aria-label')).toBe('Schedule by year');
    const table = region?.querySelector('table');
    expect(table?.querySelector('caption')?.textContent).toBe('Schedule by year');
    expect(texts(table as HTMLElement, 'th[scope="col"]')).toEqual([
      'Year',
      'Payments',
      'Amount paid',
      'Principal',
      'Interest',
      'Extra',
      'Balance at year end',
    ]);
    // 30 years: a little more than a page, drawn whole.
    expect(table?.querySelectorAll('tbody tr')).toHaveLength(30);
    expect(texts(table?.querySelector('tbody tr') as HTMLElement, 'td')[1]).toBe('$14,389.21');
    expect(root.textContent).not.toContain('Show all');

    // A date output: a <time> with the ISO day, keeping data-output.
    const payoff = root.querySelector('[data-output="payoffDate"]');
    expect(payoff?.localName).toBe('time');
    expect(payoff?.getAttribute('datetime')).toBe('2055-12-01');
    expect(payoff?.textContent).toBe('Dec 1, 2055');

    // Charts: figures with captions, an SVG image with a summary, the data behind a toggle.
    const figures = root.querySelectorAll('figure.calc-chart');
    expect([...figures].map((f) => f.getAttribute('data-chart'))).toEqual(['balance', 'yearlySplit']);
    const line = figures[0] as HTMLElement;
    expect(line.querySelector('figcaption')?.textContent).toContain('Balance over time');
    const svg = line.querySelector('svg');
    expect(svg?.getAttribute('role')).toBe('img');
    expect(svg?.getAttribute('aria-label')).toMatch(/^Balance over time\. Balance at year end: from \$197,543\.98 .* to \$0\.00 /);
    expect(svg?.getAttribute('viewBox')).toBe('0 0 640 260');
    expect(line.querySelectorAll('.calc-chart-line')).toHaveLength(1);
    expect(texts(line, '.calc-chart-ticks text').slice(0, 5)).toEqual(['$0', '$50,000', '$100,000', '$150,000', '$200,000']);
    expect(line.querySelector('details summary')?.textContent).toBe('Show the data');
    // Drawn only when opened.
    expect(line.querySelector('details table')).toBeNull();

    const stacked = figures[1] as HTMLElement;
    expect(stacked.querySelectorAll('.calc-chart-band')).toHaveLength(2);
    expect(texts(stacked, '.calc-chart-legend-label')).toEqual(['Principal', 'Interest']);
  });

  it('hydrates, switches tables with the tabs and the keyboard, and pages a long one', async () => {
    const props = await realPropsWithDefaults('amortization.en', FIXED_START.en);
    const { el, recoverable } = await hydrate(props);
    expect(recoverable).toEqual([]);

    act(() => button(el, 'Schedule by payment').click());
    const region = () => el.querySelector('.calc-tables [role="region"]') as HTMLElement;
    expect(region().getAttribute('aria-label')).toBe('Schedule by payment');
    expect(region().querySelectorAll('tbody tr')).toHaveLength(24);
    expect(el.querySelector('.calc-table-count')?.textContent).toBe('24 of 360 rows');
    const firstDate = region().querySelector('tbody tr time');
    expect(firstDate?.getAttribute('datetime')).toBe('2026-01-01');
    expect(firstDate?.textContent).toBe('Jan 1, 2026');

    act(() => button(el, 'Show all 360 rows').click());
    expect(region().querySelectorAll('tbody tr')).toHaveLength(360);
    expect(button(el, 'Show the first 24 rows').getAttribute('aria-expanded')).toBe('true');

    const selected = el.querySelector<HTMLButtonElement>('[role="tab"][aria-selected="true"]');
    act(() => selected?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true })));
    expect(el.querySelector('[role="tab"][aria-selected="true"]')?.textContent).toBe('Schedule by year');
    expect(document.activeElement?.textContent).toBe('Schedule by year');

    // The charts follow the inputs in the same render.
    act(() => typeInto(el, 'loanTerm', '15'));
    expect(region().querySelectorAll('tbody tr')).toHaveLength(15);
    expect(el.querySelector('[data-chart="balance"] svg')?.getAttribute('aria-label')).toContain('$0.00');
  });

  it('opens the data of a chart as a table', async () => {
    const props = await realProps('life-expectancy.en');
    const { el } = await hydrate(props);
    const details = el.querySelector<HTMLDetailsElement>('[data-chart="survivalCurve"] details');
    expect(details).not.toBeNull();
    await act(async () => {
      details!.open = true;
      details!.dispatchEvent(new Event('toggle'));
    });
    const rows = details!.querySelectorAll('tbody tr');
    expect(rows.length).toBe((props.initial.survival as unknown[]).length);
    expect(texts(details!, 'th[scope="col"]')).toEqual(['Age', 'Chance of reaching it']);
    expect(rows[0]?.querySelector('td')?.textContent).toMatch(/^\d+(\.\d)?%$/);
    const ticks = texts(el, '[data-chart="survivalCurve"] .calc-chart-ticks text');
    expect(ticks).toContain('100%');
  });
});

describe('mortgage (pt-BR): SAC and Price schedules', () => {
  it('formats the dates in Portuguese and the CSV totals match the page', async () => {
    const props = await realPropsWithDefaults('mortgage.pt-BR', FIXED_START['pt-BR']);
    const root = parse(serverHtml(props));
    // A tab per table: each system month by month, then year by year.
    const tables = props.outputs.filter((o) => o.format === 'table' && !o.chartOnly);
    expect(tables.map((o) => o.id)).toEqual(['sacSchedule', 'priceSchedule', 'sacYearly', 'priceYearly']);
    expect(texts(root, '[role="tab"]')).toEqual(tables.map((o) => o.label));
    const first = root.querySelector('.calc-tables tbody tr');
    expect(first?.querySelector('time')?.textContent).toBe('1 de fev. de 2026');
    expect(root.querySelector('.calc-tables .calc-table-foot')?.textContent).toContain('Mostrar todas as 360 linhas');
    expect(root.querySelectorAll('figure.calc-chart')).toHaveLength(4);

    const table = shownTables(props, { outputs: props.initial, texts: {} }).find((t) => t.view.id === 'sacSchedule');
    const csv = tableCsv(table!);
    const lines = csv.trimEnd().split('\r\n');
    // The encargo: Caixa's monthly charge (instalment, MIP, DFI and fee).
    expect(lines[0]).toBe('Parcela,Vencimento,Encargo mensal,Prestação,Amortização,Juros,Saldo devedor');
    expect(lines).toHaveLength(361);
    expect(lines[1]).toMatch(/^1,2026-02-01,3707\.08333[0-9]*,3580\.83333/);
    const column = lines[0]!.split(',').indexOf('Juros');
    const interest = lines.slice(1).reduce((sum, line) => sum + Number(line.split(',')[column]), 0);
    expect(interest).toBeCloseTo(props.initial.sacTotalInterest as number, 6);
    expect(out(root, 'sacTotalInterest')).toBe(`R$${NBSP}495.923,75`);
  });

  it('downloads the CSV of the shown table', async () => {
    const props = await realPropsWithDefaults('mortgage.pt-BR', FIXED_START['pt-BR']);
    const { el } = await hydrate(props);
    const blobs: Blob[] = [];
    const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:test';
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    act(() => button(el, 'Tabela Price').click());
    act(() => button(el.querySelector('.calc-tables') as HTMLElement, 'Baixar CSV').click());
    // The CSV code arrives with the first download.
    await vi.waitFor(() => expect(names).toEqual(['mortgage-priceSchedule.csv']));
    const text = await blobs[0]!.text();
    const [header, ...rows] = text.trimEnd().split('\r\n');
    expect(header).toBe('Parcela,Vencimento,Encargo mensal,Prestação,Amortização,Juros,Saldo devedor');
    const column = header!.split(',').indexOf('Juros');
    const interest = rows.reduce((sum, line) => sum + Number(line.split(',')[column]), 0);
    expect(interest).toBeCloseTo(props.initial.priceTotalInterest as number, 6);
    create.mockRestore();
    revoke.mockRestore();
    click.mockRestore();
  });
});

describe('donut', () => {
  it('shows the parts with values and shares, for the units chosen (when)', async () => {
    const props = await realProps('body-fat.en');
    const root = parse(serverHtml(props));
    const figures = root.querySelectorAll('figure.calc-chart');
    expect(figures).toHaveLength(1);
    const donut = figures[0] as HTMLElement;
    expect(donut.getAttribute('data-chart')).toBe('compositionLb');
    expect(donut.querySelectorAll('.calc-donut-arc')).toHaveLength(2);
    const fat = props.initial.fatMassLb as number;
    const lean = props.initial.leanMassLb as number;
    const share = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 }).format(fat / (fat + lean));
    expect(texts(donut, '.calc-chart-legend-label')).toEqual(['Fat mass', 'Lean mass']);
    expect(texts(donut, '.calc-chart-legend-share')[0]).toBe(share);
    expect(texts(donut, '.calc-chart-legend-value')[0]).toBe(`${(Math.round(fat * 10) / 10).toFixed(1)}${NBSP}lb`);
    const label = donut.querySelector('svg')?.getAttribute('aria-label') ?? '';
    expect(label).toContain(`Fat mass: ${texts(donut, '.calc-chart-legend-value')[0]} (${share})`);
    expect(label).toContain('Total: ');
  });
});

describe('pregnancy: date inputs, dates, the milestones table', () => {
  it('renders date inputs with bounds, and dates in Portuguese', async () => {
    const props = await realProps('pregnancy.pt-BR');
    const root = parse(serverHtml(props));
    const input = root.querySelector<HTMLInputElement>('input[name="lastPeriod"]');
    expect(input?.getAttribute('type')).toBe('date');
    expect(input?.getAttribute('min')).toBe('1900-01-01');
    expect(input?.getAttribute('max')).toBe('2200-12-31');
    expect(input?.getAttribute('value')).toBe(props.spec.inputs.find((i) => i.id === 'lastPeriod')?.default);
    expect(root.querySelector('[data-output="dueDate"]')?.getAttribute('datetime')).toBe(props.initial.dueDate);
    const milestones = root.querySelector('.calc-tables table') as HTMLElement;
    expect(milestones.querySelector('caption')?.textContent).toBe('Marcos da gestação');
    const first = milestones.querySelector('tbody tr') as HTMLElement;
    expect(first.querySelector('th[scope="row"]')?.textContent).toBe('Último dia do 1º trimestre');
    expect(first.querySelector('time')?.textContent).toMatch(/^\d{1,2} de [a-z]{3}\. de \d{4}$/);
    expect(texts(first, 'td').at(-1)).toBe('Ainda não');
  });

  it("moves 'today' dates to the visitor's day after hydration, unless a share link set them", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2027, 0, 15, 10, 30));
    const props = await realProps('pregnancy.pt-BR');
    window.history.replaceState(null, '', '/?today=2027-03-01');
    const { el, recoverable } = await hydrate(props);
    expect(recoverable).toEqual([]);
    expect(el.querySelector<HTMLInputElement>('input[name="lastPeriod"]')?.value).toBe('2027-01-15');
    expect(el.querySelector<HTMLInputElement>('input[name="today"]')?.value).toBe('2027-03-01');
    // LMP 2027-01-15 + 280 days (28-day cycle).
    expect(out(el, 'dueDate')).toBe('22 de out. de 2027');
    expect(el.querySelector('[data-output="dueDate"]')?.getAttribute('datetime')).toBe('2027-10-22');
  });

  it('an invalid date gets a translated message with formatted bounds', async () => {
    const props = await realProps('pregnancy.en');
    const { el } = await hydrate(props);
    act(() => typeInto(el, 'lastPeriod', '1800-01-01'));
    expect(el.textContent).toContain('Enter Jan 1, 1900 or later.');
    act(() => typeInto(el, 'lastPeriod', ''));
    expect(el.querySelector('input[name="lastPeriod"]')?.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('warnings', () => {
  it('shows a safety notice first in the results, and nothing once it is none', async () => {
    const props = await realProps('calorie.en');
    expect(props.initial.warning).toBe('belowMinimum');
    const { el } = await hydrate(props);
    const status = el.querySelector('.calc-results .calc-warnings');
    expect(status?.getAttribute('role')).toBe('status');
    expect(el.querySelector('.calc-results h2')?.nextElementSibling).toBe(status);
    expect(status?.querySelector('.calc-warning-title')?.textContent).toBe('Safety check');
    expect(out(el, 'warning')).toContain('1,200 kcal');
    expect(status?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    // The table's label column reads the same values.
    expect(texts(el, '.calc-tables tbody tr td:last-child')).toContain('Below the safe minimum');

    act(() => choose(el, 'activityLevel', 'veryActive'));
    expect(el.querySelector('.calc-results .calc-warnings')).toBe(status);
    expect(status?.children).toHaveLength(0);
    expect(out(el, 'warning')).toBeNull();
  });
});
