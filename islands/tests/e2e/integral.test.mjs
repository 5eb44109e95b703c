// The integral calculator on one exercise of each family a calculus course
// teaches (issue 18), in English and in Portuguese, in a real browser
// against dist/: each gives an antiderivative, and the steps name the
// family's method in the page's language (the names read from locales/,
// never typed here); an integral with no elementary antiderivative says so
// (Liouville's or Chebyshev's theorem), and one with algebraic residues is
// shown as a sum over roots. Issue 33: a non-elementary integral that is a
// standard special function (Ei, li, erf, Si, Fresnel C) is answered with
// it, its step naming the function and its definition.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { DIST, REPO } from '../../e2e-support/paths.mjs';
import { LANGS, pathFor, ISLAND, field, output, openPage, waitForHydration, BROKEN_NUMBER, SCREENSHOTS, switchTheme, screenshot } from '../../e2e-support/site.mjs';
import { siteAndBrowser } from '../../e2e-support/per-file.mjs';
import { screenshotInPieces } from '../../e2e-support/calculator.mjs';

const { server, chromium } = siteAndBrowser();

/** Types `integrand` and waits for a step named as `rule` in the page's language. */
async function expectStep(page, L, names, integrand, rule) {
  const name = names[rule];
  assert.ok(name, `locales/${L.lang}.yaml names ${rule}`);
  await page.locator(field('expression')).fill(integrand);
  try {
    await page.waitForFunction(
      ([sel, wanted]) => [...document.querySelectorAll(sel)].some((n) => n.textContent === wanted),
      [`${ISLAND} .calc-step-name`, name],
      { timeout: 5000 },
    );
  } catch {
    const shown = await page.locator(`${ISLAND} .calc-step-name`).allTextContents();
    assert.fail(`∫ ${integrand}: no step "${name}" (${rule}) among ${JSON.stringify(shown)}`);
  }
}

/** [integrand, the step rule that must be shown] (sources: calc-wasm/engine/src/integrate/corpus.txt). */
const FAMILIES = [
  ['1/(x^2+1)^2', 'hermiteReduction'],
  ['(x+5)/(x^2+x-2)', 'partialFractions'],
  ['sin(x)^3', 'oddSine'],
  ['cos(x)^4', 'halfAngle'],
  ['tan(x)^2*sec(x)^4', 'tanSecEven'],
  ['sin(5x)*cos(3x)', 'productToSum'],
  ['1/(2+sin(x))', 'weierstrass'],
  ['sqrt(9-x^2)/x^2', 'sineSubstitution'],
  ['sqrt(x+4)/x', 'rationalizing'],
  ['x^2*e^x', 'parts'],
  // Issue 33: a form checked on every real interval (the secant
  // substitution's held for x > 0 only), and the families it added.
  ['1/((x^2-1)*sqrt(x^2+2*x))', 'eulerSubstitution'],
  ['tan(x)/sin(2x)', 'sinCosRewrite'],
  ['sinh(x)^3', 'hyperbolicExponential'],
  // Issue 33, session 14: a function of tan x alone (t = tan x), and an
  // elementary case of Chebyshev's binomial differentials.
  ['sqrt(tan(x))', 'oneFunctionSubstitution'],
  ['(1+x^4)^(-5/4)', 'chebyshevSubstitution'],
];

/** The step rules' names of a language, from locales/<lang>.yaml. */
function ruleNames(lang) {
  const text = fs.readFileSync(path.join(REPO, 'locales', `${lang}.yaml`), 'utf8');
  const names = {};
  for (const m of text.matchAll(/^ {6}([A-Za-z]+): "(.*)"$/gm)) names[m[1]] = m[2];
  return names;
}

test('the integral page is built', () => {
  assert.ok(fs.existsSync(path.join(DIST, 'integral-calculator.html')), 'dist/integral-calculator.html not built');
});

for (const L of LANGS) {
  describe(`integral families (${L.lang})`, () => {
    test('each family integrates with its method named; e^(x^3) is said to have no elementary antiderivative', async () => {
      const names = ruleNames(L.lang);
      const { context, page } = await openPage(chromium.browser, `${server.origin}${pathFor(L, '/integral-calculator')}`);
      try {
        await waitForHydration(page, ISLAND);
        const expect = (integrand, rule) => expectStep(page, L, names, integrand, rule);
        for (const [integrand, rule] of FAMILIES) {
          await expect(integrand, rule);
          await expect(integrand, 'checkDerivative');
          const shown = (await page.locator(output('antiderivative')).textContent()) ?? '';
          assert.ok(shown.trim() !== '' && !BROKEN_NUMBER.test(shown), `∫ ${integrand}: ${JSON.stringify(shown)}`);
        }
        // With CALCULA_SCREENSHOTS: ∫ √(tan x) and its steps at 375 and
        // 1280 px, light and dark, to look at.
        if (SCREENSHOTS) {
          for (const width of [375, 1280]) {
            for (const theme of ['light', 'dark']) {
              await page.setViewportSize({ width, height: 900 });
              await switchTheme(page, theme);
              await expect('sqrt(tan(x))', 'oneFunctionSubstitution');
              await screenshot(page.locator(ISLAND), `integral-sqrt-tan-${L.lang}-${width}-${theme}`);
            }
          }
        }
        // Algebraic residues: the answer is a sum over the roots of
        // 31t³ − 3t − 1 (sympy 1.14 ratint_logpart), drawn as Σ under R(t) = 0.
        await expect('1/(x^3+x+1)', 'rootSumLog');
        await expect('1/(x^3+x+1)', 'checkDerivative');
        const sum = page.locator(`${output('antiderivative')} munder`);
        const under = ((await sum.textContent()) ?? '').replace(/\u2062/g, '');
        assert.equal(under, '∑31t3−3t−1=0');
        await expect('e^(x^3)', 'nonElementary');
        // A binomial differential with no elementary antiderivative.
        await expect('sqrt(1+x^3)', 'chebyshev');
      } finally {
        await context.close();
      }
    });

    test('special functions answer what is not elementary, each step naming its function and definition', async () => {
      const names = ruleNames(L.lang);
      const { context, page } = await openPage(chromium.browser, `${server.origin}${pathFor(L, '/integral-calculator')}`);
      try {
        await waitForHydration(page, ISLAND);
        // [integrand, the step rule, the function drawn in the answer]
        // (sources: the DLMF formulas in calc-wasm/engine/src/integrate/corpus.txt).
        const SPECIAL = [
          ['1/ln(x)', 'specialLi', 'li'],
          ['e^(-x^2)', 'specialErf', 'erf'],
          ['sin(x)/x', 'specialSi', 'Si'],
          ['cos(x^2)', 'specialFresnel', 'C'],
          ['e^(2x)/(x-1)', 'specialEi', 'Ei'],
        ];
        for (const [integrand, rule, fn] of SPECIAL) {
          await expectStep(page, L, names, integrand, rule);
          const drawn = await page.locator(`${output('antiderivative')} mi`).allTextContents();
          assert.ok(drawn.includes(fn), `∫ ${integrand}: the answer draws ${fn}, not ${JSON.stringify(drawn)}`);
        }
        await screenshotInPieces(page, `integral-special-${L.lang}`);
      } finally {
        await context.close();
      }
    });
  });
}
