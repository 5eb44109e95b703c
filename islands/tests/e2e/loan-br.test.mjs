// The Portuguese loan page (loan.yaml `markets.pt-BR`, function loan-br) in
// a real browser against dist/ (issue 45 item 1): a rate typed as a
// Brazilian writes it, "2,99" a month, is shown a year too by compound
// equivalence, and the CET counts the IOF, the tarifa de cadastro and the
// seguro prestamista paid up front.
//
// References: 1.0299^12 − 1 computed here; the IOF and the CET are the
// literals of calc-wasm's loan_br.rs test (IOF worked by hand day by day,
// CET by mpmath 1.4.1's findroot on Res. CMN 4.881/2020's formula and
// numpy-financial 1.0.0's irr on a daily grid).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LANGS, pathFor } from '../../e2e-support/site.mjs';
import { hydratedCalculator, intl, setInputs, expectShown, assertClean } from '../../e2e-support/calculator.mjs';
import { calculatorProps } from '../../e2e-support/props.mjs';
import { open } from './shell-support.mjs';
import { siteAndBrowser } from '../../e2e-support/per-file.mjs';

const { server, chromium } = siteAndBrowser();
const pt = LANGS.find((L) => L.lang === 'pt-BR');
const ID = 'loan';
const props = calculatorProps(ID, pt.lang);
const decimals = (id) => {
  const v = props.outputs.find((o) => o.id === id);
  assert.ok(v, `output ${id} is declared`);
  return v.decimals;
};
/** A percent output as the page writes it, from the value in percent. */
const pct = (id, x) => intl(pt, { style: 'percent', maximumFractionDigits: decimals(id) }).format(x / 100);
const money = (x) => intl(pt, { style: 'currency', currency: pt.currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(x);

test('"2,99" a month shows its yearly equivalent and the CET with IOF and fees', async () => {
  for (const id of ['rateUnit', 'registrationFee', 'creditInsurance']) {
    assert.ok(props.spec.inputs.some((i) => i.id === id), `input ${id}`);
  }
  const path = pathFor(pt, `/${ID}-calculator`);
  const { context, page, watch } = await hydratedCalculator(open(chromium.browser, `${server.origin}${path}`), path);
  await setInputs(page, pt, {
    loanAmount: 10000,
    rateUnit: 'monthly',
    termUnit: 'months',
    loanTerm: 12,
    startDate: '2026-02-05',
    registrationFee: 500,
    creditInsurance: 150,
  });
  // Typed as the bank quotes it, with the decimal comma.
  await setInputs(page, pt, { interestRate: '2,99' });
  await expectShown(page, 'yearlyRate', pct('yearlyRate', (1.0299 ** 12 - 1) * 100), 'for 2,99 % a.m.');
  await expectShown(page, 'monthlyRate', pct('monthlyRate', 2.99), 'as typed');
  await expectShown(page, 'iof', money(208.231_242_873_978_26), 'for 12 months');
  await expectShown(page, 'amountReceived', money(9_141.768_757_126_021), 'less IOF, fee and insurance');
  await expectShown(page, 'cetMonthly', pct('cetMonthly', 4.546_865_072_731_161), 'with IOF and fees');
  await expectShown(page, 'cetYearly', pct('cetYearly', 70.503_059_312_830_18), 'with IOF and fees');

  // The same rate typed a year gives the same loan back a month.
  await setInputs(page, pt, { rateUnit: 'yearly', interestRate: '42,41006928991326' });
  await expectShown(page, 'monthlyRate', pct('monthlyRate', 2.99), 'from its yearly equivalent');
  await assertClean(page, watch, 'loan in Portuguese');
  await context.close();
});
