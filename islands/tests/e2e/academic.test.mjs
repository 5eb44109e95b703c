// The twelve academic calculators, in English and in Portuguese, in a real
// browser against dist/ served by deploy/nginx.conf: the prerendered result
// (MathML already in the HTML nginx sends), recomputing on input, steps as
// MathML, the keypads and the matrix grid driven by the keyboard alone, axe
// at 375 and 1280 px in light and dark, no sideways scrolling, and a clean
// console.
//
// Expected values are worked out by hand (2 + 3·4 = 14, d/dx x³ = 3x²,
// det [[1, 2], [3, 4]] = −2, ...), not read from the site.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { assertAccessibleAtBothWidths } from '../../e2e-support/axe.mjs';
import { DIST } from '../../e2e-support/paths.mjs';
import { LANGS, pathFor, ISLAND, field, output, openPage, waitForHydration, switchTheme, themesFor, BROKEN_NUMBER } from '../../e2e-support/site.mjs';
import { tagsWithin } from '../../e2e-support/html.mjs';
import { get } from '../../e2e-support/http.mjs';
import { siteAndBrowser } from '../../e2e-support/per-file.mjs';

const { server, chromium } = siteAndBrowser();

/** MathML's text without the invisible operators, with ASCII minus and no spaces. */
const NORMALISE = (t) => (t ?? '').replace(/[\u2061\u2062\s]/g, '').replace(/\u2212/g, '-');

async function shownText(page, id) {
  return page.evaluate(([sel]) => document.querySelector(sel)?.textContent ?? null, [output(id)]).then(NORMALISE);
}

/** Wait until output `id` (normalised) matches `expected` (a RegExp). */
async function waitForOutput(page, id, expected, what = id) {
  try {
    await page.waitForFunction(
      ([sel, src, flags]) => {
        const t = (document.querySelector(sel)?.textContent ?? '').replace(/[\u2061\u2062\s]/g, '').replace(/\u2212/g, '-');
        return new RegExp(src, flags).test(t);
      },
      [output(id), expected.source, expected.flags],
      { timeout: 5000 },
    );
  } catch {
    assert.fail(`${page.url()}: ${what}: expected ${expected}, got ${JSON.stringify(await shownText(page, id))}`);
  }
}

async function openCalculator(url, options = {}) {
  const opened = await openPage(chromium.browser, url, options);
  assert.equal(opened.response?.status(), 200, `${url}: status`);
  await waitForHydration(opened.page, ISLAND);
  return opened;
}

const settle = (page) => page.waitForLoadState('networkidle');
const fill = (page, name, text) => page.locator(field(name)).fill(text);

/** Press Tab until the focused element matches `selector` (at most `limit` times). */
async function tabTo(page, selector, limit = 80) {
  for (let i = 0; i < limit; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  assert.fail(`${page.url()}: Tab never reached ${selector}`);
}

const value = (page, name) => page.locator(field(name)).inputValue();

// Per page: what to type and what must come out (en / pt-BR).
const PAGES = {
  basic: { primary: 'result', async interact(page) {
    await fill(page, 'expression', '2+3*4');
    await waitForOutput(page, 'result', /^14$/);
  } },
  scientific: { primary: 'result', async interact(page, L) {
    await fill(page, 'expression', '2^10');
    await waitForOutput(page, 'result', /^1024$/);
    // Decimals as the page writes them: 2,5 on Portuguese pages.
    await fill(page, 'expression', L.lang === 'en' ? '2.5*3' : '2,5*3');
    await waitForOutput(page, 'result', L.lang === 'en' ? /^7\.5$/ : /^7,5$/);
  } },
  fraction: { primary: 'result', steps: true, async interact(page) {
    await fill(page, 'expression', '1/2 + 1/3');
    await waitForOutput(page, 'result', /^56$/, '5/6 as a fraction');
    assert.ok(await page.locator(`${output('result')} mfrac`).count() >= 1, 'the fraction is an <mfrac>');
  } },
  algebra: { primary: 'result', steps: true, async interact(page) {
    await fill(page, 'equation', 'x^2 - 9 = 0');
    await waitForOutput(page, 'result', /x=-?3.*x=-?3/);
    const t = await shownText(page, 'result');
    assert.match(t, /x=3/);
    assert.match(t, /x=-3/);
  } },
  derivative: { primary: 'derivative', steps: true, async interact(page) {
    await fill(page, 'expression', 'x^3');
    await waitForOutput(page, 'derivative', /^3x2$/, 'd/dx x^3');
    assert.equal(await page.locator(`${output('derivative')} msup`).count(), 1);
  } },
  integral: { primary: 'antiderivative', steps: true, async interact(page) {
    await fill(page, 'expression', '2*x');
    await waitForOutput(page, 'antiderivative', /^x2$/, '∫ 2x dx');
  } },
  quadratic: { primary: 'root1', steps: true, async interact(page) {
    await fill(page, 'b', '0');
    await fill(page, 'c', '-9');
    await waitForOutput(page, 'root1', /^-?3$/);
    await waitForOutput(page, 'root2', /^-?3$/);
    assert.notEqual(await shownText(page, 'root1'), await shownText(page, 'root2'));
  } },
  matrix: { primary: 'result', async interact(page) {
    // The default A's determinant: 2·(4 − 1) + 1·(−2 − 0) = 4.
    await page.locator(field('operation')).selectOption('determinant');
    await waitForOutput(page, 'result', /^4$/);
  } },
  'standard-deviation': { primary: 'standardDeviation', async interact(page, L) {
    await fill(page, 'values', '1, 2, 3, 4');
    await waitForOutput(page, 'mean', L.lang === 'en' ? /^2\.5$/ : /^2,5$/);
  } },
  gpa: { primary: 'gpa', async interact(page, L) {
    await fill(page, 'courses', L.lang === 'en' ? 'Math A 3' : 'Matemática 9 3');
    await waitForOutput(page, 'gpa', L.lang === 'en' ? /^4(\.00?)?$/ : /^9(,00?)?$/);
  } },
  grade: { primary: 'currentGrade', async interact(page, L) {
    await fill(page, 'grades', L.lang === 'en' ? 'Test 80 100' : 'Prova 6 100');
    await waitForOutput(page, 'currentGrade', L.lang === 'en' ? /^80(\.00?)?%?$/ : /^6(,00?)?%?$/);
  } },
  rounding: { primary: 'result', async interact(page, L) {
    // As each language writes a number: '.' groups thousands in Portuguese.
    await fill(page, 'number', L.lang === 'en' ? '3.14159' : '3,14159');
    await waitForOutput(page, 'result', /^3[.,]14$/);
  } },
};

const BOTH_THEMES = new Set(['basic', 'scientific', 'matrix', 'derivative', 'fraction']);


// A page the table names must be in the site: a missing one fails here
// rather than passing as skipped.
test('every academic page tested here is built', () => {
  for (const id of Object.keys(PAGES)) {
    assert.ok(fs.existsSync(path.join(DIST, `${id}-calculator.html`)), `dist/${id}-calculator.html not built`);
  }
});

for (const [id, spec] of Object.entries(PAGES)) {
  for (const [n, L] of LANGS.entries()) {
    const url = () => `${server.origin}${pathFor(L, `/${id}-calculator`)}`;
    describe(`${id} (${L.lang})`, () => {
      // One theme a language (light in English, dark in Portuguese): the
      // themes are the same stylesheet on every page. With screenshots on,
      // the pages we look at are checked in both, the second switched by the
      // header's toggle in the same page.
      const themes = BOTH_THEMES.has(id) ? themesFor(n) : themesFor(n).slice(0, 1);
      const [theme] = themes;

      test(`prerendered, computes on input, steps as MathML; axe at 1280 and 375 px (${themes.join(', then ')}), no sideways scrolling; clean console`, async () => {
        const { context, page, watch } = await openCalculator(url(), { theme });
        try {
          const first = await shownText(page, spec.primary);
          assert.ok(first && !BROKEN_NUMBER.test(first), `default ${spec.primary}: ${JSON.stringify(first)}`);
          await spec.interact(page, L);
          if (spec.steps) {
            // The steps are a lazy chunk: under load they can arrive after
            // the answer, so wait for them as a user would.
            const steps = page.locator(`${ISLAND} .calc-steps .calc-step`);
            await steps.first().waitFor({ state: 'attached' });
            assert.ok((await page.locator(`${ISLAND} .calc-steps math`).count()) >= 1, 'steps are MathML');
            const names = await page.locator(`${ISLAND} .calc-step-name`).allTextContents();
            for (const n of names) assert.doesNotMatch(n, /^[a-z]+[A-Z]/, `a step rule without a name: ${n}`);
          }
          await settle(page);
          for (const t of themes) {
            await switchTheme(page, t);
            await assertAccessibleAtBothWidths(page, `${id} (${L.lang}, ${t})`, BOTH_THEMES.has(id) && `academic-${id}-${L.lang}-${t}`);
          }
          await watch.assertClean(`${id} (${L.lang})`);
        } finally {
          await context.close();
        }
      });

      if (['fraction', 'derivative', 'integral', 'quadratic', 'matrix'].includes(id)) test('MathML is in the prerendered HTML', async () => {
        const res = await get(url());
        assert.equal(res.status, 200, `${url()}: status`);
        assert.ok(tagsWithin(res.text, 'data-island', 'Calculator').some((t) => t.name === 'math'), 'no <math> in the calculator before JavaScript');
      });

      if (id === 'basic' || id === 'scientific') {
        test('the keypad by keyboard alone: type, Enter, Escape; Tab to keys and press them', async () => {
          const { context, page, watch } = await openCalculator(url(), { width: 375, height: 812 });
          try {
            const input = page.locator(field('expression'));
            await input.focus();
            await page.keyboard.press('Control+A');
            await page.keyboard.type('2+3*4');
            await waitForOutput(page, 'result', /^14$/);
            await page.keyboard.press('Enter');
            assert.equal(await value(page, 'expression'), '14', 'Enter puts the result in the field');
            assert.match(await page.locator(`${ISLAND} .calc-tape-entry`).first().textContent(), /2\+3\*4\s*=\s*14/);
            await page.keyboard.press('Escape');
            assert.equal(await value(page, 'expression'), '', 'Escape clears');
            // Tab to 7, +, 2 and =, pressing each with Enter or Space.
            await tabTo(page, `${ISLAND} [data-key="7"]`);
            await page.keyboard.press('Enter');
            await tabTo(page, `${ISLAND} [data-key="plus"]`);
            await page.keyboard.press('Space');
            await tabTo(page, `${ISLAND} [data-key="2"]`);
            await page.keyboard.press('Enter');
            assert.equal(await value(page, 'expression'), '7+2');
            await waitForOutput(page, 'result', /^9$/);
            await tabTo(page, `${ISLAND} [data-key="equals"]`);
            await page.keyboard.press('Enter');
            assert.equal(await value(page, 'expression'), '9');
            // The tape's first entry reuses its result.
            await page.keyboard.press('Escape');
            await tabTo(page, `${ISLAND} .calc-tape-entry`);
            await page.keyboard.press('Enter');
            assert.equal(await value(page, 'expression'), '9');
            // Keys are big enough to touch.
            const small = await page.locator(`${ISLAND} .calc-key`).evaluateAll((keys) => keys.filter((k) => k.getBoundingClientRect().height < 44).length);
            assert.equal(small, 0, 'keys shorter than 44 px at 375 px');
            const names = await page.locator(`${ISLAND} [data-key="times"]`).getAttribute('aria-label');
            assert.equal(names, L.lang === 'en' ? 'times' : 'vezes');
            if (id === 'scientific') {
              const angle = page.locator(`${ISLAND} .calc-keypad-angle`);
              await page.keyboard.press('Escape');
              await input.focus();
              await page.keyboard.type('sin(90)');
              await tabTo(page, `${ISLAND} .calc-keypad-angle`, 10).catch(async () => angle.focus());
              const before = await angle.textContent();
              if (before === 'RAD') {
                await page.keyboard.press('Enter');
                assert.equal(await angle.textContent(), 'DEG');
              }
              await waitForOutput(page, 'result', /^1$/, 'sin(90°)');
            }
            await settle(page);
            await watch.assertClean();
          } finally {
            await context.close();
          }
        });
      }

      if (id === 'matrix') {
        test('the matrix grid by keyboard alone: steppers, Tab and arrows between cells', async () => {
          const { context, page, watch } = await openCalculator(url(), { width: 375, height: 812 });
          try {
            const grid = `${ISLAND} .calc-matrix-field:has(input[name="a"])`;
            const cell = (r, c) => `${grid} [data-cell="${r}-${c}"]`;
            const removeRow = `${grid} button[aria-label="${L.lang === 'en' ? 'Remove a row' : 'Remover uma linha'}"]`;
            const removeColumn = `${grid} button[aria-label="${L.lang === 'en' ? 'Remove a column' : 'Remover uma coluna'}"]`;
            await page.locator(field('operation')).selectOption('determinant');
            await page.locator(field('operation')).focus();
            await tabTo(page, removeRow);
            await page.keyboard.press('Space');
            await tabTo(page, removeColumn);
            await page.keyboard.press('Enter');
            assert.equal(await page.locator(`${grid} .calc-matrix-cell`).count(), 4);
            await tabTo(page, cell(0, 0));
            for (const [i, v] of ['1', '2', '3', '4'].entries()) {
              if (i > 0) await page.keyboard.press('Tab');
              await page.keyboard.press('Control+A');
              await page.keyboard.type(v);
            }
            assert.equal(await page.locator(`${ISLAND} input[name="a"]`).inputValue(), '1 2; 3 4');
            await waitForOutput(page, 'result', /^-2$/, 'det [[1, 2], [3, 4]]');
            // Arrows: up from (2, 2) to (1, 2); left at the start of a cell to (1, 1).
            await page.keyboard.press('ArrowUp');
            assert.ok(await page.locator(cell(0, 1)).evaluate((el) => el === document.activeElement), 'ArrowUp moves up a row');
            await page.keyboard.press('Home');
            await page.keyboard.press('ArrowLeft');
            assert.ok(await page.locator(cell(0, 0)).evaluate((el) => el === document.activeElement), 'ArrowLeft at the start moves left');
            await page.keyboard.press('ArrowDown');
            await page.keyboard.press('Control+A');
            await page.keyboard.type('6');
            await waitForOutput(page, 'result', /^-8$/, 'det [[1, 2], [6, 4]]');
            // RREF shows its steps as MathML matrices.
            await page.locator(field('operation')).selectOption('rref');
            await page.waitForSelector(`${ISLAND} .calc-steps mtable`);
            assert.ok((await page.locator(`${ISLAND} .calc-steps mtable`).count()) >= 2);
            await settle(page);
            await watch.assertClean();
          } finally {
            await context.close();
          }
        });
      }
    });
  }
}
