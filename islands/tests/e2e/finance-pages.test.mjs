// The twelve financial calculators in a real browser, in English (U.S.
// rules) and Portuguese (Brazilian rules where the page has a `markets`
// definition), against dist/ served by deploy/nginx.conf:
//
// - the default primary result is there at load (prerendered), and after
//   changing inputs it becomes, as a whole, the shown form of a reference:
//   for most pages `calcula eval` with the same inputs, which proves only
//   that the page, its WebAssembly and the native build agree (those tests
//   say "agrees with the native build"; that the numbers are right is the
//   content's examples' job, literals from published sources, and the unit
//   tests'); for the Brazilian mortgage / amortization pages the SAC
//   formulas, and for the Brazilian IRPF and salário líquido pages the
//   worked examples of the official tables (content/calculators/
//   {tax,paycheck}.yaml, from Receita Federal's published figures), both
//   independent of the page;
// - every schedule or yearly table not already covered by
//   tables-charts.test.mjs exports a CSV whose columns add up to the totals
//   the page shows;
// - compound interest's growth chart stacks principal, contributions and
//   interest, and its layers add up to the balance;
// - no console errors, and axe finds nothing, after the change.
//
// The amortization recompute (acceptance 3 of issue 5): recompute.test.mjs
// checks it commits by the next frame, `make bench` times it.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { assertAccessible } from '../../e2e-support/axe.mjs';
import { LANGS, pathFor, ISLAND, output, waitForText, textOf, BROKEN_NUMBER } from '../../e2e-support/site.mjs';
import { hydratedCalculator, intl, typed, day, setInput } from '../../e2e-support/calculator.mjs';
import { open, propsOf } from './shell-support.mjs';
import { calculaEval } from '../../e2e-support/eval.mjs';
import { downloadText, parseCsv } from '../../e2e-support/csv.mjs';
import { siteAndBrowser } from '../../e2e-support/per-file.mjs';

const { server, chromium } = siteAndBrowser();

const en = LANGS.find((L) => L.lang === 'en');
const pt = LANGS.find((L) => L.lang === 'pt-BR');

// ---- independent references ---------------------------------------------------

/**
 * The Brazilian systems (calc-wasm/calculators/finance/src/sac.rs): monthly rate from an
 * annual % (nominal: a/12; effective: (1 + a)^(1/12) − 1); SAC's first
 * installment P/n + P·i (without any extra amortization), P the amount
 * financed or, on the mortgage page, the property value less the entrada.
 * The mortgage page's first encargo adds, as Caixa charges them
 * (finance/src/caixa.rs), the TR correction of the balance (P·(1 + tr)
 * before the installment is taken from it), MIP on that balance, DFI on the
 * property value and the monthly fee.
 */
function sacFirstPayment({ loanAmount, propertyValue, downPaymentUnit, downPayment, downPaymentPercent, interestRate, rateType, loanTerm, mipRate, dfiRate, adminFee, trRate }) {
  const a = Number(interestRate) / 100;
  const i = rateType === 'effective' ? (1 + a) ** (1 / 12) - 1 : a / 12;
  const down = downPaymentUnit === 'percent' ? (Number(propertyValue) * Number(downPaymentPercent)) / 100 : Number(downPayment);
  const P = loanAmount === undefined ? Number(propertyValue) - down : Number(loanAmount);
  if (mipRate === undefined) return P / Number(loanTerm) + P * i;
  const corrected = P * (1 + Number(trRate) / 100);
  const mip = (corrected * Number(mipRate)) / 100;
  const dfi = (Number(propertyValue) * Number(dfiRate)) / 100;
  return corrected / Number(loanTerm) + corrected * i + mip + dfi + Number(adminFee);
}

/**
 * A reference that knows only worked examples: the primary value for inputs
 * that match one of `examples` ([inputs, value] pairs), else an error.
 */
function workedExamples(what, examples) {
  return (inputs) => {
    const hit = examples.find(([given]) => Object.entries(given).every(([k, v]) => String(inputs[k]) === v));
    if (!hit) throw new Error(`${what}: no worked example for ${JSON.stringify(inputs)}`);
    return hit[1];
  };
}

const money = (L, x) => intl(L, { style: 'currency', currency: L.currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(x);

/** An output value as the page must show it (the view's format and decimals, from the page's props). */
function shownAs(L, view, value) {
  switch (view.format) {
    case 'currency': return money(L, value);
    case 'integer': return intl(L, { maximumFractionDigits: 0 }).format(value);
    case 'percent': return intl(L, { style: 'percent', maximumFractionDigits: view.decimals }).format(value / 100);
    case 'number': return intl(L, { maximumFractionDigits: view.decimals }).format(value);
    case 'date': return day(L, value);
    case 'label': return view.values[value];
    default: throw new Error(`format ${view.format}`);
  }
}

test('the references here agree with published figures', () => {
  // SAC, 1 200 over 3 months at 1 % a month (by hand): 400 + 12 = 412.
  assert.equal(sacFirstPayment({ loanAmount: 1200, interestRate: 12, rateType: 'nominal', loanTerm: 3 }), 412);
  // amortization.yaml (pt-BR, mpmath): 300 000 at 10.99 % nominal, 360 months: 3580.8333…
  assert.ok(Math.abs(sacFirstPayment({ loanAmount: 300000, interestRate: 10.99, rateType: 'nominal', loanTerm: 360 }) - 3580.8333333333333) < 1e-9);
  // The CLI: the closed-form annuity, 20 000 at 6 % over 60 months.
  const i = 0.06 / 12;
  assert.ok(Math.abs(calculaEval('loan', {}).payment - (20000 * i) / (1 - (1 + i) ** -60)) < 1e-9);
  assert.equal(money(pt, 1465.27075), 'R$\u00a01.465,27');
});

// ---- page helpers -------------------------------------------------------------------

const openCalculator = (path) => hydratedCalculator(open(chromium.browser, `${server.origin}${path}`), path);

/** Shows table `view` (its tab when there are several) and downloads its CSV: { name, header, rows: [{key: number}] }. */
async function downloadCsv(page, view) {
  const tabs = page.locator(`${ISLAND} [role="tab"]`);
  if (await tabs.count()) await tabs.filter({ hasText: view.label }).click();
  const { name, text } = await downloadText(page, page.locator(`${ISLAND} .calc-tables .calc-table-foot button`, { hasText: 'CSV' }));
  const [header, ...body] = parseCsv(text);
  // The declared columns in their order, less those no row has (an option left off).
  const columns = view.columns.filter((c) => header.includes(c.label));
  assert.deepEqual(header, columns.map((c) => c.label), `${view.id}: CSV header`);
  const rows = body.map((r) => Object.fromEntries(columns.map((c, k) => [c.key, c.format === 'date' || c.format === 'label' ? r[k] : Number(r[k])])));
  for (const r of rows) {
    for (const c of columns) {
      if (c.format !== 'date' && c.format !== 'label') assert.ok(Number.isFinite(r[c.key]), `${view.id}: CSV cell ${c.key} is not a number: ${JSON.stringify(r)}`);
    }
  }
  return { name, rows };
}

const sum = (rows, key) => rows.reduce((s, r) => s + r[key], 0);

/** Asserts that a CSV figure, rounded to the cent, is what the page shows for `outputId`. */
async function assertTotal(page, L, figure, outputId, what) {
  assert.equal(money(L, figure), await textOf(page, output(outputId)), `${what} = the page's ${outputId}`);
}

// ---- what each page does ---------------------------------------------------------------

/**
 * Per calculator and language: `changes` (input → value, in order) and the
 * expected primary result after them. `reference(inputs)` gets every input's
 * current plain value (the page's defaults from its props, then the changes)
 * and returns the primary output's raw value; default: `calcula eval`.
 * `csv(page, L, views)`: the schedule checks after the changes.
 */
const PAGES = {
  mortgage: {
    en: { changes: { downPayment: 100000, loanTerm: 15 } },
    'pt-BR': { changes: { propertyValue: 525000, loanTerm: 300 }, reference: sacFirstPayment },
  },
  loan: {
    any: {
      // Quarterly payments from a month's last day, interest compounded
      // daily, 50 more each time and 2,000 once.
      changes: {
        loanAmount: 25000, interestRate: 7.5, paymentFrequency: 'quarterly', compounding: 'daily', startDate: '2026-03-31',
        extraPayments: 'add', extraPayment: 50, extraOnce: 2000, extraOnceDate: '2027-01-01',
      },
      async csv(page, L, views) {
        const { name, rows } = await downloadCsv(page, views.schedule);
        assert.equal(name, 'loan-schedule.csv');
        assert.equal(String(rows.length), await textOf(page, output('numberOfPayments')), 'one CSV row per payment');
        await assertTotal(page, L, sum(rows, 'interest'), 'totalInterest', 'CSV interest');
        await assertTotal(page, L, sum(rows, 'payment'), 'totalPaid', 'CSV payments');
        await assertTotal(page, L, sum(rows, 'extra'), 'totalExtra', 'CSV extra');
        assert.ok(Math.abs(sum(rows, 'principal') - 25000) < 1e-6, `principal adds up to the loan: ${sum(rows, 'principal')}`);
        assert.ok(Math.abs(rows.at(-1).balance) < 1e-6, 'the balance ends at 0');
        // Quarterly from 31 March: the day clamps in June, never drifts.
        assert.deepEqual(rows.slice(0, 4).map((r) => r.date), ['2026-03-31', '2026-06-30', '2026-09-30', '2026-12-31']);
        assert.equal(rows[4].extra, 2050, 'the one-time extra goes with the first payment on or after its date');
        assert.equal(day(L, rows.at(-1).date), await textOf(page, output('payoffDate')), 'the last row is the payoff date');
        // The yearly view adds the schedule up by calendar year.
        const years = (await downloadCsv(page, views.yearly)).rows;
        assert.equal(sum(years, 'payments'), rows.length);
        assert.deepEqual(years.map((y) => String(y.year)), [...new Set(rows.map((r) => r.date.slice(0, 4)))]);
        for (const key of ['interest', 'principal', 'extra']) assert.ok(Math.abs(sum(years, key) - sum(rows, key)) < 1e-6, `yearly ${key}`);
      },
    },
  },
  amortization: {
    en: {
      changes: { interestRate: 5.5, extraPayment: 250 },
      async csv(page, L, views) {
        // Extra payments end the loan early: fewer rows, the extra column adds up.
        const { name, rows } = await downloadCsv(page, views.schedule);
        assert.equal(name, 'amortization-schedule.csv');
        assert.equal(intl(L, { maximumFractionDigits: 0 }).format(rows.length), await textOf(page, output('numberOfPayments')));
        assert.ok(rows.length < 360, `an extra 250 a month ends a 30-year loan early (${rows.length} payments)`);
        assert.equal(rows.at(-1).date, calculaEval('amortization', { interestRate: 5.5, extraPayment: 250 }).payoffDate, 'the last row is the native build\'s payoff date');
        await assertTotal(page, L, sum(rows, 'interest'), 'totalInterest', 'CSV interest');
        await assertTotal(page, L, sum(rows, 'payment'), 'totalPaid', 'CSV payments');
        await assertTotal(page, L, sum(rows, 'extra'), 'totalExtra', 'CSV extra payments');
        const yearly = await downloadCsv(page, views.yearly);
        await assertTotal(page, L, sum(yearly.rows, 'interest'), 'totalInterest', 'yearly CSV interest');
        assert.equal(sum(yearly.rows, 'payments'), rows.length, 'the years count every payment');
      },
    },
    'pt-BR': {
      changes: { loanAmount: 250000, interestRate: 12, rateType: 'effective', loanTerm: 240, extraPayment: 300 },
      reference: sacFirstPayment,
      async csv(page, L, views) {
        const systems = [
          ['sacSchedule', 'sacYearly', 'sacNumberOfPayments', 'sacTotalInterest', 'sacTotalPaid', 'totalExtraSac'],
          ['priceSchedule', 'priceYearly', 'priceNumberOfPayments', 'priceTotalInterest', 'priceTotalPaid', 'totalExtraPrice'],
        ];
        for (const [table, yearly, count, interest, paid, extra] of systems) {
          const { name, rows } = await downloadCsv(page, views[table]);
          assert.equal(name, `amortization-${table}.csv`);
          // 300 extra a month repays the loan before its 240 months.
          assert.ok(rows.length < 240, `${table}: the extra shortens the term (${rows.length} months)`);
          assert.equal(intl(L, { maximumFractionDigits: 0 }).format(rows.length), await textOf(page, output(count)), `${table}: one row per installment`);
          await assertTotal(page, L, sum(rows, 'interest'), interest, `${table}: CSV Juros`);
          await assertTotal(page, L, sum(rows, 'payment'), paid, `${table}: CSV Prestação`);
          await assertTotal(page, L, sum(rows, 'extra'), extra, `${table}: CSV extra`);
          assert.ok(Math.abs(sum(rows, 'principal') - 250000) < 1e-6, `${table}: the amortization adds up to the loan`);
          // The yearly view sums the monthly one.
          const years = await downloadCsv(page, views[yearly]);
          assert.equal(sum(years.rows, 'payments'), rows.length, `${yearly}: the years count every installment`);
          for (const key of ['payment', 'interest', 'principal', 'extra']) {
            assert.ok(Math.abs(sum(years.rows, key) - sum(rows, key)) < 1e-6, `${yearly}: ${key} by year adds up to the months'`);
          }
          assert.equal(years.rows.at(-1).balance, 0, `${yearly}: the last year ends the loan`);
        }
      },
    },
  },
  'compound-interest': {
    any: {
      changes: { time: 15, contribution: 250, compoundingFrequency: 'quarterly' },
      async csv(page, L, views) {
        const { rows } = await downloadCsv(page, views.yearly);
        assert.equal(rows.length, 15);
        assert.ok(!('withdrawals' in rows[0]) && !('tax' in rows[0]), 'no withdrawal or tax column without them');
        await assertTotal(page, L, sum(rows, 'interest'), 'totalInterest', 'CSV interest by year');
        await assertTotal(page, L, rows[0].principal + sum(rows, 'contributions'), 'totalContributions', 'principal + CSV contributions');
        await assertTotal(page, L, rows.at(-1).balance, 'futureValue', 'the last balance');
        for (const r of rows) {
          assert.equal(r.principal, 10000, 'the principal layer stays the initial amount');
          assert.ok(Math.abs(r.contributionsToDate - 250 * 12 * r.year) < 1e-6, `contributions to date in year ${r.year}`);
          assert.ok(Math.abs(r.principal + r.contributionsToDate + r.totalInterest - r.balance) < 1e-6, `the three layers add up to the balance in year ${r.year}`);
        }
        // The growth chart stacks the three, labelled by their column headings.
        const chart = page.locator(`${ISLAND} [data-chart="growth"]`);
        assert.equal(await chart.locator('path.calc-chart-band').count(), 3, 'three stacked bands');
        const labels = ['principal', 'contributionsToDate', 'totalInterest'].map((k) => views.yearly.columns.find((c) => c.key === k).label);
        assert.deepEqual(await chart.locator('.calc-chart-legend-label').allTextContents(), labels);
      },
    },
  },
  'auto-loan': {
    any: {
      changes: { vehiclePrice: 42000, loanTerm: 72 },
      async csv(page, L, views) {
        const { rows } = await downloadCsv(page, views.schedule);
        assert.equal(rows.length, 72);
        await assertTotal(page, L, sum(rows, 'interest'), 'totalInterest', 'CSV interest');
        await assertTotal(page, L, sum(rows, 'payment'), 'totalLoanPayments', 'CSV payments');
        await assertTotal(page, L, sum(rows, 'principal'), 'amountFinanced', 'CSV principal');
      },
    },
  },
  tax: {
    en: { changes: { filingStatus: 'married_joint', income: 160000 } },
    // content/calculators/tax.yaml (pt-BR): R$ 10.000 a month, INSS at the
    // 2026 ceiling (988,09), two dependants: base 8.632,73 × 27,5 % −
    // 908,73 = 1.465,27075 (IRPF table, Lei 15.191/2025; no reduction above 7.350).
    // The default is SOURCES.md's published example: R$ 6.000, INSS 641,51:
    // table 564,85475 − reduction 179,75 = 385,10475.
    'pt-BR': {
      together: true,
      changes: { income: 10000, inss: 988.09, dependants: 2 },
      reference: workedExamples('tax', [[{ income: '6000', inss: '641.51', dependants: '0' }, 385.10475], [{ income: '10000', inss: '988.09', dependants: '2' }, 1465.27075]]),
    },
  },
  retirement: {
    any: {
      changes: { currentSavings: 80000, contributionPercent: 12 },
      async csv(page, L, views) {
        const { rows } = await downloadCsv(page, views.yearly);
        await assertTotal(page, L, sum(rows, 'contribution'), 'totalContributions', 'CSV contributions');
        await assertTotal(page, L, sum(rows, 'employerContribution'), 'totalEmployerContributions', 'CSV employer contributions');
        const atRetirement = rows.find((r) => r.age === 67);
        await assertTotal(page, L, atRetirement.balance, 'balanceAtRetirement', 'the balance at 67');
      },
    },
  },
  savings: {
    any: {
      changes: { periodicDeposit: 350, years: 8 },
      async csv(page, L, views) {
        const { rows } = await downloadCsv(page, views.yearly);
        assert.equal(rows.length, 8);
        await assertTotal(page, L, sum(rows, 'interest'), 'totalInterest', 'CSV interest');
        await assertTotal(page, L, rows.at(-1).balance, 'balance', 'the last balance');
        await assertTotal(page, L, rows[0].principal + sum(rows, 'contributions'), 'totalDeposits', 'CSV deposits');
      },
    },
  },
  paycheck: {
    en: { changes: { grossPay: 4200, filingStatus: 'married_joint', preTaxRetirement: 300 } },
    // content/calculators/paycheck.yaml (pt-BR): R$ 15.000, one dependant,
    // 2026 tables: INSS at its maximum 988,0914, IRRF 2.892,407615, net
    // 11.119,500985 (INSS Portaria MPS/MF 13/2026, IRRF Lei 15.191/2025).
    // The default: R$ 6.000, no dependants: INSS 641,5144, IRRF 385,10354,
    // net 4.973,38206 (SOURCES.md's published example).
    'pt-BR': {
      together: true,
      changes: { grossSalary: 15000, dependants: 1 },
      reference: workedExamples('paycheck', [[{ grossSalary: '6000', dependants: '0' }, 4973.38206], [{ grossSalary: '15000', dependants: '1' }, 11119.500985]]),
    },
  },
  investment: {
    any: {
      changes: { returnRate: 7.25, years: 12, contributionFrequency: 'monthly', contribution: 150 },
      async csv(page, L, views) {
        const { rows } = await downloadCsv(page, views.yearly);
        assert.equal(rows.length, 12);
        await assertTotal(page, L, sum(rows, 'interest'), 'totalInterest', 'CSV return');
        await assertTotal(page, L, rows.at(-1).balance, 'endAmount', 'the last balance');
      },
    },
  },
  'mortgage-payoff': {
    any: {
      changes: { extraMonthly: 450, paymentsMade: 24 },
      async csv(page, L, views) {
        // The schedule runs to the original payoff, new and original balances side by side.
        const { rows } = await downloadCsv(page, views.schedule);
        const paying = rows.filter((r) => r.payment > 0);
        assert.equal(intl(L, { maximumFractionDigits: 0 }).format(rows.length), await textOf(page, output('remainingPayments')), 'one row per remaining scheduled payment');
        assert.equal(intl(L, { maximumFractionDigits: 0 }).format(paying.length), await textOf(page, output('newRemainingPayments')), 'one paying row per payment with the extras');
        await assertTotal(page, L, sum(rows, 'interest'), 'newInterest', 'CSV interest');
        assert.equal(day(L, paying.at(-1).date), await textOf(page, output('newPayoffDate')), 'the last paying row is the new payoff date');
        assert.equal(day(L, rows.at(-1).date), await textOf(page, output('originalPayoffDate')), 'the last row is the original payoff date');
        assert.ok(Math.abs(rows.at(-1).originalBalance) < 1e-6 && paying.at(-1).balance === 0, 'both balances end at 0');
      },
    },
  },
  'cost-of-living': {
    // Places mode has no CPI years: those outputs are null (do not apply),
    // which the page must leave out rather than fail on.
    en: { changes: { fromYear: 1990, amount: 2500, mode: 'places', toIndex: 150 } },
    // Correção de valores by IGP-M (negative in 2023), months as the page
    // writes them; the reference is the Portuguese page's own eval.
    'pt-BR': {
      changes: { index: 'IGP-M', amount: 2500, from: '01/2023', to: '12/2023' },
      reference: (inputs) => calculaEval('cost-of-living', inputs, 'pt-BR').result,
      native: true,
    },
  },
};
// The Portuguese loan page has no compounding choice (a Brazilian rate is
// the effective one) and counts in months: the same case over 5 years,
// its rate a year, with a fee.
PAGES.loan['pt-BR'] = {
  ...PAGES.loan.any,
  changes: Object.fromEntries([
    ...Object.entries(PAGES.loan.any.changes).filter(([name]) => name !== 'compounding'),
    ['rateUnit', 'yearly'],
    ['termUnit', 'years'],
    ['loanTerm', 5],
    ['registrationFee', 300],
  ]),
};

// ---- the tests -------------------------------------------------------------------------

// Two pages at a time (each in its own browser context): half the wall time.
describe('the twelve financial pages', { concurrency: 2 }, () => {
  for (const [id, byLang] of Object.entries(PAGES)) {
    for (const L of LANGS) {
      const spec = byLang[L.lang] ?? byLang.any;
      const path = pathFor(L, `/${id}-calculator`);
      // calcula eval as the reference: agreement with the native build, not correctness.
      const against = !spec.reference || spec.native ? 'the page agrees with the native build (calcula eval)' : 'the page shows the independent reference';
      test(`${id} (${L.lang}) ${path}: ${against} at load and on input, ${spec.csv ? 'CSV totals match, ' : ''}clean console, axe`, async () => {
        const { context, page, watch } = await openCalculator(path);
        try {
          const props = await propsOf(page, 'Calculator');
          const views = Object.fromEntries(props.outputs.map((o) => [o.id, o]));
          const primary = props.outputs.find((o) => o.primary);
          const defaults = Object.fromEntries(props.spec.inputs.map((i) => [i.id, i.default]));
          const reference = spec.reference ?? ((inputs) => calculaEval(id, inputs, L.lang)[primary.id]);
          // The default result, as prerendered (no wait: it is there at load).
          const atLoad = await textOf(page, output(primary.id));
          assert.equal(atLoad.trim(), shownAs(L, primary, reference(defaults)), `default ${primary.id}, the whole shown value`);
          // Change the inputs one by one: every step is recomputed.
          const inputs = { ...defaults };
          // (`together`: the reference knows only the end state.)
          const changes = Object.entries(spec.changes);
          for (const [k, [name, value]] of changes.entries()) {
            assert.ok(name in defaults, `${id} (${L.lang}) has no input ${name}`);
            await setInput(page, L, name, value);
            inputs[name] = String(value);
            if (spec.together && k < changes.length - 1) continue;
            const expected = shownAs(L, primary, reference(inputs));
            await waitForText(page, output(primary.id), expected, { what: `${primary.id} after ${name}=${value}`, timeout: 10000 });
          }
          assert.notEqual(await textOf(page, output(primary.id)), atLoad, 'the changes moved the primary result');
          if (spec.csv) await spec.csv(page, L, views);
          const text = await page.evaluate((s) => document.querySelector(s).innerText, ISLAND);
          assert.doesNotMatch(text, BROKEN_NUMBER, 'a broken number on the page');
          await page.waitForLoadState('networkidle');
          await assertAccessible(page, `${path} after input`);
          await watch.assertClean();
        } finally {
          await context.close();
        }
      });
    }
  }
});

// Compound interest's options: a raise of the contribution, withdrawals at
// their own frequency and a yearly tax on interest. The tables must add up
// to the totals shown; money that runs out says when, and the table ends.
for (const L of LANGS) {
  test(`compound interest (${L.lang}): with a raise, withdrawals and tax, the yearly and monthly tables add up to the totals; running out says when`, async () => {
    const path = pathFor(L, '/compound-interest-calculator');
    const { context, page, watch } = await openCalculator(path);
    try {
      const props = await propsOf(page, 'Calculator');
      const views = Object.fromEntries(props.outputs.map((o) => [o.id, o]));
      await setInput(page, L, 'moreOptions', 'add');
      for (const [name, value] of Object.entries({ contributionGrowth: 3, withdrawal: 400, withdrawalFrequency: 'quarterly', interestTax: 15 })) {
        await setInput(page, L, name, value);
      }
      const reference = calculaEval('compound-interest', {
        ...Object.fromEntries(props.spec.inputs.map((i) => [i.id, i.default])),
        moreOptions: 'add', contributionGrowth: '3', withdrawal: '400', withdrawalFrequency: 'quarterly', interestTax: '15',
      });
      await waitForText(page, output('futureValue'), money(L, reference.futureValue), { what: 'futureValue with the options', timeout: 10000 });
      const { rows } = await downloadCsv(page, views.yearly);
      assert.equal(rows.length, 10);
      await assertTotal(page, L, sum(rows, 'withdrawals'), 'totalWithdrawals', 'CSV withdrawals');
      await assertTotal(page, L, sum(rows, 'tax'), 'totalTax', 'CSV tax');
      await assertTotal(page, L, sum(rows, 'interest'), 'totalInterest', 'CSV interest');
      let withdrawn = 0;
      for (const r of rows) {
        withdrawn += r.withdrawals;
        assert.ok(Math.abs(r.withdrawals - 1600) < 1e-9, `four withdrawals of 400 in year ${r.year}`);
        assert.ok(Math.abs(r.principal + r.contributionsToDate + r.totalInterest - withdrawn - r.balance) < 1e-6, `money in + interest after tax − withdrawals = balance in year ${r.year}`);
      }
      assert.ok(Math.abs(rows[1].contributions / rows[0].contributions - 1.03) < 1e-12, 'the contribution rises 3 % a year');
      const monthly = (await downloadCsv(page, views.monthly)).rows;
      assert.equal(monthly.length, 120, 'one row per month');
      for (const [y, year] of rows.entries()) {
        const months = monthly.slice(12 * y, 12 * y + 12);
        for (const key of ['interest', 'tax', 'withdrawals', 'contributions']) {
          assert.ok(Math.abs(sum(months, key) - year[key]) < 1e-6, `${key} of the months of year ${year.year}`);
        }
        assert.equal(months.at(-1).balance, year.balance, `the balance at the end of year ${year.year}`);
      }

      // Withdrawals that outrun everything: the money runs out, and the page says when.
      await setInput(page, L, 'withdrawal', 2000);
      const out = calculaEval('compound-interest', {
        ...Object.fromEntries(props.spec.inputs.map((i) => [i.id, i.default])),
        moreOptions: 'add', contributionGrowth: '3', withdrawal: '2000', withdrawalFrequency: 'quarterly', interestTax: '15',
      });
      assert.ok(out.depletedAfter > 1 && out.depletedAfter < 10, `runs out after ${out.depletedAfter} years`);
      const years = intl(L, { maximumFractionDigits: views.depletedAfter.decimals }).format(out.depletedAfter);
      await waitForText(page, output('depletedAfter'), years, { what: 'depletedAfter', timeout: 10000 });
      assert.equal(await textOf(page, output('futureValue')), money(L, 0));
      const tables = page.locator(`${ISLAND} [role="tab"]`);
      await tables.filter({ hasText: views.yearly.label }).click();
      assert.equal(await page.locator(`${ISLAND} .calc-tables tbody tr`).count(), Math.ceil(out.depletedAfter), 'the yearly table ends with the money');

      // Back to none: the options stop counting, and their columns go.
      await setInput(page, L, 'moreOptions', 'none');
      const plain = calculaEval('compound-interest', Object.fromEntries(props.spec.inputs.map((i) => [i.id, i.default])));
      await waitForText(page, output('futureValue'), money(L, plain.futureValue), { what: 'futureValue without the options', timeout: 10000 });
      const headings = await page.locator(`${ISLAND} .calc-tables thead th`).allTextContents();
      assert.ok(!headings.includes(views.yearly.columns.find((c) => c.key === 'tax').label), `no tax column: ${headings}`);
      await assertAccessible(page, `${path} with the options`);
      await watch.assertClean();
    } finally {
      await context.close();
    }
  });
}
