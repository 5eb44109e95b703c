// @vitest-environment happy-dom
// Recording settled calculations (bounded, no consecutive duplicates,
// newest first), export → clear → import restoring them exactly, bad files
// changing nothing, and the exports of one result (text, CSV).

import { afterEach, describe, expect, it } from 'vitest';
import {
  HISTORY_LIMIT,
  clearHistory,
  historyToCsv,
  historyToJson,
  importHistory,
  parseHistoryImport,
  readCalculatorHistory,
  readHistory,
} from '../src/lib/history';
import {
  HISTORY_EVENT,
  clearCalculatorHistory,
  declaredInputs,
  mainResult,
  recentEntries,
  recordCalculation,
  sameInputs,
} from '../src/islands/calculator/recent';
import { csvFileName, inputLines, resultsText, tableCsv, tableOutputs } from '../src/islands/calculator/exporting';
import { toolStrings } from '../src/islands/calculator/toolStrings';
import { initialTexts } from '../src/islands/calculator/useCalculator';
import { formatDate } from '../src/lib/dates';
import type { CalculatorProps } from '../src/lib/props';
import { bmiProps, mortgageProps } from './fixtures';

afterEach(() => localStorage.clear());

const at = (minute: number) => new Date(Date.UTC(2026, 0, 31, 12, minute));
const inputs = (homePrice: string) => ({ homePrice, downPayment: '80000', loanTerm: '30' });

describe('recording settled calculations', () => {
  it('stores time, inputs and the main result', () => {
    expect(recordCalculation('mortgage', inputs('400000'), { monthlyPayment: 2547.62 }, at(0))).toBe(true);
    expect(readCalculatorHistory('mortgage')).toEqual([
      { time: '2026-01-31T12:00:00.000Z', inputs: inputs('400000'), result: { monthlyPayment: 2547.62 } },
    ]);
  });

  it('does not store the same inputs twice in a row', () => {
    recordCalculation('mortgage', inputs('400000'), 1, at(0));
    expect(recordCalculation('mortgage', { loanTerm: '30', downPayment: '80000', homePrice: '400000' }, 1, at(1))).toBe(false);
    expect(readCalculatorHistory('mortgage')).toHaveLength(1);
    // ... but does once something else came between.
    recordCalculation('mortgage', inputs('500000'), 2, at(2));
    recordCalculation('mortgage', inputs('400000'), 1, at(3));
    expect(readCalculatorHistory('mortgage')).toHaveLength(3);
  });

  it('lists newest first', () => {
    recordCalculation('mortgage', inputs('1'), 1, at(1));
    recordCalculation('mortgage', inputs('2'), 2, at(2));
    recordCalculation('mortgage', inputs('3'), 3, at(3));
    expect(recentEntries('mortgage').map((e) => e.inputs.homePrice)).toEqual(['3', '2', '1']);
  });

  it(`keeps at most ${HISTORY_LIMIT} per calculator, dropping the oldest`, () => {
    for (let i = 0; i < HISTORY_LIMIT + 7; i++) recordCalculation('mortgage', inputs(String(i)), i, new Date(Date.UTC(2026, 0, 1, 0, i)));
    const kept = recentEntries('mortgage');
    expect(kept).toHaveLength(HISTORY_LIMIT);
    expect(kept[0]?.inputs.homePrice).toBe(String(HISTORY_LIMIT + 6));
    expect(kept.at(-1)?.inputs.homePrice).toBe('7');
  });

  it('keeps calculators apart, and clears one without touching the others', () => {
    recordCalculation('mortgage', inputs('1'), 1, at(1));
    recordCalculation('bmi', { weight: '70' }, 22.9, at(2));
    const events: unknown[] = [];
    const listen = (e: Event) => events.push((e as CustomEvent).detail);
    document.addEventListener(HISTORY_EVENT, listen);
    clearCalculatorHistory('mortgage');
    document.removeEventListener(HISTORY_EVENT, listen);
    expect(events).toEqual([{ id: 'mortgage' }]);
    expect(Object.keys(readHistory())).toEqual(['bmi']);
  });

  it('compares inputs whatever their order', () => {
    expect(sameInputs({ a: '1', b: '2' }, { b: '2', a: '1' })).toBe(true);
    expect(sameInputs({ a: '1' }, { a: '1', b: '' })).toBe(false);
    expect(sameInputs({ a: '1' }, { a: '2' })).toBe(false);
  });
});

describe('export, clear, import', () => {
  it('restores exactly what was exported', () => {
    recordCalculation('mortgage', inputs('400000'), { monthlyPayment: 2547.6176751774839 }, at(0));
    recordCalculation('mortgage', inputs('<script>alert(1)</script>'), { monthlyPayment: 1 }, at(1));
    recordCalculation('bmi', { unit: 'metric', weight: '70', height: '175' }, { bmi: 22.857142857142858 }, at(2));
    const before = readHistory();
    const file = historyToJson(before);
    clearHistory();
    expect(readHistory()).toEqual({});
    const parsed = parseHistoryImport(file);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(importHistory(parsed.history)).toBe(true);
    expect(readHistory()).toEqual(before);
    // Importing the same file again adds nothing.
    importHistory(parsed.history);
    expect(readHistory()).toEqual(before);
  });

  it('merges an import with what is stored, without duplicates', () => {
    recordCalculation('mortgage', inputs('1'), 1, at(1));
    const file = historyToJson({ mortgage: [{ time: at(1).toISOString(), inputs: inputs('1'), result: 1 }, { time: at(2).toISOString(), inputs: inputs('2'), result: 2 }] });
    const parsed = parseHistoryImport(file);
    if (!parsed.ok) throw new Error(parsed.reason);
    importHistory(parsed.history);
    expect(recentEntries('mortgage').map((e) => e.inputs.homePrice)).toEqual(['2', '1']);
  });

  it.each([
    ['truncated JSON', (f: string) => f.slice(0, f.length / 2)],
    ['one bad entry', (f: string) => f.replace('"2026-01-31T12:00:00.000Z"', '"not a time"')],
    ['another format', (f: string) => f.replace('calcula-history', 'other-app')],
    ['a bad calculator id', (f: string) => f.replace('"mortgage"', '"../../etc"')],
  ])('a corrupted file (%s) is refused with a reason and changes nothing', (_what, corrupt) => {
    recordCalculation('mortgage', inputs('400000'), 1, at(0));
    const before = readHistory();
    const parsed = parseHistoryImport(corrupt(historyToJson(before)));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.reason).not.toBe('');
    expect(readHistory()).toEqual(before);
  });
});

// csvCell's own cases are in results-logic.test.ts.
describe('CSV', () => {
  it('writes a table: headings, then one row each, CRLF', () => {
    const csv = tableCsv({
      columns: [
        { key: 'month', label: 'Month', format: 'integer', decimals: 0 },
        { key: 'note', label: 'Note, "quoted"', format: 'text', decimals: 0 },
      ],
      rows: [
        { month: 1, note: 'a,b' },
        { month: 2, note: '=1+1' },
      ],
    });
    expect(csv).toBe('Month,"Note, ""quoted"""\r\n1,"a,b"\r\n2,\'=1+1\r\n');
  });

  it('writes label columns with their texts', () => {
    const csv = tableCsv({
      view: { values: { up: 'Going up' } },
      columns: [{ key: 'trend', label: 'Trend', format: 'label', decimals: 0 }],
      rows: [{ trend: 'up' }, { trend: 'flat' }],
    });
    expect(csv).toBe('Trend\r\nGoing up\r\nflat\r\n');
  });

  it('the history export escapes inputs and results', () => {
    const csv = historyToCsv({ mortgage: [{ time: '2026-01-31T12:00:00.000Z', inputs: { a: '1,5' }, result: { b: 'say "x"' } }] });
    expect(csv).toBe('calculator,time,mortgage: a,mortgage: b\r\nmortgage,2026-01-31T12:00:00.000Z,"1,5","say ""x"""\r\n');
  });

  it('the history export writes one column per input and output, values as the page showed them', () => {
    const mortgage = (time: string, price: string, shownPrice: string, payment: string) => ({
      time,
      inputs: { homePrice: price },
      result: { monthlyPayment: 2547.6209 },
      shown: {
        title: 'Mortgage Calculator',
        inputs: [{ id: 'homePrice', label: 'Home price', text: shownPrice }],
        outputs: [{ id: 'monthlyPayment', label: 'Monthly payment', text: payment }],
      },
    });
    const csv = historyToCsv({
      bmi: [{ time: '2026-01-01T00:00:00.000Z', inputs: { heightCm: '180' }, result: { bmi: 25 }, shown: { title: 'BMI Calculator', inputs: [{ id: 'heightCm', label: 'Height', text: '180\u00a0cm' }], outputs: [{ id: 'bmi', label: 'BMI', text: '25.0' }] } }],
      mortgage: [mortgage('2026-01-02T00:00:00.000Z', '400000', '$400000', '$2,547.62'), mortgage('2026-01-03T00:00:00.000Z', '=1', '$=1', '-$1.00')],
    });
    expect(csv.split('\r\n')).toEqual([
      'calculator,time,BMI Calculator: Height,BMI Calculator: BMI,Mortgage Calculator: Home price,Mortgage Calculator: Monthly payment',
      'BMI Calculator,2026-01-01T00:00:00.000Z,180\u00a0cm,25.0,,',
      'Mortgage Calculator,2026-01-02T00:00:00.000Z,,,$400000,"$2,547.62"',
      "Mortgage Calculator,2026-01-03T00:00:00.000Z,,,$=1,'-$1.00",
      '',
    ]);
    expect(csv).not.toContain('{');
    expect(csv).not.toContain('2547.62');
  });

  it('keeps a solve with its entry: the goal to restore it, its sentence in a column of its own', () => {
    const solve = { input: 'homePrice', output: 'monthlyPayment', target: '2500' };
    const shown = {
      title: 'Mortgage Calculator',
      inputs: [{ id: 'homePrice', label: 'Home price', text: '$392,466.37' }],
      outputs: [{ id: 'monthlyPayment', label: 'Monthly payment', text: '$2,500.00' }],
      solve: { id: 'homePrice', label: 'Solve for a field', text: 'Home price = 392,466.37 gives Monthly payment = $2,500.00.' },
    };
    recordCalculation('mortgage', inputs('392466.37'), { monthlyPayment: 2500 }, at(0), shown, solve);
    const [entry] = readCalculatorHistory('mortgage');
    expect(entry?.solve).toEqual(solve);
    expect(entry?.shown).toEqual(shown);
    const csv = historyToCsv(readHistory()).split('\r\n');
    expect(csv[0]).toBe('calculator,time,Mortgage Calculator: Home price,Mortgage Calculator: Monthly payment,Mortgage Calculator: Solve for a field');
    expect(csv[1]).toBe('Mortgage Calculator,2026-01-31T12:00:00.000Z,"$392,466.37","$2,500.00","Home price = 392,466.37 gives Monthly payment = $2,500.00."');
    // An import with a malformed solve is refused whole.
    const bad = JSON.stringify({ mortgage: [{ ...entry, solve: { input: 'homePrice', output: 1, target: '2500' } }] });
    expect(parseHistoryImport(bad)).toEqual({ ok: false, reason: 'mortgage: an entry\'s "solve" is not {input, output, target} of text' });
  });

  it('finds table outputs generically and names their file', () => {
    const props: CalculatorProps = {
      ...mortgageProps('en'),
      outputs: [
        ...mortgageProps('en').outputs.filter((o) => o.format !== 'table'),
        { id: 'months', label: 'Schedule', format: 'table', decimals: 2, primary: false, unit: 'none', values: {}, formatWhen: [], columns: [{ key: 'month', label: 'Month', format: 'integer', decimals: 0 }] },
        { id: 'loose', label: 'Loose', format: 'table', decimals: 2, primary: false, unit: 'none', values: {}, formatWhen: [], columns: [] },
      ],
    };
    const shown = { outputs: { ...props.initial, months: [{ month: 1 }, { month: 2 }], loose: [{ x: 1 }, { y: 2 }] }, texts: initialTexts(props) };
    const tables = tableOutputs(props, shown);
    expect(tables.map((t) => t.view.id)).toEqual(['months', 'loose']);
    expect(tables[1]?.columns.map((c) => c.key)).toEqual(['x', 'y']);
    expect(tableOutputs(props, { outputs: props.initial, texts: shown.texts })).toEqual([]);
    expect(csvFileName('mortgage', 'schedule')).toBe('mortgage-schedule.csv');
  });
});

describe('one result as text', () => {
  it('lists the title, the inputs, the results and the link', () => {
    const props = mortgageProps('en');
    // A first payment on 31 March 2026 is written as the page writes dates.
    const shown = { outputs: props.initial, texts: { ...initialTexts(props), startDate: '2026-03-31' } };
    const text = resultsText(props, shown, toolStrings(props.strings), 'https://calcula.example/mortgage-calculator?homePrice=400000');
    // Labels are the content's; values are formatted here.
    const field = (id: string) => props.fields.find((f) => f.id === id)?.label;
    const output = (id: string) => props.outputs.find((o) => o.id === id)?.label;
    const option = (id: string, value: string) => props.fields.find((f) => f.id === id)?.options.find((o) => o.value === value)?.label;
    expect(text.split('\n')).toEqual([
      props.title,
      '',
      props.strings.inputsHeading,
      `${field('mode')}: ${option('mode', 'payment')}`,
      `${field('homePrice')}: $400,000.00`,
      `${field('downPaymentUnit')}: ${option('downPaymentUnit', 'amount')}`,
      `${field('downPayment')}: $80,000.00`,
      `${field('loanTerm')}: 30\u00a0years`,
      `${field('interestRate')}: 6.5%`,
      `${field('discountPoints')}: 0%`,
      `${field('prepaidCharges')}: $0.00`,
      `${field('propertyTaxUnit')}: ${option('propertyTaxUnit', 'amount')}`,
      `${field('propertyTax')}: $4,800.00`,
      `${field('insurance')}: $1,500.00`,
      `${field('pmiRate')}: 0.5%`,
      `${field('pmiEnd')}: ${option('pmiEnd', 'automatic78')}`,
      `${field('hoaDues')}: $0.00`,
      `${field('otherCosts')}: $0.00`,
      `${field('costIncrease')}: 0%`,
      `${field('startDate')}: Mar 31, 2026`,
      `${field('extraPayments')}: ${option('extraPayments', 'none')}`,
      '',
      props.strings.resultsHeading,
      `${output('monthlyPayment')}: $2,547.62`,
      `${output('monthlyPrincipalInterest')}: $2,022.62`,
      `${output('monthlyPropertyTax')}: $400.00`,
      `${output('monthlyInsurance')}: $125.00`,
      `${output('monthlyPmi')}: $0.00`,
      `${output('monthlyHoa')}: $0.00`,
      `${output('monthlyOther')}: $0.00`,
      `${output('loanAmount')}: $320,000.00`,
      // No points or fees: the APR is the note rate.
      `${output('apr')}: 6.5%`,
      `${output('pointsCost')}: $0.00`,
      `${output('amountFinanced')}: $320,000.00`,
      `${output('financeCharge')}: $408,142.36`,
      `${output('downPaymentAmount')}: $80,000.00`,
      `${output('downPaymentShare')}: 20%`,
      // 20 % down: no PMI, so no date it ends.
      `${output('pmiPayments')}: 0 months`,
      `${output('totalPmi')}: $0.00`,
      `${output('payoffDate')}: ${formatDate(String(props.initial.payoffDate), 'en-US')}`,
      `${output('numberOfPayments')}: 360`,
      `${output('totalInterest')}: $408,142.36`,
      `${output('totalPaid')}: $728,142.36`,
      `${output('totalCost')}: $997,142.36`,
      // 30 × (4,800 + 1,500).
      `${output('totalHousingCosts')}: $189,000.00`,
      '',
      'https://calcula.example/mortgage-calculator?homePrice=400000',
      '',
    ]);
  });

  it('writes typed numbers as the page writes them: grouped, money as money, in its language (the history list)', () => {
    for (const [lang, typed, money] of [
      ['en', '550000', '$550,000.00'],
      ['en', '1,234.5', '$1,234.50'],
      ['en', '0.125', '$0.125'],
      ['pt-BR', '550000', 'R$\u00a0550.000,00'],
      ['pt-BR', '1.234,5', 'R$\u00a01.234,50'],
    ] as const) {
      const props = mortgageProps(lang);
      const price = props.fields.find((f) => f.unit === 'currency' && props.spec.inputs.some((i) => i.id === f.id && typeof i.kind === 'object' && 'number' in i.kind));
      expect(price, lang).toBeDefined();
      const line = inputLines(props, { ...initialTexts(props), [price!.id]: typed }, toolStrings(props.strings)).find((l) => l.id === price!.id);
      expect(line?.value, `${lang} ${typed}`).toBe(money);
    }
    // What is no number of the page's is left as typed, after the sign.
    const en = mortgageProps('en');
    const price = en.fields.find((f) => f.unit === 'currency')!;
    expect(inputLines(en, { ...initialTexts(en), [price.id]: '1,5' }, toolStrings(en.strings)).find((l) => l.id === price.id)?.value).toBe('$1,5');
  });

  it('shows choices by their label, numbers with their unit, only the visible inputs', () => {
    const props = bmiProps('en');
    const field = (id: string) => props.fields.find((f) => f.id === id)?.label;
    // A select shows its default option's label.
    const optionLabel = (id: string) => {
      const chosen = props.spec.inputs.find((i) => i.id === id)?.default;
      return props.fields.find((f) => f.id === id)?.options.find((o) => o.value === chosen)?.label;
    };
    expect(inputLines(props, initialTexts(props), toolStrings(props.strings))).toEqual([
      { id: 'unit', label: field('unit'), value: props.fields[0]?.options.find((o) => o.value === 'imperial')?.label },
      { id: 'heightFt', label: field('heightFt'), value: '5\u00a0ft' },
      { id: 'heightIn', label: field('heightIn'), value: '9\u00a0in' },
      { id: 'weightLb', label: field('weightLb'), value: '160\u00a0lb' },
      { id: 'age', label: field('age'), value: '30\u00a0years' },
      { id: 'sex', label: field('sex'), value: optionLabel('sex') },
    ]);
  });

  it('the main result is the primary outputs, raw', () => {
    const props = mortgageProps('en');
    const result = mainResult(props, { outputs: props.initial, texts: initialTexts(props) });
    expect(Object.keys(result)).toEqual(['monthlyPayment']);
    expect(result.monthlyPayment).toBeCloseTo(2547.6176751774839, 8);
  });

  it('restores only declared inputs', () => {
    const props = mortgageProps('en');
    expect(declaredInputs(props, { homePrice: '1', evil: '<b>' })).toEqual({ homePrice: '1' });
  });
});
