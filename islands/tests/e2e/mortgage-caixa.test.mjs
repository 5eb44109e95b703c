// The Portuguese mortgage page as Caixa simulates it (issue 45 item 3;
// mortgage.yaml `markets.pt-BR`, function mortgage-br, caixa.rs) in a real
// browser against dist/: a rate typed with the decimal comma ("0,75" a.m.),
// the encargo mensal with MIP, DFI and the fee in the summary and in the
// table, and the 30 % income notice.
//
// References by hand from the rules in caixa.rs: 120 000 financed over 120
// months at 0.75 % a.m., SAC amortization 1 000; month 1 interest 900, MIP
// 0.025 % of 120 000 = 30, DFI 0.007 % of 150 000 = 10.50, fee 25: encargo
// 1 965.50; month 120: 1 000 + 7.50 + 0.25 + 10.50 + 25 = 1 043.25. On a
// 6 000 income 30 % is 1 800: SAC's first encargo passes it, Price's
// (P·i/(1 − (1 + i)^−n) + 65.50, computed here) does not.
// Screenshots at 375 and 1366 px with CALCULA_SCREENSHOTS=1.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LANGS, pathFor, ISLAND, waitForText, screenshot } from '../../e2e-support/site.mjs';
import { hydratedCalculator, intl, setInputs, expectShown, assertClean, labelOf } from '../../e2e-support/calculator.mjs';
import { calculatorProps } from '../../e2e-support/props.mjs';
import { open } from './shell-support.mjs';
import { siteAndBrowser } from '../../e2e-support/per-file.mjs';

const { server, chromium } = siteAndBrowser();
const pt = LANGS.find((L) => L.lang === 'pt-BR');
const ID = 'mortgage';
const props = calculatorProps(ID, pt.lang);
const view = (id) => {
  const v = props.outputs.find((o) => o.id === id);
  assert.ok(v, `output ${id} is declared`);
  return v;
};
const money = (x) => intl(pt, { style: 'currency', currency: pt.currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(x);

test('"0,75" a.m. gives the encargo with MIP, DFI and fee, in the table too (encargo and interest); above 30 % of the income a notice', async () => {
  for (const id of ['mipRate', 'dfiRate', 'adminFee', 'trRate', 'familyIncome', 'extraAmount', 'extraMonth', 'extraMode']) {
    assert.ok(props.spec.inputs.some((i) => i.id === id), `input ${id}`);
  }
  const path = pathFor(pt, `/${ID}-calculator`);
  const { context, page, watch } = await hydratedCalculator(open(chromium.browser, `${server.origin}${path}`), path);
  await setInputs(page, pt, {
    propertyValue: 150000,
    downPayment: 30000,
    rateType: 'monthly',
    loanTerm: 120,
    adminFee: 25,
    trRate: 0,
    familyIncome: 6000,
  });
  // Typed as Brazilians write them, with the decimal comma.
  await setInputs(page, pt, { interestRate: '0,75', mipRate: '0,025', dfiRate: '0,007' });
  await expectShown(page, 'sacFirstCharge', money(1965.5), 'for 0,75 % a.m. with MIP, DFI and fee');
  await expectShown(page, 'sacLastCharge', money(1043.25), 'the 120th encargo');
  const i = 0.0075;
  const price = (120000 * i) / (1 - (1 + i) ** -120) + 65.5;
  await expectShown(page, 'priceFirstCharge', money(price), 'Price with MIP, DFI and fee');

  // The notice: SAC above 1 800, Price within.
  const notice = `${ISLAND} .calc-warnings [data-output="incomeWarning"]`;
  await waitForText(page, notice, labelOf(props, 'incomeWarning', 'sacAbove'), { what: 'the 30 % notice', timeout: 10000 });

  // The SAC table: the encargo, labelled from the locale.
  const table = view('sacSchedule');
  await page.locator(`${ISLAND} [role="tab"]`).filter({ hasText: new RegExp(`^${table.label}$`) }).click();
  const panel = `${ISLAND} .calc-tables .calc-tab-panel`;
  const headers = (await page.locator(`${panel} thead th`).allInnerTexts()).map((t) => t.trim());
  const first = (await page.locator(`${panel} tbody tr`).first().locator('td, th').allInnerTexts()).map((t) => t.trim());
  const cell = (key) => {
    const label = table.columns.find((c) => c.key === key).label;
    const k = headers.indexOf(label);
    assert.ok(k >= 0, `column ${label} in ${headers}`);
    return first[k];
  };
  // The table keeps to what fits a laptop's width (in-reach.test.mjs): the
  // encargo, the instalment and its parts; MIP, DFI and fee are in the totals.
  assert.equal(cell('charge'), money(1965.5), 'encargo of month 1');
  assert.equal(cell('interest'), money(900), 'interest of month 1');
  await assertClean(page, watch, 'Caixa encargo');

  for (const width of [375, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `mortgage-caixa-${width}`, { fullPage: true });
  }
  await context.close();
});
