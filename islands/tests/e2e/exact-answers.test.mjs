// Issue 48's answers in a real browser against dist/, in English and in
// Portuguese: an inequality's intervals on a number line (x² > 4: two open
// rays; |x − 1| ≤ 2: a closed segment), drawn with open and closed ends,
// rays to ±∞, labels at the critical points and the set in words as the
// drawing's name, axe clean and no sideways scrolling at 375 and 1280 px;
// a trigonometric equation's general solution (sin x = 1/2: π/6 + 2πk and
// 5π/6 + 2πk); a matrix's eigenvectors with their steps. Words, labels and
// step names come from the page's props (the locales), never typed here.
//
// With CALCULA_SCREENSHOTS: each answer, the LU and QR steps, the tangent
// line's graph and an implicit derivative at 375 and 1366 px, light and
// dark (test-results/answers-*.png).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { assertAccessibleAtBothWidths } from '../../e2e-support/axe.mjs';
import { LANGS, ISLAND, field, output, openPage, waitForHydration, calculatorPath, SCREENSHOTS, switchTheme, screenshot } from '../../e2e-support/site.mjs';
import { calculatorProps, fillTemplate as fill } from '../../e2e-support/props.mjs';
import { siteAndBrowser } from '../../e2e-support/per-file.mjs';

const { server, chromium } = siteAndBrowser();

/** MathML's text without the invisible operators and spaces, with ASCII minus. */
const NORMALISE = (t) => (t ?? '').replace(/[\u2061\u2062\s]/g, '').replace(/\u2212/g, '-');

async function waitForOutput(page, id, expected, what = id) {
  try {
    await page.waitForFunction(
      ([sel, src]) => new RegExp(src).test((document.querySelector(sel)?.textContent ?? '').replace(/[\u2061\u2062\s]/g, '').replace(/\u2212/g, '-')),
      [output(id), expected.source],
      { timeout: 5000 },
    );
  } catch {
    const shown = await page.evaluate((sel) => document.querySelector(sel)?.textContent ?? null, output(id));
    assert.fail(`${page.url()}: ${what}: expected ${expected}, got ${JSON.stringify(NORMALISE(shown))}`);
  }
}

async function open(L, id, query = '') {
  const opened = await openPage(chromium.browser, `${server.origin}${calculatorPath(L, id)}${query}`);
  assert.equal(opened.response?.status(), 200);
  await waitForHydration(opened.page, ISLAND);
  return opened;
}

const MINUS = '\u2212';

/** The set in words from the locale's templates: [[lower end, upper end]], each [number text, closed] or null. */
function words(L, strings, intervals) {
  const parts = intervals.map(([lo, hi]) => {
    const lower = lo && fill(lo[1] ? strings.atLeast : strings.greater, { a: lo[0] });
    const upper = hi && fill(hi[1] ? strings.atMost : strings.less, { b: hi[0] });
    const condition = lower && upper ? fill(strings.both, { lower, upper }) : (lower ?? upper);
    return fill(strings.interval, { variable: 'x', condition });
  });
  return new Intl.ListFormat(L.locale, { type: 'disjunction' }).format(parts);
}

/** What the number line draws: per interval, its ends (open/closed) and rays. */
const drawn = (page) =>
  page.locator(`${output('numberLine')} svg`).evaluate((svg) => ({
    name: svg.getAttribute('aria-label'),
    role: svg.getAttribute('role'),
    labels: [...svg.querySelectorAll('text')].map((t) => t.textContent),
    intervals: [...svg.querySelectorAll('[data-interval]')].map((g) => ({
      ends: [...g.querySelectorAll('[data-end]')].map((c) => c.getAttribute('data-end')),
      rays: [...g.querySelectorAll('[data-ray]')].map((r) => r.getAttribute('data-ray')),
    })),
  }));

/** The page does not scroll sideways. */
async function noSidewaysScroll(page, what) {
  const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(wide <= 0, `${what}: the page scrolls sideways by ${wide} px`);
}

/** With CALCULA_SCREENSHOTS: the island at 375 and 1366 px, light and dark. */
async function shots(page, name) {
  if (!SCREENSHOTS) return;
  for (const theme of ['light', 'dark']) {
    await switchTheme(page, theme);
    for (const width of [375, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.locator(`${ISLAND} details`).evaluateAll((ds) => ds.forEach((d) => { d.open = true; }));
      await screenshot(page.locator(ISLAND), `answers-${name}-${width}-${theme}`);
    }
  }
  await switchTheme(page, 'light');
}

for (const L of LANGS) {
  describe(`exact answers (${L.lang})`, () => {
    test('inequalities: intervals on a number line, named in words, accessible at both widths', async () => {
      const props = calculatorProps('algebra', L.lang);
      const strings = props.strings.academic.numberLine;
      const { context, page } = await open(L, 'algebra');
      try {
        await page.locator(field('equation')).fill('x^2 > 4');
        await waitForOutput(page, 'result', /^x∈\(-∞,-2\)∪\(2,∞\)$/, 'x^2 > 4');
        let line = await drawn(page);
        assert.equal(line.role, 'img');
        assert.deepEqual(line.intervals, [
          { ends: ['open'], rays: ['-∞'] },
          { ends: ['open'], rays: ['+∞'] },
        ]);
        assert.deepEqual(line.labels, [`${MINUS}2`, '2']);
        assert.equal(line.name, words(L, strings, [[null, [`${MINUS}2`, false]], [['2', false], null]]));
        await shots(page, `inequality-rays-${L.lang}`);

        await page.locator(field('equation')).fill('|x-1| <= 2');
        await waitForOutput(page, 'result', /^x∈\[-1,3\]$/, '|x-1| <= 2');
        line = await drawn(page);
        assert.deepEqual(line.intervals, [{ ends: ['closed', 'closed'], rays: [] }]);
        assert.deepEqual(line.labels, [`${MINUS}1`, '3']);
        assert.equal(line.name, words(L, strings, [[[`${MINUS}1`, true], ['3', true]]]));
        await noSidewaysScroll(page, '|x-1| <= 2');
        await assertAccessibleAtBothWidths(page, `${L.lang} number line`);
        await shots(page, `inequality-segment-${L.lang}`);
      } finally {
        await context.close();
      }
    });

    test('sin(x) = 0.5: the general solution π/6 + 2πk, 5π/6 + 2πk', async () => {
      const general = calculatorProps('algebra', L.lang).outputs.find((o) => o.id === 'status').values.general;
      const { context, page } = await open(L, 'algebra');
      try {
        // The page's decimal mark: 0,5 on Portuguese pages.
        await page.locator(field('equation')).fill(L.lang === 'en' ? 'sin(x) = 0.5' : 'sin(x) = 0,5');
        // Lists are separated by semicolons on Portuguese pages.
        await waitForOutput(page, 'result', /^x=π6\+2πk[,;]x=5π6\+2πk[,;]k∈ℤ$/, 'sin(x) = 0.5');
        assert.equal(await page.locator(`${output('result')} mfrac`).count(), 2, 'π/6 and 5π/6 as fractions');
        await waitForOutput(page, 'status', new RegExp(`^${NORMALISE(general).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
        await shots(page, `trig-general-${L.lang}`);
      } finally {
        await context.close();
      }
    });

    test('eigenvectors of [[2, 1], [1, 2]]: (1, 1) for 3 and (−1, 1) for 1, with their steps', async () => {
      const props = calculatorProps('matrix', L.lang);
      const nullSpace = props.strings.steps.rules.eigenvectorNullSpace;
      assert.ok(nullSpace);
      // sympy 1.14.0: Matrix([[2, 1], [1, 2]]).eigenvects() = [(1, 1, [[-1, 1]]), (3, 1, [[1, 1]])].
      const { context, page } = await open(L, 'matrix', `?operation=eigenvectors&a=${encodeURIComponent('2 1; 1 2')}`);
      try {
        await waitForOutput(page, 'resultText', /^3,1$|^3;1$/, 'the eigenvalues');
        // The eigenvector matrix is typeset after the eigenvalues' text: wait for its rows.
        await page.locator(`${output('result')} mtr`).first().waitFor({ timeout: 10000 });
        const rows = await page.locator(`${output('result')} mtr`).evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('mtd')].map((td) => td.textContent.replace(/[\u2061\u2062\s]/g, '').replace(/\u2212/g, '-'))));
        assert.deepEqual(rows, [['1', '-1'], ['1', '1']]);
        await page.locator(`${ISLAND} details`).evaluateAll((ds) => ds.forEach((d) => { d.open = true; }));
        // The steps are drawn once their fold opens.
        const named = await page
          .waitForFunction(([sel, name]) => [...document.querySelectorAll(sel)].some((n) => n.textContent === name), [`${ISLAND} .calc-step-name`, nullSpace], { timeout: 5000 })
          .then(() => true, () => false);
        assert.ok(named, `${JSON.stringify(await page.locator(`${ISLAND} .calc-step-name`).allTextContents())} names ${nullSpace}`);
        await noSidewaysScroll(page, 'eigenvectors');
        await shots(page, `eigenvectors-${L.lang}`);
        if (SCREENSHOTS) {
          for (const op of ['lu', 'qr']) {
            await page.locator(field('operation')).selectOption(op);
            await page.locator(output('factorL')).or(page.locator(output('factorQ'))).first().waitFor();
            await shots(page, `${op}-${L.lang}`);
          }
        }
      } finally {
        await context.close();
      }
    });
  });
}

if (SCREENSHOTS) {
  test('screenshots: the tangent line graph and an implicit derivative', async () => {
    for (const L of LANGS) {
      const at = 'x = 3; y = 4';
      const { context, page } = await open(L, 'derivative', `?expression=${encodeURIComponent('x^2 + y^2 = 25')}&at=${encodeURIComponent(at)}`);
      try {
        await waitForOutput(page, 'derivative', /^-xy$/, 'd/dx of x² + y² = 25');
        await shots(page, `implicit-${L.lang}`);
        await page.locator(field('expression')).fill('x^3');
        await page.locator(field('at')).fill('2');
        await waitForOutput(page, 'tangentLine', /^y=12x-16$/, 'tangent of x^3 at 2');
        await shots(page, `tangent-${L.lang}`);
      } finally {
        await context.close();
      }
    }
  });
}
