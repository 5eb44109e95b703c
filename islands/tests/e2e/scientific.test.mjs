// The scientific calculator's own language in a real browser, in English and
// in Portuguese, against dist/ served by deploy/nginx.conf: nCr, gamma,
// log(x, base), atan2 and their messages for bad arguments, complex results
// and the real-only switch, Ans and a variable kept by = (the variables
// field), a hexadecimal expression shown in binary with its conversion and a
// fraction refused by xor, and the 2nd/hyp toggles and the new keys by keyboard alone; axe and
// a clean console; screenshots at 375 and 1280 px, light and dark.
//
// Expected values: nCr(5, 2) = 10 and log(8, 2) = 3 by hand; gamma(4.5) =
// 11.6317283965674 and atan2(1, −1) = 2.35619449019234 from mpmath 1.3
// (nstr(…, 15)); asin(1) = π/2 = 1.5707963267949 (15 digits, mpmath).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { LANGS, pathFor, ISLAND, field, output, openPage, waitForHydration, screenshot, SCREENSHOTS } from '../../e2e-support/site.mjs';
import { assertClean, screenshotBoth } from '../../e2e-support/calculator.mjs';
import { siteAndBrowser } from '../../e2e-support/per-file.mjs';
import { localeStrings } from './widget-support.mjs';

const { server, chromium } = siteAndBrowser();

const NORMALISE = (t) => (t ?? '').replace(/[\u2061\u2062\s]/g, '').replace(/\u2212/g, '-');

async function waitForOutput(page, expected, what) {
  try {
    await page.waitForFunction(
      ([sel, src]) => new RegExp(src).test((document.querySelector(sel)?.textContent ?? '').replace(/[\u2061\u2062\s]/g, '').replace(/\u2212/g, '-')),
      [output('result'), expected.source],
      { timeout: 5000 },
    );
  } catch {
    const shown = await page.evaluate((sel) => document.querySelector(sel)?.textContent ?? null, output('result'));
    assert.fail(`${what}: expected ${expected}, got ${JSON.stringify(NORMALISE(shown))}`);
  }
}

/** Waits until a field holds `value` (= keeps variables once their code is in), for up to 5 s. */
async function expectValue(locator, value, what) {
  const deadline = Date.now() + 5000;
  let got = await locator.inputValue();
  while (got !== value && Date.now() < deadline) {
    await locator.page().waitForTimeout(50);
    got = await locator.inputValue();
  }
  assert.equal(got, value, what);
}

async function waitForMessage(page, text, what) {
  try {
    await page.waitForFunction(([sel, t]) => (document.querySelector(sel)?.innerText ?? '').includes(t), [ISLAND, text], { timeout: 5000 });
  } catch {
    assert.fail(`${what}: the message ${JSON.stringify(text)} is not shown`);
  }
}

/** Tab (or Shift+Tab, when it is before the focus) until `selector` has the focus. */
async function tabTo(page, selector, limit = 80) {
  const backward = await page.evaluate((s) => {
    const target = document.querySelector(s);
    const at = document.activeElement;
    return Boolean(target && at && at !== document.body && target.compareDocumentPosition(at) & Node.DOCUMENT_POSITION_FOLLOWING);
  }, selector);
  for (let i = 0; i < limit; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press(backward ? 'Shift+Tab' : 'Tab');
  }
  assert.fail(`${page.url()}: Tab never reached ${selector}`);
}

/** An expression error's message as the page fills it in (locales: calculatorIsland.expressionErrors). */
function expressionError(lang, reason, token, position) {
  const template = localeStrings(lang, 'calculatorIsland.expressionErrors')[`${reason}At`];
  return template.replace('{token}', token).replace('{position}', String(position));
}

// Per language: how arguments are separated, decimals written, messages read.
const TEXTS = {
  en: {
    sep: ',',
    gamma: /^11\.6317283965674$/,
    atan2: /^2\.35619449019234$/,
    halfPi: /^1\.5707963267949$/,
    quotient: /^-0\.2\+0\.4i$/,
    notWhole: '“nCr” at position 1 takes whole numbers only',
    pole: '“gamma” at position 1 is undefined here',
    notReal: 'not a real number',
    divides: 'divides by zero',
  },
  'pt-BR': {
    sep: ';',
    gamma: /^11,6317283965674$/,
    atan2: /^2,35619449019234$/,
    halfPi: /^1,5707963267949$/,
    quotient: /^-0,2\+0,4i$/,
    notWhole: '“nCr” na posição 1 aceita só números inteiros',
    pole: '“gamma” na posição 1 não tem valor aqui',
    notReal: 'não é um número real',
    divides: 'divide por zero',
  },
};

for (const L of LANGS) {
  const T = TEXTS[L.lang];
  const url = () => `${server.origin}${pathFor(L, '/scientific-calculator')}`;
  describe(`scientific (${L.lang})`, () => {
    test('functions, complex numbers, the real-only switch, Ans and a variable; axe; clean console', async () => {
      const { context, page, watch } = await openPage(chromium.browser, url());
      try {
        await waitForHydration(page, ISLAND);
        const expression = page.locator(field('expression'));
        const fill = (t) => expression.fill(t);
        await fill(`nCr(5${T.sep} 2)`);
        await waitForOutput(page, /^10$/, 'nCr(5, 2)');
        await fill(`log(8${T.sep} 2)`);
        await waitForOutput(page, /^3$/, 'log(8, 2)');
        await fill('gamma(4.5)'.replace('.', L.lang === 'en' ? '.' : ','));
        await waitForOutput(page, T.gamma, 'gamma(4.5)');
        await fill(`atan2(1${T.sep} -1)`);
        await waitForOutput(page, T.atan2, 'atan2(1, -1)');
        // Bad arguments get their own message, at the function.
        await fill(`nCr(-1${T.sep} 2)`);
        await waitForMessage(page, T.notWhole, 'nCr(-1, 2)');
        await fill('gamma(-2)');
        await waitForMessage(page, T.pole, 'gamma(-2)');
        await fill(`mod(5${T.sep} 0)`);
        await waitForMessage(page, T.divides, 'mod(5, 0)');
        // Complex numbers, then real only.
        await fill('sqrt(-4)');
        await waitForOutput(page, /^2i$/, 'sqrt(-4)');
        await fill('(1+2i)(3-i)');
        await waitForOutput(page, /^5\+5i$/, '(1+2i)(3-i)');
        // (1 + 2i)/(3 − 4i) = −1/5 + 2i/5, in the page's decimals.
        await fill('(1+2i)/(3-4i)');
        await waitForOutput(page, T.quotient, '(1+2i)/(3-4i)');
        await fill('sqrt(-4)');
        await page.locator(`${field('numbers')}[value="real"]`).check();
        await waitForMessage(page, T.notReal, 'sqrt(-4), real only');
        await page.locator(`${field('numbers')}[value="complex"]`).check();
        await waitForOutput(page, /^2i$/, 'sqrt(-4) again');
        // A variable: a = 3, Enter keeps it; 2a is then 6; Ans is a.
        const variables = page.locator(field('variables'));
        await fill('a = 3');
        await waitForOutput(page, /^3$/, 'a = 3');
        await expression.press('Enter');
        await expectValue(variables, 'a = 3\nAns = a', 'Enter keeps the assignment and Ans');
        await fill('2a');
        await waitForOutput(page, /^6$/, '2a');
        await expression.press('Enter');
        await expectValue(variables, 'a = 3\nAns = a\nAns = 2a', 'Enter keeps 2a as Ans');
        await fill('Ans + 1');
        await waitForOutput(page, /^7$/, 'Ans + 1');
        await screenshotBoth(page, `scientific-${L.lang}`);
        await assertClean(page, watch, `scientific (${L.lang})`);
      } finally {
        await context.close();
      }
    });

    // Python 3.11.7: 0xFF ^ 0b1010 = 245 = 0b11110101 = 0o365 = 0xf5; 0xff + 0x1 = 256 = 0x100.
    test('a hexadecimal expression shown in binary, with its divisions; a fraction refused by xor', async () => {
      const { context, page, watch } = await openPage(chromium.browser, url());
      try {
        await waitForHydration(page, ISLAND);
        const expression = page.locator(field('expression'));
        await expression.fill(`xor(0xFF${T.sep} 0b1010)`);
        await waitForOutput(page, /^245$/, 'xor(0xFF, 0b1010) in decimal');
        await page.locator(field('base')).selectOption('binary');
        await waitForOutput(page, /^0b11110101$/, 'xor(0xFF, 0b1010) in binary');
        for (const [id, want] of [['decimal', '245'], ['octal', '0o365'], ['hexadecimal', '0xF5']]) {
          assert.equal(NORMALISE(await page.locator(output(id)).textContent()), want, `${id} of 245`);
        }
        // Eight divisions by 2, then the remainders read from the last.
        const steps = page.locator(`${output('conversion')} > li`);
        // (The steps come with the academic outputs' chunk, loaded lazily.)
        await steps.nth(8).waitFor({ state: 'attached', timeout: 5000 });
        assert.equal(await steps.count(), 9, 'steps of 245 to binary');
        assert.match(NORMALISE(await steps.last().textContent()), /0b11110101$/);
        await expression.fill('0xff + 0x1');
        await waitForOutput(page, /^0b100000000$/, '0xff + 0x1 in binary');
        await screenshotBoth(page, `scientific-bases-${L.lang}`);
        if (SCREENSHOTS) {
          for (const width of [375, 1366]) {
            await page.setViewportSize({ width, height: 900 });
            await screenshot(page.locator(ISLAND), `scientific-bases-${L.lang}-${width}`);
          }
        }
        // A fraction has no bits: refused at xor, in the page's language.
        await expression.fill(`xor(2${L.lang === 'en' ? '.' : ','}5${T.sep} 1)`);
        await waitForMessage(page, expressionError(L.lang, 'bitwise', 'xor', 1), 'xor(2.5, 1)');
        await assertClean(page, watch, `scientific bases (${L.lang})`);
      } finally {
        await context.close();
      }
    });

    test('after =, a number starts a new entry and an operator goes on from the result (issue 41)', async () => {
      const { context, page, watch } = await openPage(chromium.browser, url());
      try {
        await waitForHydration(page, ISLAND);
        const expression = page.locator(field('expression'));
        const press = async (...keys) => {
          for (const k of keys) await page.locator(`${ISLAND} [data-key="${k}"]`).click();
        };
        // 7 × 8 = 56, then 2: the field holds 2, not 562.
        await press('clear', '7', 'times', '8');
        await waitForOutput(page, /^56$/, '7*8');
        await press('equals');
        await expectValue(expression, '56', '= puts the result in the field');
        await press('2');
        assert.equal(await expression.inputValue(), '2', 'a digit after = starts a new entry');
        // Ans + 1 = 57 (Ans is 56), not 56Ans+1.
        await press('clear', '7', 'times', '8');
        await waitForOutput(page, /^56$/, '7*8 again');
        await press('equals');
        await expectValue(expression, '56', '= again');
        await press('ans', 'plus', '1');
        assert.equal(await expression.inputValue(), 'Ans+1', 'Ans after = starts a new entry');
        await waitForOutput(page, /^57$/, 'Ans+1');
        await press('equals');
        await expectValue(expression, '57', 'Ans + 1 =');
        // An operator goes on from the result: 57 × 2 = 114.
        await press('times', '2');
        assert.equal(await expression.inputValue(), '57*2', 'an operator after = goes on from the result');
        await waitForOutput(page, /^114$/, '57*2');
        // By keyboard too: a digit typed after = replaces the result.
        await expression.press('Enter');
        await expectValue(expression, '114', 'Enter keeps 114');
        await expression.press('3');
        assert.equal(await expression.inputValue(), '3', 'a digit typed after Enter starts a new entry');
        await watch.assertClean();
      } finally {
        await context.close();
      }
    });

    test('the 2nd and hyp toggles and the new keys by keyboard alone, at 375 px', async () => {
      const { context, page, watch } = await openPage(chromium.browser, url(), { width: 375, height: 812 });
      try {
        await waitForHydration(page, ISLAND);
        const expression = page.locator(field('expression'));
        await expression.focus();
        await page.keyboard.press('Escape');
        // 2nd turns sin into sin⁻¹ (asin), pressed with the keyboard.
        await tabTo(page, `${ISLAND} [data-key="inverse"]`);
        await page.keyboard.press('Enter');
        assert.equal(await page.locator(`${ISLAND} [data-key="inverse"]`).getAttribute('aria-pressed'), 'true');
        await tabTo(page, `${ISLAND} [data-key="asin"]`);
        await page.keyboard.press('Enter');
        await tabTo(page, `${ISLAND} [data-key="1"]`);
        await page.keyboard.press('Enter');
        await tabTo(page, `${ISLAND} [data-key="close"]`);
        await page.keyboard.press('Space');
        assert.equal(await expression.inputValue(), 'asin(1)');
        await waitForOutput(page, T.halfPi, 'asin(1)');
        // hyp as well: asinh; both off again: sin.
        await tabTo(page, `${ISLAND} [data-key="hyperbolic"]`);
        await page.keyboard.press('Enter');
        assert.equal(await page.locator(`${ISLAND} [data-key="asinh"]`).count(), 1, 'asinh with 2nd and hyp');
        await page.keyboard.press('Enter');
        await tabTo(page, `${ISLAND} [data-key="inverse"]`);
        await page.keyboard.press('Enter');
        assert.equal(await page.locator(`${ISLAND} [data-key="sin"]`).count(), 1, 'sin with both off');
        assert.equal(await page.locator(`${ISLAND} [data-key="hyperbolic"]`).getAttribute('aria-pressed'), 'false');
        // x², i, Ans and EXP type what the engine reads.
        await page.keyboard.press('Escape');
        for (const k of ['3', 'square', 'imaginary', 'plus', '1']) {
          await tabTo(page, `${ISLAND} [data-key="${k}"]`);
          await page.keyboard.press('Enter');
        }
        assert.equal(await expression.inputValue(), '3^2i+1');
        await waitForOutput(page, /^1\+9i$/, '3^2i+1');
        await tabTo(page, `${ISLAND} [data-key="equals"]`);
        await page.keyboard.press('Enter');
        await page.keyboard.press('Escape');
        for (const k of ['ans', 'times', '2', 'exponent', '3']) {
          await tabTo(page, `${ISLAND} [data-key="${k}"]`);
          await page.keyboard.press('Enter');
        }
        assert.equal(await expression.inputValue(), 'Ans*2E3');
        await waitForOutput(page, /^2000\+18000i$/, 'Ans*2E3 (Ans = 1 + 9i)');
        // Every new key is named for screen readers in the page's language.
        for (const k of ['inverse', 'hyperbolic', 'square', 'reciprocal', 'tenPower', 'expPower', 'exponent', 'ans', 'imaginary', 'separator']) {
          const name = await page.locator(`${ISLAND} [data-key="${k}"]`).getAttribute('aria-label');
          assert.ok(name && name !== k, `${k} has an accessible name`);
        }
        assert.equal(await page.locator(`${ISLAND} [data-key="separator"]`).textContent(), T.sep);
        const small = await page.locator(`${ISLAND} .calc-key`).evaluateAll((keys) => keys.filter((k) => k.getBoundingClientRect().height < 44).length);
        assert.equal(small, 0, 'keys shorter than 44 px at 375 px');
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
        assert.equal(overflow, false, 'no sideways scrolling at 375 px');
        await page.waitForLoadState('networkidle');
        await watch.assertClean();
      } finally {
        await context.close();
      }
    });
  });
}
