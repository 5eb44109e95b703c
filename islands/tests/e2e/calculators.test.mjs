// The three calculator pages (mortgage, bmi, percentage), in English and in
// Portuguese, in a real browser against dist/ served by deploy/nginx.conf:
// the prerendered result, hydration, recomputing as you type, locale
// formats, invalid input, a clean console, axe, screenshots. (The time from
// an input event to the new result: `make bench`, bench/frame-timing.mjs.)
//
// The mortgage page differs by market: in English it is the U.S. mortgage
// (homePrice … → monthlyPayment, the contract `calcula eval mortgage` keeps);
// in Portuguese it is the Brazilian SAC and Price systems side by side
// (mortgage.yaml `markets.pt-BR`, function mortgage-br: propertyValue and
// the entrada, interestRate, rateType, loanTerm in months, startDate →
// loanAmount, sacFirstPayment, priceFirstPayment, …).
//
// Expected values are computed here, independently of the site, from the
// formulas (annuity payment, SAC, BMI), and formatted with Intl for the locale.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { get } from '../../e2e-support/http.mjs';
import { textsOf, tags } from '../../e2e-support/html.mjs';
import { assertAccessibleAtBothWidths } from '../../e2e-support/axe.mjs';
import {
  LANGS, pathFor, ISLAND, field, output, openPage, waitForHydration, textOf, waitForText,
  switchTheme, themesFor, BROKEN_NUMBER,
} from '../../e2e-support/site.mjs';
import { siteAndBrowser } from '../../e2e-support/per-file.mjs';
import { calculatorProps, defaults, inputIds } from '../../e2e-support/props.mjs';

const { server, chromium } = siteAndBrowser();

// ---- the math, independently of the site ----------------------------------

/** Monthly principal and interest of a fixed-rate loan (annual % rate). */
function annuity(principal, ratePercent, years) {
  const i = ratePercent / 100 / 12;
  const n = years * 12;
  return i === 0 ? principal / n : (principal * i) / (1 - (1 + i) ** -n);
}

// The declared defaults, as the page carries them (the formulas are ours).
const MORTGAGE_DEFAULTS = defaults('mortgage', 'en');
function mortgagePayment(over = {}) {
  const m = { ...MORTGAGE_DEFAULTS, ...over };
  const loan = m.homePrice - m.downPayment;
  // PMI (a yearly % of the loan) while the loan is above 80 % of the price.
  const pmi = loan > 0.8 * m.homePrice ? (loan * m.pmiRate) / 100 / 12 : 0;
  return annuity(loan, m.interestRate, m.loanTerm) + m.propertyTax / 12 + m.insurance / 12 + pmi;
}

/**
 * The monthly rate (a fraction) from an annual % rate, as the Brazilian
 * contracts state it (calc-wasm/calculators/finance/src/sac.rs): nominal = annual / 12;
 * effective = (1 + annual)^(1/12) − 1, compounded month by month.
 */
function monthlyRate(annualPercent, rateType) {
  const a = annualPercent / 100;
  if (rateType === 'nominal') return a / 12;
  if (rateType === 'effective') return (1 + a) ** (1 / 12) - 1;
  throw new Error(`rateType ${rateType}`);
}

const MORTGAGE_BR_DEFAULTS = defaults('mortgage', 'pt-BR');
/**
 * SAC and Price on P = value − entrada over n months at the monthly rate i:
 * Price installment = P·i / (1 − (1 + i)^−n) (every month);
 * SAC first = P/n + P·i, SAC last = (P/n)·(1 + i).
 */
function mortgageBr(over = {}) {
  const m = { ...MORTGAGE_BR_DEFAULTS, ...over };
  // Financed: the property value less the entrada (reais or a share).
  const down = m.downPaymentUnit === 'percent' ? (m.propertyValue * m.downPaymentPercent) / 100 : m.downPayment;
  const P = m.propertyValue - down;
  const n = m.loanTerm;
  const i = monthlyRate(m.interestRate, m.rateType);
  return {
    monthlyRate: i,
    priceFirstPayment: i === 0 ? P / n : (P * i) / (1 - (1 + i) ** -n),
    sacFirstPayment: P / n + P * i,
    sacLastPayment: (P / n) * (1 + i),
  };
}

const LB = 0.45359237; // kg
const IN = 0.0254; // m
const bmiMetric = (cm, kg) => kg / (cm / 100) ** 2;
const bmiImperial = (ft, inches, lb) => (lb * LB) / ((ft * 12 + inches) * IN) ** 2;

const money = (L, x) => new Intl.NumberFormat(L.locale, { style: 'currency', currency: L.currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(x);
const num = (L, x, decimals) => new Intl.NumberFormat(L.locale, { maximumFractionDigits: decimals }).format(x);
/** A fraction as a percentage, like the site's `format: percent, decimals: 4` (0.0091583 → "0,9158%"). */
const pct = (L, x, decimals) => new Intl.NumberFormat(L.locale, { style: 'percent', maximumFractionDigits: decimals }).format(x);
const en = LANGS.find((L) => L.lang === 'en');
const pt = LANGS.find((L) => L.lang === 'pt-BR');
/** A number as a person types it in the page's locale: 1234.5 → "1,234.5" / "1.234,5". */
const typed = (L, x) => new Intl.NumberFormat(L.locale, { maximumFractionDigits: 10 }).format(x);

test('the formulas here agree with published figures', () => {
  // content/calculators/mortgage.yaml's example (mpmath): 2547.6176751774839.
  assert.equal(money(en, mortgagePayment()), '$2,547.62');
  assert.equal(money(pt, mortgagePayment()), 'R$\u00a02.547,62');
  // A 420000 loan is 420/320 of the 320000 one: 2022.6176751774839 × 1.3125
  // = 2654.6857 + 400 + 125 = 3179.69. (The task brief said 3,179.73: wrong.)
  // With 80000 down that is 16 %: PMI at the default 0.5 % a year adds
  // 420000 × 0.005 / 12 = 175, so 3354.69.
  assert.equal(money(en, mortgagePayment({ homePrice: 500000, pmiRate: 0 })), '$3,179.69');
  assert.equal(money(pt, mortgagePayment({ homePrice: 500000, pmiRate: 0 })), 'R$\u00a03.179,69');
  assert.equal(money(en, mortgagePayment({ homePrice: 500000 })), '$3,354.69');
  assert.equal(num(en, bmiImperial(5, 9, 160), 1), '23.6');
  assert.equal(num(pt, bmiMetric(175, 70), 1), '22,9');
  // SAC and Price, mortgage.yaml's pt-BR examples (mpmath, 50 digits).
  // By hand: 1.200 over 3 months at 1 % a month: SAC 412 … 404; Price 408,0265….
  const small = mortgageBr({ propertyValue: 1500, downPayment: 300, interestRate: 12, loanTerm: 3 });
  assert.equal(money(pt, small.sacFirstPayment), 'R$\u00a0412,00');
  assert.equal(money(pt, small.sacLastPayment), 'R$\u00a0404,00');
  assert.equal(money(pt, small.priceFirstPayment), 'R$\u00a0408,03');
  // The defaults: SAC 3580.8333…, last 840.96527…, Price 2854.7035366235591, 0,91583…% a month.
  const defaults = mortgageBr();
  assert.equal(money(pt, defaults.sacFirstPayment), 'R$\u00a03.580,83');
  assert.equal(money(pt, defaults.sacLastPayment), 'R$\u00a0840,97');
  assert.equal(money(pt, defaults.priceFirstPayment), 'R$\u00a02.854,70');
  assert.equal(pct(pt, defaults.monthlyRate, 4), '0,9158%');
  // 12 % a year effective is 0,94887929…% a month; 250.000 over 420 months:
  // SAC 2967.4363288838388, Price 2417.9939026664971.
  const effective = mortgageBr({ propertyValue: 312500, downPayment: 62500, interestRate: 12, rateType: 'effective', loanTerm: 420 });
  assert.equal(pct(pt, effective.monthlyRate, 4), '0,9489%');
  assert.equal(money(pt, effective.sacFirstPayment), 'R$\u00a02.967,44');
  assert.equal(money(pt, effective.priceFirstPayment), 'R$\u00a02.417,99');
});

// ---- page helpers -----------------------------------------------------------

async function fill(page, name, text) {
  await page.locator(field(name)).fill(text);
}

/** Clear a field, then type into it key by key. */
async function typeInto(page, name, text) {
  const input = page.locator(field(name));
  await input.fill('');
  await input.pressSequentially(text);
}

async function isVisible(page, name) {
  return page.locator(field(name)).first().isVisible();
}

/** The island's rendered text (innerText: no props JSON, nothing hidden). */
async function islandText(page) {
  return page.evaluate((s) => document.querySelector(s)?.innerText ?? '', ISLAND);
}

async function assertNoBrokenNumbers(page, what) {
  const text = await islandText(page);
  assert.doesNotMatch(text, BROKEN_NUMBER, `${page.url()}: ${what}: the calculator shows a broken number`);
}

/** Texts of the elements a field's aria-describedby / aria-errormessage point to, by id. */
async function descriptions(page, name) {
  return page.evaluate((s) => {
    const el = document.querySelector(s);
    const ids = [el.getAttribute('aria-errormessage'), el.getAttribute('aria-describedby')].join(' ').split(/\s+/).filter(Boolean);
    return Object.fromEntries(ids.map((id) => [id, document.getElementById(id)?.textContent.trim() ?? null]));
  }, field(name));
}

/**
 * An invalid field: aria-invalid="true", and a visible message, close to the
 * field, that its aria-describedby (or aria-errormessage) points to and that
 * was not there while the field was valid. Returns { id, text }.
 */
async function assertInvalid(page, name, what, before) {
  try {
    await page.waitForFunction((s) => document.querySelector(s)?.getAttribute('aria-invalid') === 'true', field(name), { timeout: 5000 });
  } catch {
    const attr = await page.evaluate((s) => document.querySelector(s)?.getAttribute('aria-invalid'), field(name));
    assert.fail(`${page.url()}: ${what}: [name=${name}] should get aria-invalid="true", has ${JSON.stringify(attr)}`);
  }
  const now = await descriptions(page, name);
  const id = Object.keys(now).find((k) => now[k] && now[k] !== before[k]);
  assert.ok(id, `${page.url()}: ${what}: no message appeared in an element referenced by aria-describedby/aria-errormessage of [name=${name}] (references: ${JSON.stringify(now)})`);
  const where = await page.evaluate(([s, mid]) => {
    const a = document.querySelector(s).getBoundingClientRect();
    const m = document.getElementById(mid);
    const b = m.getBoundingClientRect();
    return { visible: b.width > 0 && b.height > 0 && getComputedStyle(m).visibility !== 'hidden', distance: Math.max(0, b.top - a.bottom, a.top - b.bottom) };
  }, [field(name), id]);
  assert.ok(where.visible, `${page.url()}: ${what}: the message "${now[id]}" is not visible`);
  assert.ok(where.distance < 120, `${page.url()}: ${what}: the message "${now[id]}" is ${where.distance}px away from the field`);
  await assertNoBrokenNumbers(page, what);
  return { id, text: now[id] };
}

async function assertValid(page, name, what) {
  try {
    await page.waitForFunction((s) => {
      const v = document.querySelector(s)?.getAttribute('aria-invalid');
      return v === null || v === 'false';
    }, field(name), { timeout: 5000 });
  } catch {
    assert.fail(`${page.url()}: ${what}: [name=${name}] still aria-invalid after a valid value`);
  }
}

/** Open a calculator page, wait for hydration and for the network to settle. */
async function openCalculator(url, options = {}) {
  const opened = await openPage(chromium.browser, url, options);
  assert.equal(opened.response?.status(), 200, `${url}: status`);
  await waitForHydration(opened.page, ISLAND);
  return opened;
}

/** The page is in `theme`; then axe and no sideways scrolling at both widths. */
async function assertThemeAndAccessible(page, id, L, theme) {
  const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  assert.equal(dark, theme === 'dark', `${theme}: <html class="dark"> should be ${theme === 'dark' ? 'set' : 'absent'}`);
  await assertAccessibleAtBothWidths(page, `${new URL(page.url()).pathname} (${theme})`, `${id}-${L.lang}-${theme}`);
}

async function settle(page) {
  await page.waitForLoadState('networkidle');
}

// ---- what differs per calculator -------------------------------------------

/**
 * The mortgage inputs shown with the defaults (those under a condition that
 * the defaults do not meet, such as the extra payments, are not in the HTML).
 */
function shownAtLoad(lang) {
  const inputs = calculatorProps('mortgage', lang).spec.inputs;
  const byDefault = Object.fromEntries(inputs.map((i) => [i.id, i.default]));
  return inputs.filter((i) => !i.when || i.when.is.includes(byDefault[i.when.input])).map((i) => i.id);
}

/** The U.S. mortgage (English pages; the contract of `calcula eval mortgage`). */
const MORTGAGE_US = {
  primary: 'monthlyPayment',
  defaultPrimary: (L) => money(L, mortgagePayment()),
  fieldsAtLoad: () => shownAtLoad('en'),
  async interact(page, L) {
    // fill(): the whole value at once, in the locale's grouping.
    await fill(page, 'homePrice', typed(L, 500000)); // "500,000" / "500.000"
    await waitForText(page, output('monthlyPayment'), money(L, mortgagePayment({ homePrice: 500000 })), { what: 'payment for a 500000 home' });
    await waitForText(page, output('loanAmount'), money(L, 420000), { what: 'loan amount' });
    // type: key by key, with the locale's decimal separator.
    await typeInto(page, 'interestRate', typed(L, 7.25)); // "7.25" / "7,25"
    await waitForText(page, output('monthlyPayment'), money(L, mortgagePayment({ homePrice: 500000, interestRate: 7.25 })), { what: 'payment at 7.25 %' });
    await typeInto(page, 'interestRate', typed(L, 6.5));
    await waitForText(page, output('monthlyPayment'), money(L, mortgagePayment({ homePrice: 500000 })), { what: 'payment back at 6.5 %' });
    // A larger figure, to see the thousands separator of the locale.
    await typeInto(page, 'homePrice', '1234567');
    await waitForText(page, output('monthlyPayment'), money(L, mortgagePayment({ homePrice: 1234567 })), { what: 'payment for a 1234567 home' });
    const shown = await textOf(page, output('monthlyPayment'));
    if (L.lang === 'pt-BR') {
      assert.match(shown, /^R\$\u00a0\d{1,3}(\.\d{3})*,\d{2}$/, `pt-BR currency format: ${JSON.stringify(shown)}`);
    } else {
      assert.match(shown, /^\$\d{1,3}(,\d{3})*\.\d{2}$/, `en currency format: ${JSON.stringify(shown)}`);
    }
  },
  invalid: () => [
    { name: 'homePrice', text: 'abc' },
    { name: 'interestRate', text: '-1' }, // min 0
    { name: 'loanTerm', text: '0' }, // min 1
  ],
};

/** The Brazilian SAC and Price systems (Portuguese pages: mortgage.yaml markets.pt-BR). */
const MORTGAGE_BR = {
  primary: 'sacFirstPayment',
  defaultPrimary: (L) => money(L, mortgageBr().sacFirstPayment),
  // Also in the prerendered HTML: the other system's installment.
  defaultOthers: (L) => ({ priceFirstPayment: money(L, mortgageBr().priceFirstPayment) }),
  // The entrada in reais by default: its percentage field is not in the HTML.
  fieldsAtLoad: () => shownAtLoad('pt-BR'),
  // The U.S. inputs must not leak into the Brazilian page.
  fieldsAbsent: () => inputIds('mortgage', 'en').filter((id) => !inputIds('mortgage', 'pt-BR').includes(id)),
  async interact(page, L) {
    /** Both systems' first installments (and SAC's last, the rate when given) for these inputs. */
    const expectBoth = async (over, what) => {
      const m = mortgageBr(over);
      await waitForText(page, output('sacFirstPayment'), money(L, m.sacFirstPayment), { what: `SAC first installment, ${what}` });
      await waitForText(page, output('priceFirstPayment'), money(L, m.priceFirstPayment), { what: `Price installment, ${what}` });
      await waitForText(page, output('sacLastPayment'), money(L, m.sacLastPayment), { what: `SAC last installment, ${what}` });
      await waitForText(page, output('monthlyRate'), pct(L, m.monthlyRate, 4), { what: `monthly rate, ${what}` });
    };
    // fill(): the whole value at once, grouped the Brazilian way.
    await fill(page, 'propertyValue', typed(L, 525000)); // "525.000", 450.000 financed
    await expectBoth({ propertyValue: 525000 }, 'R$ 450.000');
    // type: key by key, with the decimal comma.
    await typeInto(page, 'interestRate', typed(L, 9.5)); // "9,5"
    await expectBoth({ propertyValue: 525000, interestRate: 9.5 }, '9,5 % nominal');
    // The same rate read as effective: (1 + 9,5 %)^(1/12) − 1 a month.
    await page.locator(`${field('rateType')}[value="effective"]`).check();
    await expectBoth({ propertyValue: 525000, interestRate: 9.5, rateType: 'effective' }, '9,5 % effective');
    await typeInto(page, 'loanTerm', '240');
    await expectBoth({ propertyValue: 525000, interestRate: 9.5, rateType: 'effective', loanTerm: 240 }, '240 months');
    await fill(page, 'propertyValue', typed(L, 375000)); // "375.000", 300.000 financed
    await expectBoth({ propertyValue: 375000, interestRate: 9.5, rateType: 'effective', loanTerm: 240 }, 'R$ 300.000');
    // Back to nominal.
    await page.locator(`${field('rateType')}[value="nominal"]`).check();
    await expectBoth({ propertyValue: 375000, interestRate: 9.5, loanTerm: 240 }, 'nominal again');
    // A larger figure, to see the thousands separator of the locale.
    await typeInto(page, 'propertyValue', '1309567'); // 1.234.567 financed
    await expectBoth({ propertyValue: 1309567, interestRate: 9.5, loanTerm: 240 }, 'R$ 1.234.567');
    for (const id of ['sacFirstPayment', 'priceFirstPayment']) {
      const shown = await textOf(page, output(id));
      assert.match(shown, /^R\$\u00a0\d{1,3}(\.\d{3})*,\d{2}$/, `pt-BR currency format of ${id}: ${JSON.stringify(shown)}`);
    }
  },
  invalid: () => [
    { name: 'propertyValue', text: 'abc' },
    { name: 'propertyValue', text: '0' }, // a property must be worth more than 0 (sac.rs)
    { name: 'interestRate', text: '-1' }, // min 0
    { name: 'loanTerm', text: '0' }, // min 1
    { name: 'loanTerm', text: '421' }, // max 420
    { name: 'loanTerm', text: '12,5' }, // whole months
  ],
};

const CALCULATORS = {
  mortgage: (L) => (L.lang === 'pt-BR' ? MORTGAGE_BR : MORTGAGE_US),

  bmi: {
    primary: 'bmi',
    defaultPrimary: (L) => (L.lang === 'en' ? num(L, bmiImperial(5, 9, 160), 1) : num(L, bmiMetric(175, 70), 1)),
    fieldsAtLoad: (L) => (L.lang === 'en' ? ['unit', 'heightFt', 'heightIn', 'weightLb'] : ['unit', 'heightCm', 'weightKg']),
    async interact(page, L) {
      const unit = L.lang === 'en' ? 'imperial' : 'metric';
      assert.ok(await page.locator(`${field('unit')}[value="${unit}"]`).isChecked(), `${L.lang}: the default unit should be ${unit}`);
      const category0 = await textOf(page, output('category'));
      if (unit === 'imperial') {
        assert.ok(!(await isVisible(page, 'heightCm')), 'heightCm is shown in imperial mode');
        await fill(page, 'weightLb', '200');
        await waitForText(page, output('bmi'), num(L, bmiImperial(5, 9, 200), 1), { what: 'BMI at 200 lb' });
        assert.notEqual(await textOf(page, output('category')), category0, 'category at BMI 29.5 (overweight) should differ from 23.6 (normal)');
        await typeInto(page, 'heightIn', '11');
        await waitForText(page, output('bmi'), num(L, bmiImperial(5, 11, 200), 1), { what: 'BMI at 5 ft 11 in' });
      } else {
        assert.ok(!(await isVisible(page, 'heightFt')), 'heightFt is shown in metric mode');
        await fill(page, 'weightKg', typed(L, 80.5));
        await waitForText(page, output('bmi'), num(L, bmiMetric(175, 80.5), 1), { what: 'BMI at 80.5 kg' });
        assert.notEqual(await textOf(page, output('category')), category0, 'category at BMI 26.3 (overweight) should differ from 22.9 (normal)');
        await typeInto(page, 'heightCm', '180');
        await waitForText(page, output('bmi'), num(L, bmiMetric(180, 80.5), 1), { what: 'BMI at 180 cm' });
      }
      // Switch unit system with the radio group.
      const other = unit === 'imperial' ? 'metric' : 'imperial';
      await page.locator(`${field('unit')}[value="${other}"]`).check();
      if (other === 'metric') {
        await page.locator(field('heightCm')).waitFor({ state: 'visible', timeout: 5000 });
        await fill(page, 'heightCm', '180');
        await fill(page, 'weightKg', typed(L, 80.5));
        await waitForText(page, output('bmi'), num(L, bmiMetric(180, 80.5), 1), { what: 'BMI after switching to metric' });
      } else {
        await page.locator(field('heightFt')).waitFor({ state: 'visible', timeout: 5000 });
        await fill(page, 'heightFt', '5');
        await fill(page, 'heightIn', '9');
        await fill(page, 'weightLb', '160');
        await waitForText(page, output('bmi'), num(L, bmiImperial(5, 9, 160), 1), { what: 'BMI after switching to imperial' });
      }
    },
    invalid: (L) => (L.lang === 'en'
      ? [{ name: 'weightLb', text: 'abc' }, { name: 'heightFt', text: '10' } /* max 9 */]
      : [{ name: 'heightCm', text: '0' } /* above 0 */, { name: 'weightKg', text: 'abc' }]),
  },

  percentage: {
    primary: 'result',
    defaultPrimary: (L) => num(L, 30, 4),
    fieldsAtLoad: () => ['mode', 'percent', 'total'],
    async interact(page, L) {
      // 15 % of 12,345.6 = 1,851.84 (grouped input and output).
      await fill(page, 'total', typed(L, 12345.6));
      await waitForText(page, output('result'), num(L, 1851.84, 4), { what: '15 % of 12345.6' });
      await typeInto(page, 'percent', typed(L, 12.5));
      await waitForText(page, output('result'), num(L, 1543.2, 4), { what: '12.5 % of 12345.6' });
      // Another mode: percentage change from 80 to 90 = 12.5 %.
      await page.locator(field('mode')).selectOption('change');
      await page.locator(field('from')).waitFor({ state: 'visible', timeout: 5000 });
      assert.ok(!(await isVisible(page, 'percent')), 'percent is shown in change mode');
      await fill(page, 'from', '80');
      await fill(page, 'to', '90');
      const pct = new Intl.NumberFormat(L.locale, { style: 'percent', maximumFractionDigits: 4 }).format(0.125);
      await waitForText(page, output('result'), pct, { what: 'change from 80 to 90' });
    },
    invalid: () => [
      { name: 'percent', text: 'abc' },
      { name: 'total', text: '0', mode: 'percentage' }, // 30 is what % of 0: no answer
    ],
  },
};

// ---- the tests ---------------------------------------------------------------

for (const [id, spec] of Object.entries(CALCULATORS)) {
  for (const [n, L] of LANGS.entries()) {
    const path = pathFor(L, `/${id}-calculator`);
    const C = typeof spec === 'function' ? spec(L) : spec;

    describe(`${id} (${L.lang}) ${path}`, () => {
      test('the default result is in the prerendered HTML', async () => {
        const res = await get(`${server.origin}${path}`);
        assert.equal(res.status, 200);
        const html = res.text;
        const htmlTag = tags(html).find((t) => t.name === 'html');
        assert.equal(htmlTag?.attrs.lang, L.lang, '<html lang>');
        const islands = tags(html).filter((t) => t.attrs['data-island'] === 'Calculator');
        assert.equal(islands.length, 1, 'one [data-island="Calculator"]');
        const shown = textsOf(html, 'data-output', C.primary);
        assert.ok(shown.length >= 1, `no [data-output="${C.primary}"] in the HTML`);
        assert.equal(shown[0].trim(), C.defaultPrimary(L), `[data-output="${C.primary}"], the whole shown value`);
        for (const [out, expected] of Object.entries(C.defaultOthers?.(L) ?? {})) {
          const other = textsOf(html, 'data-output', out);
          assert.ok(other.length >= 1, `no [data-output="${out}"] in the HTML`);
          assert.equal(other[0].trim(), expected, `[data-output="${out}"], the whole shown value`);
        }
        const names = new Set(tags(html).map((t) => t.attrs.name).filter(Boolean));
        for (const name of C.fieldsAtLoad(L)) assert.ok(names.has(name), `no field name="${name}" in the HTML`);
        for (const name of C.fieldsAbsent?.(L) ?? []) assert.ok(!names.has(name), `field name="${name}" should not be in the ${L.lang} HTML`);

        // And as a browser without JavaScript shows it.
        const { context, page } = await openPage(chromium.browser, `${server.origin}${path}`, { javaScriptEnabled: false });
        try {
          await waitForText(page, output(C.primary), C.defaultPrimary(L), { what: 'without JavaScript', timeout: 1000 });
        } finally {
          await context.close();
        }
      });

      // One theme a language (light in English, dark in Portuguese; both,
      // switched by the header's toggle, when screenshots are taken).
      const themes = themesFor(n);
      test(`hydrates cleanly and recomputes as you type; then axe at 1280 and 375 px (${themes.join(', then ')})`, async () => {
        const { context, page, watch } = await openCalculator(`${server.origin}${path}`, { theme: themes[0] });
        try {
          await waitForText(page, output(C.primary), C.defaultPrimary(L), { what: 'default after hydration' });
          assert.equal(await page.evaluate(() => document.documentElement.lang), L.lang);
          await C.interact(page, L);
          await assertNoBrokenNumbers(page, 'after typing');
          await settle(page);
          for (const theme of themes) {
            await switchTheme(page, theme);
            await assertThemeAndAccessible(page, id, L, theme);
          }
          await watch.assertClean();
        } finally {
          await context.close();
        }
      });

      test('invalid input shows a message next to the field and aria-invalid', async () => {
        const { context, page, watch } = await openCalculator(`${server.origin}${path}`);
        try {
          for (const c of C.invalid(L)) {
            const what = `${c.name}=${JSON.stringify(c.text)}${c.mode ? ` in mode ${c.mode}` : ''}`;
            if (c.mode) await page.locator(field('mode')).selectOption(c.mode);
            const before = await page.locator(field(c.name)).inputValue();
            const described = await descriptions(page, c.name);
            await fill(page, c.name, c.text);
            const message = await assertInvalid(page, c.name, what, described);
            // Fix it again: the message goes.
            await fill(page, c.name, before);
            await assertValid(page, c.name, `${what} then ${JSON.stringify(before)}`);
            const still = await page.evaluate((mid) => {
              const m = document.getElementById(mid);
              return m && m.getBoundingClientRect().height > 0 ? m.textContent.trim() : '';
            }, message.id);
            assert.equal(still, '', `${what}: the message "${message.text}" is still shown after a valid value`);
          }
          await settle(page);
          await watch.assertClean();
        } finally {
          await context.close();
        }
      });
    });
  }
}
