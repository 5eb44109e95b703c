// Props as the generator writes them, built by hand from
// content/calculators/*.yaml with English and Portuguese texts, and with
// `initial` computed by the real calc-wasm module (as the build does natively).

import * as finance from '../src/wasm/finance/calc_wasm.js';
import * as health from '../src/wasm/health/calc_wasm.js';
import * as lifestyle from '../src/wasm/lifestyle/calc_wasm.js';
import type { CalcSpec, CalculatorProps, CalculatorStrings, Field, OutputView, WasmModule } from '../src/lib/props';
import { wasmBytes } from './setup-wasm';

const glue = { finance, health, lifestyle };
for (const [name, m] of Object.entries(glue)) m.initSync({ module: wasmBytes(name) });

/** The module each fixture calculator runs on, as the generator derives it. */
const MODULE_OF: Record<string, keyof typeof glue> = { mortgage: 'finance', bmi: 'health', percentage: 'lifestyle' };

function moduleOf(fn: string): keyof typeof glue {
  const m = MODULE_OF[fn];
  if (!m) throw new Error(`no fixture module for calc-wasm function "${fn}"`);
  return m;
}

/** calc-wasm's evaluate, through the module the spec's function lives in. */
export function evaluate(spec: CalcSpec, given: Record<string, string>, lang: string): unknown {
  return glue[moduleOf(spec.function)].evaluate(spec, given, lang);
}

export type Lang = 'en' | 'pt-BR';

const STRINGS: Record<Lang, CalculatorStrings> = {
  en: {
    inputsHeading: 'Your details',
    resultsHeading: 'Results',
    loading: 'Updating the results…',
    fixErrors: 'Fix the highlighted field to update the results.',
    units: { years: 'years', months: 'months', percent: '%', cm: 'cm', kg: 'kg', ft: 'ft', in: 'in', lb: 'lb' },
    errors: {
      notANumber: 'Enter a number, like 1234.5.',
      notAnInteger: 'Enter a whole number.',
      belowMin: 'Enter {min} or more.',
      aboveMax: 'Enter {max} or less.',
      notAbove: 'Enter a number greater than {above}.',
      notBelow: 'Enter a number less than {below}.',
      unknownOption: 'Choose one of: {options}.',
      notABool: 'Choose yes or no.',
      mustNotBeZero: 'Enter a number other than zero.',
      tooLong: 'Use at most {maxLength} characters.',
      notMoreThanInput: 'This must not be more than {other}.',
      notLessThanInput: 'This must be less than {other}.',
      resultTooLarge: 'The result is too large to compute; try smaller numbers.',
    },
  },
  'pt-BR': {
    inputsHeading: 'Seus dados',
    resultsHeading: 'Resultados',
    loading: 'Atualizando os resultados…',
    fixErrors: 'Corrija o campo destacado para atualizar os resultados.',
    units: { years: 'anos', months: 'meses', percent: '%', cm: 'cm', kg: 'kg', ft: 'pés', in: 'pol', lb: 'lb' },
    errors: {
      notANumber: 'Digite um número, como 1.234,5.',
      notAnInteger: 'Digite um número inteiro.',
      belowMin: 'Digite {min} ou mais.',
      aboveMax: 'Digite {max} ou menos.',
      notAbove: 'Digite um número maior que {above}.',
      notBelow: 'Digite um número menor que {below}.',
      unknownOption: 'Escolha uma das opções: {options}.',
      notABool: 'Escolha sim ou não.',
      mustNotBeZero: 'Digite um número diferente de zero.',
      tooLong: 'Use no máximo {maxLength} caracteres.',
      notMoreThanInput: 'Não pode ser maior que {other}.',
      notLessThanInput: 'Deve ser menor que {other}.',
      resultTooLarge: 'O resultado é grande demais; tente números menores.',
    },
  },
};

function field(id: string, label: string, extra: Partial<Field> = {}): Field {
  return { id, label, unit: 'none', display: 'input', options: [], ...extra };
}

function output(id: string, label: string, extra: Partial<OutputView> = {}): OutputView {
  return { id, label, format: 'number', decimals: 2, primary: false, unit: 'none', values: {}, formatWhen: [], columns: [], ...extra };
}

function withInitial(props: Omit<CalculatorProps, 'initial' | 'module'>): CalculatorProps {
  const answer = evaluate(props.spec, {}, props.lang) as { ok?: Record<string, unknown> };
  if (!answer.ok) throw new Error(`defaults of ${props.id} do not compute: ${JSON.stringify(answer)}`);
  return { ...props, module: moduleOf(props.spec.function) satisfies WasmModule, initial: answer.ok };
}

function locale(lang: Lang) {
  const common = { charts: [] };
  return lang === 'en'
    ? { lang, numberLocale: 'en-US', currency: 'USD', strings: STRINGS.en, ...common }
    : { lang, numberLocale: 'pt-BR', currency: 'BRL', strings: STRINGS['pt-BR'], ...common };
}

export const mortgageSpec: CalcSpec = {
  function: 'mortgage',
  inputs: [
    { id: 'homePrice', kind: { number: { min: 0, max: 1000000000 } }, default: '400000' },
    { id: 'downPayment', kind: { number: { min: 0, max: 1000000000 } }, default: '80000' },
    { id: 'loanTerm', kind: { number: { integer: true, min: 1, max: 50 } }, default: '30' },
    { id: 'interestRate', kind: { number: { min: 0, max: 100 } }, default: '6.5' },
    { id: 'propertyTax', kind: { number: { min: 0, max: 100000000 } }, default: '4800' },
    { id: 'insurance', kind: { number: { min: 0, max: 100000000 } }, default: '1500' },
  ],
};

export function mortgageProps(lang: Lang): CalculatorProps {
  const en = lang === 'en';
  return withInitial({
    ...locale(lang),
    id: 'mortgage',
    title: en ? 'Mortgage Calculator' : 'Calculadora de Financiamento Imobiliário',
    spec: mortgageSpec,
    fields: [
      field('homePrice', en ? 'Home price' : 'Preço do imóvel', { unit: 'currency' }),
      field('downPayment', en ? 'Down payment' : 'Entrada', {
        unit: 'currency',
        help: en ? 'The part of the price you pay up front.' : 'A parte do preço paga à vista.',
      }),
      field('loanTerm', en ? 'Loan term' : 'Prazo', { unit: 'years' }),
      field('interestRate', en ? 'Interest rate' : 'Taxa de juros', { unit: 'percent' }),
      field('propertyTax', en ? 'Property tax per year' : 'IPTU por ano', { unit: 'currency' }),
      field('insurance', en ? 'Home insurance per year' : 'Seguro por ano', { unit: 'currency' }),
    ],
    outputs: [
      output('monthlyPayment', en ? 'Monthly payment' : 'Prestação mensal', { format: 'currency', primary: true }),
      output('monthlyPrincipalInterest', en ? 'Principal and interest' : 'Amortização e juros', { format: 'currency' }),
      output('monthlyPropertyTax', en ? 'Property tax' : 'IPTU', { format: 'currency' }),
      output('monthlyInsurance', en ? 'Insurance' : 'Seguro', { format: 'currency' }),
      output('loanAmount', en ? 'Loan amount' : 'Valor financiado', { format: 'currency' }),
      output('totalInterest', en ? 'Total interest' : 'Total de juros', { format: 'currency' }),
      output('totalPaid', en ? 'Total of payments' : 'Total pago', { format: 'currency' }),
      output('totalCost', en ? 'Total cost' : 'Custo total', { format: 'currency' }),
    ],
    summary: {
      by: null,
      texts: {
        '': en
          ? 'You would pay {monthlyPayment} a month, {totalInterest} of interest over the loan.'
          : 'Você pagaria {monthlyPayment} por mês, com {totalInterest} de juros no total.',
      },
    },
  });
}

export function bmiProps(lang: Lang): CalculatorProps {
  const en = lang === 'en';
  const metric = { input: 'unit', is: ['metric'] };
  const imperial = { input: 'unit', is: ['imperial'] };
  return withInitial({
    ...locale(lang),
    id: 'bmi',
    title: en ? 'BMI Calculator' : 'Calculadora de IMC',
    spec: {
      function: 'bmi',
      inputs: [
        { id: 'unit', kind: { select: { options: ['metric', 'imperial'] } }, default: en ? 'imperial' : 'metric' },
        { id: 'heightCm', kind: { number: { above: 0, max: 300 } }, default: '175', when: metric },
        { id: 'weightKg', kind: { number: { above: 0, max: 700 } }, default: '70', when: metric },
        { id: 'heightFt', kind: { number: { integer: true, min: 0, max: 9 } }, default: '5', when: imperial },
        { id: 'heightIn', kind: { number: { min: 0, below: 12 } }, default: '9', when: imperial },
        { id: 'weightLb', kind: { number: { above: 0, max: 1500 } }, default: '160', when: imperial },
        { id: 'age', kind: { number: { min: 2, max: 120 } }, default: '30' },
      ],
    },
    fields: [
      field('unit', en ? 'Units' : 'Unidades', {
        display: 'segmented',
        options: [
          { value: 'metric', label: en ? 'Metric' : 'Métrico' },
          { value: 'imperial', label: en ? 'Imperial' : 'Imperial' },
        ],
      }),
      field('heightCm', en ? 'Height' : 'Altura', { unit: 'cm', when: metric, quantity: 'height' }),
      field('weightKg', en ? 'Weight' : 'Peso', { unit: 'kg', when: metric, quantity: 'weight' }),
      field('heightFt', en ? 'Height (feet)' : 'Altura (pés)', { unit: 'ft', when: imperial, quantity: 'height' }),
      field('heightIn', en ? 'Height (inches)' : 'Altura (polegadas)', { unit: 'in', when: imperial, quantity: 'height' }),
      field('weightLb', en ? 'Weight' : 'Peso', { unit: 'lb', when: imperial, quantity: 'weight' }),
      field('age', en ? 'Age' : 'Idade', { unit: 'years' }),
    ],
    outputs: [
      output('bmi', en ? 'Your BMI' : 'Seu IMC', { decimals: 1, primary: true }),
      output('ageNote', en ? 'Age notice' : 'Aviso de idade', {
        format: 'warning',
        values: en
          ? { none: 'No notice', under20: 'Under 20, the adult categories do not apply.' }
          : { none: 'Sem aviso', under20: 'Abaixo de 20 anos, as categorias de adultos não se aplicam.' },
      }),
      output('category', en ? 'Category' : 'Categoria', {
        format: 'label',
        values: en
          ? { underweight: 'Underweight', normal: 'Healthy weight', overweight: 'Overweight', obese: 'Obesity' }
          : { underweight: 'Abaixo do peso', normal: 'Peso saudável', overweight: 'Sobrepeso', obese: 'Obesidade' },
      }),
      output('bmiPrime', 'BMI Prime', { decimals: 2 }),
      output('healthyWeightMinKg', en ? 'Healthy weight from' : 'Peso saudável de', { decimals: 1, unit: 'kg', when: metric }),
      output('healthyWeightMaxKg', en ? 'Healthy weight to' : 'Peso saudável até', { decimals: 1, unit: 'kg', when: metric }),
      output('healthyWeightMinLb', en ? 'Healthy weight from' : 'Peso saudável de', { decimals: 1, unit: 'lb', when: imperial }),
      output('healthyWeightMaxLb', en ? 'Healthy weight to' : 'Peso saudável até', { decimals: 1, unit: 'lb', when: imperial }),
    ],
    summary: {
      by: 'unit',
      texts: {
        metric: en
          ? 'Your BMI is {bmi} ({category}). A healthy weight for your height is {healthyWeightMinKg} to {healthyWeightMaxKg}.'
          : 'Seu IMC é {bmi} ({category}). Um peso saudável para a sua altura vai de {healthyWeightMinKg} a {healthyWeightMaxKg}.',
        imperial: en
          ? 'Your BMI is {bmi} ({category}). A healthy weight for your height is {healthyWeightMinLb} to {healthyWeightMaxLb}.'
          : 'Seu IMC é {bmi} ({category}). Um peso saudável para a sua altura vai de {healthyWeightMinLb} a {healthyWeightMaxLb}.',
      },
    },
  });
}

export function percentageProps(lang: Lang): CalculatorProps {
  const en = lang === 'en';
  const big = 1000000000000000;
  return withInitial({
    ...locale(lang),
    id: 'percentage',
    title: en ? 'Percentage Calculator' : 'Calculadora de Porcentagem',
    spec: {
      function: 'percentage',
      inputs: [
        { id: 'mode', kind: { select: { options: ['value', 'percentage', 'total', 'change'] } }, default: 'value' },
        { id: 'percent', kind: { number: { min: -1000000000000, max: 1000000000000 } }, default: '15', when: { input: 'mode', is: ['value', 'total'] } },
        { id: 'value', kind: { number: { min: -big, max: big } }, default: '30', when: { input: 'mode', is: ['percentage', 'total'] } },
        { id: 'total', kind: { number: { min: -big, max: big } }, default: '200', when: { input: 'mode', is: ['value', 'percentage'] } },
        { id: 'from', kind: { number: { min: -big, max: big } }, default: '80', when: { input: 'mode', is: ['change'] } },
        { id: 'to', kind: { number: { min: -big, max: big } }, default: '100', when: { input: 'mode', is: ['change'] } },
      ],
    },
    fields: [
      field('mode', en ? 'What do you want to know?' : 'O que você quer saber?', {
        display: 'dropdown',
        options: [
          { value: 'value', label: en ? 'What is P% of T?' : 'Quanto é P% de T?' },
          { value: 'percentage', label: en ? 'V is what % of T?' : 'V é quantos % de T?' },
          { value: 'total', label: en ? 'V is P% of what?' : 'V é P% de quanto?' },
          { value: 'change', label: en ? 'Change from A to B' : 'Variação de A para B' },
        ],
      }),
      field('percent', en ? 'Percentage (P)' : 'Porcentagem (P)', { unit: 'percent', when: { input: 'mode', is: ['value', 'total'] } }),
      field('value', en ? 'Value (V)' : 'Valor (V)', { when: { input: 'mode', is: ['percentage', 'total'] } }),
      field('total', en ? 'Total (T)' : 'Total (T)', { when: { input: 'mode', is: ['value', 'percentage'] } }),
      field('from', en ? 'From (A)' : 'De (A)', { when: { input: 'mode', is: ['change'] } }),
      field('to', en ? 'To (B)' : 'Para (B)', { when: { input: 'mode', is: ['change'] } }),
    ],
    outputs: [
      output('result', en ? 'Result' : 'Resultado', {
        decimals: 4,
        primary: true,
        formatWhen: [{ when: { input: 'mode', is: ['percentage', 'change'] }, format: 'percent' }],
      }),
    ],
    summary: {
      by: 'mode',
      texts: en
        ? {
            value: '{result} is the asked percentage of the total.',
            percentage: 'The value is {result} of the total.',
            total: 'The total is {result}.',
            change: 'The change is {result}.',
          }
        : {
            value: '{result} é a porcentagem pedida do total.',
            percentage: 'O valor é {result} do total.',
            total: 'O total é {result}.',
            change: 'A variação é {result}.',
          },
    },
  });
}
