// The Portuguese mortgage page (mortgage.yaml `markets.pt-BR`, function
// mortgage-br) in a real browser against dist/ (issue 30):
//
// - the property value and the entrada (in reais or as a percentage) give
//   the financed amount, and the SAC and Price installments follow it;
// - an entrada under the usual 20 % shows the locale's notice, and the
//   simulation still runs; at 20 % the notice goes;
// - the yearly tables (SAC and Price) sum the monthly ones (CSV downloads);
// - printed (print media), the chosen table has every row, not the first
//   page of them;
// - screenshots at 375 and 1280 px, light and dark (CALCULA_SCREENSHOTS=1).
//
// References are computed here from the closed forms (SAC: P/n + P·i;
// Price: P·i/(1 − (1 + i)^−n)); ids, labels and the notice's text come from
// the page's props.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LANGS, pathFor, ISLAND, output, textOf, waitForText } from '../../e2e-support/site.mjs';
import { hydratedCalculator, intl, setInputs, expectShown, assertClean, screenshotInPieces } from '../../e2e-support/calculator.mjs';
import { downloadText, parseCsv } from '../../e2e-support/csv.mjs';
import { calculatorProps, defaults } from '../../e2e-support/props.mjs';
import { open } from './shell-support.mjs';
import { siteAndBrowser } from '../../e2e-support/per-file.mjs';

const { server, chromium } = siteAndBrowser();
const pt = LANGS.find((L) => L.lang === 'pt-BR');
const ID = 'mortgage';
const props = calculatorProps(ID, pt.lang);
const DEFAULTS = defaults(ID, pt.lang);
const view = (id) => {
  const v = props.outputs.find((o) => o.id === id);
  assert.ok(v, `output ${id} is declared`);
  return v;
};
const WARNING = 'downPaymentWarning';

// ---- the references ------------------------------------------------------------

/** Both systems' first installments for `m` (the page's inputs, plain values). */
function installments(m) {
  const down = m.downPaymentUnit === 'percent' ? (m.propertyValue * m.downPaymentPercent) / 100 : m.downPayment;
  const P = m.propertyValue - down;
  const a = m.interestRate / 100;
  const i = m.rateType === 'effective' ? (1 + a) ** (1 / 12) - 1 : a / 12;
  const n = m.loanTerm;
  return { financed: P, down, sac: P / n + P * i, price: (P * i) / (1 - (1 + i) ** -n) };
}

test('the references agree with mortgage.yaml’s mpmath examples', () => {
  // 400 000 with 80 000 down at 11 % nominal over 360 months.
  const r = installments({ propertyValue: 400000, downPaymentUnit: 'amount', downPayment: 80000, interestRate: 11, rateType: 'nominal', loanTerm: 360 });
  assert.equal(r.financed, 320000);
  assert.ok(Math.abs(r.sac - 3822.2222222222222) < 1e-9);
  assert.ok(Math.abs(r.price - 3047.434865886079) < 1e-9);
});

// ---- the page ----------------------------------------------------------------------

const money = (x) => intl(pt, { style: 'currency', currency: pt.currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(x);

async function openPage(options = {}) {
  const path = pathFor(pt, `/${ID}-calculator`);
  return hydratedCalculator(open(chromium.browser, `${server.origin}${path}`, options), path);
}

/** Chooses the table `id`'s tab. */
async function chooseTable(page, id) {
  await page.locator(`${ISLAND} [role="tab"]`).filter({ hasText: new RegExp(`^${view(id).label}$`) }).click();
}

/** Downloads the table `id` (its tab first) as CSV rows keyed by column. */
async function tableRows(page, id) {
  const table = view(id);
  await chooseTable(page, id);
  const { text } = await downloadText(page, page.locator(`${ISLAND} .calc-tables .calc-table-foot button`, { hasText: 'CSV' }));
  const [header, ...body] = parseCsv(text);
  assert.deepEqual(header, table.columns.map((c) => c.label), `${id}: CSV header`);
  return body.map((r) => Object.fromEntries(table.columns.map((c, k) => [c.key, c.format === 'date' ? r[k] : Number(r[k])])));
}

const sum = (rows, key) => rows.reduce((s, r) => s + r[key], 0);
const warningText = (key) => {
  const text = view(WARNING).values?.[key];
  assert.ok(text, `${WARNING} has a text for ${key}`);
  return text;
};

test('the entrada gives the financed amount; under 20 % a notice, not a block', async () => {
  for (const id of ['propertyValue', 'downPaymentUnit', 'downPayment', 'downPaymentPercent']) {
    assert.ok(props.spec.inputs.some((i) => i.id === id), `input ${id}`);
  }
  const { context, page, watch } = await openPage();
  const notice = `${ISLAND} .calc-warnings [data-output="${WARNING}"]`;
  // The defaults finance 80 %: no notice.
  const base = installments(DEFAULTS);
  await expectShown(page, 'loanAmount', money(base.financed), 'at the defaults');
  assert.equal(await page.locator(notice).count(), 0, 'no notice with 20 % down');

  // 60 000 of 400 000 (15 %): 340 000 financed, the notice, and the installments still computed.
  const amount = { ...DEFAULTS, propertyValue: 400000, downPayment: 60000 };
  await setInputs(page, pt, { propertyValue: amount.propertyValue, downPayment: amount.downPayment });
  const low = installments(amount);
  await expectShown(page, 'loanAmount', money(low.financed), 'with 60 000 down');
  await waitForText(page, notice, warningText('belowMinimum'), { what: 'the notice under 20 %', timeout: 10000 });
  await expectShown(page, 'sacFirstPayment', money(low.sac), 'with 60 000 down');
  await expectShown(page, 'priceFirstPayment', money(low.price), 'with 60 000 down');

  // As a percentage: 25 % of 400 000 = 100 000 down, 300 000 financed, no notice.
  const percent = { ...amount, downPaymentUnit: 'percent', downPaymentPercent: 25 };
  await setInputs(page, pt, { downPaymentUnit: 'percent', downPaymentPercent: 25 });
  const enough = installments(percent);
  await expectShown(page, 'loanAmount', money(enough.financed), 'with 25 % down');
  await expectShown(page, 'downPaymentAmount', money(enough.down), 'with 25 % down');
  await expectShown(page, 'sacFirstPayment', money(enough.sac), 'with 25 % down');
  await page.waitForFunction((s) => !document.querySelector(s), notice, { timeout: 5000 });
  await assertClean(page, watch, 'entrada');
  await context.close();
});

test('the yearly tables sum the monthly ones; printed, a table has every row', async () => {
  const { context, page, watch } = await openPage();
  const case_ = { propertyValue: 500000, downPayment: 150000, loanTerm: 240, startDate: '2026-07-15' };
  await setInputs(page, pt, case_);
  const m = installments({ ...DEFAULTS, ...case_ });
  await expectShown(page, 'loanAmount', money(m.financed), 'for the yearly case');
  await expectShown(page, 'sacFirstPayment', money(m.sac), 'for the yearly case');
  for (const [monthlyId, yearlyId, paidId, interestId] of [
    ['sacSchedule', 'sacYearly', 'sacTotalPaid', 'sacTotalInterest'],
    ['priceSchedule', 'priceYearly', 'priceTotalPaid', 'priceTotalInterest'],
  ]) {
    const monthly = await tableRows(page, monthlyId);
    const yearly = await tableRows(page, yearlyId);
    assert.equal(monthly.length, case_.loanTerm, `${monthlyId}: one row a month`);
    // July 2026 to June 2046: 6 installments in 2026, then 19 full years, then 6.
    assert.equal(yearly.length, 21, `${yearlyId}: one row per calendar year`);
    assert.equal(yearly[0].payments, 6, `${yearlyId}: July to December`);
    assert.equal(sum(yearly, 'payments'), monthly.length, `${yearlyId}: the years count every installment`);
    for (const key of ['payment', 'interest', 'principal']) {
      assert.ok(Math.abs(sum(yearly, key) - sum(monthly, key)) < 0.01 * yearly.length, `${yearlyId}: ${key} by year sums the months`);
    }
    assert.equal(money(sum(yearly, 'payment')), await textOf(page, output(paidId)), `${yearlyId}: total paid`);
    assert.equal(money(sum(yearly, 'interest')), await textOf(page, output(interestId)), `${yearlyId}: total interest`);
    assert.ok(Math.abs(sum(yearly, 'principal') - m.financed) < 1e-6, `${yearlyId}: the amortization repays the financed amount`);
    assert.equal(yearly.at(-1).balance, 0, `${yearlyId}: the last year ends the loan`);
  }

  // On screen the long table shows its first page; printed, every row.
  await chooseTable(page, 'sacSchedule');
  const rows = page.locator(`${ISLAND} .calc-tables .calc-tab-panel tbody tr`);
  const onScreen = await rows.count();
  assert.ok(onScreen < case_.loanTerm, `on screen, a page of rows (${onScreen})`);
  await page.emulateMedia({ media: 'print' });
  await page.waitForFunction(([s, n]) => document.querySelectorAll(s).length === n, [`${ISLAND} .calc-tables .calc-tab-panel tbody tr`, case_.loanTerm], { timeout: 5000 }).catch(() => {});
  assert.equal(await rows.count(), case_.loanTerm, 'printed: every installment');
  assert.ok(await rows.last().isVisible(), 'printed: the last row is laid out');
  await page.emulateMedia({ media: 'screen' });
  await page.waitForFunction(([s, n]) => document.querySelectorAll(s).length === n, [`${ISLAND} .calc-tables .calc-tab-panel tbody tr`, onScreen], { timeout: 5000 }).catch(() => {});
  assert.equal(await rows.count(), onScreen, 'back on screen: the first page again');
  await assertClean(page, watch, 'yearly tables');

  // With the notice showing, for the screenshots.
  await setInputs(page, pt, { downPayment: 50000 });
  await waitForText(page, `${ISLAND} .calc-warnings [data-output="${WARNING}"]`, warningText('belowMinimum'), { what: 'the notice', timeout: 10000 });
  await chooseTable(page, 'sacYearly');
  await screenshotInPieces(page, 'mortgage-br');
  await context.close();
});
