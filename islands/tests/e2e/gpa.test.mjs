// The GPA calculator's course editor, in English and in Portuguese, in a real
// browser against dist/: the rows follow the text (typed, or from a share
// link) and write it back; a course added, graded and removed by keyboard
// alone; a typed grading scale feeding the grade lists and the result;
// honors/AP weighting; terms; and the plan for a target GPA. Axe at 1280 and
// 375 px, in both themes when screenshots are taken.
//
// Expected figures are worked by hand (Python fractions in the comments),
// labels and texts are read from the page's props, not retyped.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { assertAccessibleAtBothWidths } from '../../e2e-support/axe.mjs';
import { LANGS, pathFor, ISLAND, field, output, openPage, waitForHydration, switchTheme, themesFor } from '../../e2e-support/site.mjs';
import { calculatorProps, fillTemplate } from '../../e2e-support/props.mjs';
import { siteAndBrowser } from '../../e2e-support/per-file.mjs';

const { server, chromium } = siteAndBrowser();
const ID = 'gpa';

const COURSES = 'Calculus A 3\nPhysics B+ 4\nHistory A- 3';
const ROWS = `${ISLAND} .calc-courses-rows`;

async function openGpa(L, options = {}) {
  const opened = await openPage(chromium.browser, `${server.origin}${pathFor(L, `/${ID}-calculator`)}`, options);
  assert.equal(opened.response?.status(), 200);
  await waitForHydration(opened.page, ISLAND);
  // The editor's chunk replaces the server's rows after hydration: wait until it reacts.
  await opened.page.locator(`${ISLAND} .calc-course-add`).first().waitFor();
  await opened.page.waitForLoadState('networkidle');
  return opened;
}

/** "3.54" in English, "3,54" in Portuguese. */
const num = (L, text) => (L.lang === 'en' ? text : text.replace('.', ','));

/** Output `id` shows `expected` (a figure's trailing zeros aside: 3.5 or 3.50). */
async function waitForOutput(page, id, expected) {
  try {
    await page.waitForFunction(
      ([sel, want]) => {
        const bare = (t) => t.replace(/([.,]\d*?)0+$/, '$1').replace(/[.,]$/, '');
        const shown = document.querySelector(sel)?.textContent?.trim();
        return shown !== undefined && (shown === want || bare(shown) === bare(want));
      },
      [output(id), expected],
      { timeout: 5000 },
    );
  } catch {
    assert.fail(`${id}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(await page.locator(output(id)).textContent().catch(() => null))}`);
  }
}

async function waitForValue(page, name, expected) {
  try {
    await page.waitForFunction(([sel, want]) => document.querySelector(sel)?.value === want, [field(name), expected], { timeout: 5000 });
  } catch {
    assert.fail(`${name}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(await page.locator(field(name)).inputValue())}`);
  }
}

/** Press Tab (or `key`, Shift+Tab to go back) until the focused element matches `selector`. */
async function tabTo(page, selector, key = 'Tab', limit = 60) {
  for (let i = 0; i < limit; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press(key);
  }
  assert.fail(`Tab never reached ${selector}`);
}

/** The course rows as the editor shows them: [name, grade, credits, level]. */
const editorRows = (page) =>
  page.evaluate((s) => [...document.querySelectorAll(`${s} .calc-course-row`)].map((li) => [...li.querySelectorAll('input, select')].map((c) => c.value)), ROWS);

for (const [n, L] of LANGS.entries()) {
  const props = calculatorProps(ID, L.lang);
  const s = props.strings.academic.courses;
  const outputView = (id) => props.outputs.find((o) => o.id === id);

  describe(`gpa editor (${L.lang})`, () => {
    test('the rows follow the text; a course added, graded, weighted and removed by keyboard alone', async () => {
      const { context, page, watch } = await openGpa(L);
      try {
        await page.locator(field('scale')).selectOption('standard');
        await page.locator(field('courses')).fill(COURSES);
        // Typed text shows as rows.
        await page.waitForFunction((s) => document.querySelectorAll(`${s} .calc-course-row`).length === 3, ROWS);
        assert.deepEqual(await editorRows(page), [
          ['Calculus', 'A', '3', ''],
          ['Physics', 'B+', '4', ''],
          ['History', 'A-', '3', ''],
        ]);
        // (4·3 + 3.3·4 + 3.7·3) / 10 = 3.63
        await waitForOutput(page, 'gpa', num(L, '3.63'));

        // Add a course with the keyboard: focus lands in its name.
        await page.locator(`${ROWS} .calc-course-name`).first().focus();
        await tabTo(page, `${ISLAND} .calc-course-add`);
        assert.equal(await page.evaluate(() => document.activeElement?.textContent), `+ ${s.addCourse}`);
        await page.keyboard.press('Enter');
        const fourth = `${ROWS} .calc-course-row:nth-child(4)`;
        await page.waitForFunction((sel) => document.activeElement?.matches(sel) ?? false, `${fourth} .calc-course-name`);
        assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), fillTemplate(s.cell, { column: s.name, n: '4' }));
        await page.keyboard.type('Biology');
        await page.keyboard.press('Tab');
        // The grade list is the scale's, best first, with "choose" while empty.
        const options = await page.locator(`${fourth} .calc-course-grade option`).allTextContents();
        assert.deepEqual(options.slice(0, 4), [s.choose, 'A+', 'A', 'A-']);
        assert.equal(options.at(-1), 'F');
        // Typing a letter on the focused list picks the first grade with it; the arrow the next.
        await page.keyboard.type('B');
        await page.keyboard.press('ArrowDown');
        assert.equal(await page.locator(`${fourth} .calc-course-grade`).inputValue(), 'B');
        await page.keyboard.press('ArrowUp');
        await page.keyboard.press('Tab');
        await page.keyboard.type('4');
        await page.keyboard.press('Tab');
        // Honors: one step down the level list.
        await page.keyboard.press('ArrowDown');
        assert.equal(await page.locator(`${fourth} .calc-course-level option:checked`).textContent(), s.honors);
        await waitForValue(page, 'courses', `${COURSES}\nBiology B+ 4 H`);
        // Unweighted (36.3 + 3.3·4) / 14 = 49.5/14 = 3.5357…; weighted
        // (36.3 + 3.8·4) / 14 = 51.5/14 = 3.6785… (Python fractions).
        await waitForOutput(page, 'gpa', num(L, '3.54'));
        await waitForOutput(page, 'weightedGpa', num(L, '3.68'));

        // Remove the first course with the keyboard (back up the rows): focus goes to the row that took its place.
        const remove = `${ISLAND} .calc-course-remove[aria-label="${fillTemplate(s.removeCourse, { n: '1' })}"]`;
        await tabTo(page, remove, 'Shift+Tab');
        await page.keyboard.press('Enter');
        await waitForValue(page, 'courses', 'Physics B+ 4\nHistory A- 3\nBiology B+ 4 H');
        // The focus moves in the render after the text changes: wait for it
        // (a hang bound), then say where it went if it never arrives.
        const focused = await page
          .waitForFunction(() => document.activeElement?.value === 'Physics', null, { timeout: 5000 })
          .then(() => 'Physics', () => page.evaluate(() => document.activeElement?.value ?? null));
        assert.equal(focused, 'Physics');
        // (13.2 + 11.1 + 13.2) / 11 = 3.4090…; weighted (13.2 + 11.1 + 15.2) / 11 = 3.5909…
        await waitForOutput(page, 'gpa', num(L, '3.41'));
        await waitForOutput(page, 'weightedGpa', num(L, '3.59'));
        await watch.assertClean(`gpa editor (${L.lang})`);
      } finally {
        await context.close();
      }
    });

    test('a typed scale gives the grade lists and the points', async () => {
      const { context, page, watch } = await openGpa(L);
      try {
        await page.locator(field('scale')).selectOption('custom');
        // 3.67 and 3.33 as each language writes them.
        await page.locator(field('customScale')).fill(L.lang === 'en' ? 'A 4; A- 3.67; B+ 3.33; B 3; F 0' : 'A 4; A- 3,67; B+ 3,33; B 3; F 0');
        await page.locator(field('courses')).fill('Calc A- 3\nBio B+ 3');
        // (3.67·3 + 3.33·3) / 6 = 3.5
        await waitForOutput(page, 'gpa', num(L, '3.50'));
        const grades = () => page.locator(`${ROWS} .calc-course-row:nth-child(1) .calc-course-grade option`).allTextContents();
        assert.deepEqual(await grades(), ['A', 'A-', 'B+', 'B', 'F']);
        // A grade added to the scale is offered at once, and chosen, counts.
        await page.locator(field('customScale')).fill(L.lang === 'en' ? 'A+ 4.33; A 4; A- 3.67; B+ 3.33; B 3; F 0' : 'A+ 4,33; A 4; A- 3,67; B+ 3,33; B 3; F 0');
        await page.waitForFunction((sel) => document.querySelector(sel)?.options[0]?.value === 'A+', `${ROWS} .calc-course-row:nth-child(1) .calc-course-grade`);
        await page.locator(`${ROWS} .calc-course-row:nth-child(1) .calc-course-grade`).selectOption('A+');
        await waitForValue(page, 'courses', 'Calc A+ 3\nBio B+ 3');
        // (4.33·3 + 3.33·3) / 6 = 3.83
        await waitForOutput(page, 'gpa', num(L, '3.83'));
        await watch.assertClean(`gpa scale (${L.lang})`);
      } finally {
        await context.close();
      }
    });

    test('terms: headings from the text and the Add a term button; per-term and cumulative GPA', async () => {
      const { context, page, watch } = await openGpa(L);
      try {
        await page.locator(field('scale')).selectOption('standard');
        await page.locator(field('priorGpa')).fill('3');
        await page.locator(field('priorCredits')).fill('30');
        await page.locator(field('courses')).fill('Fall 2025:\nCalculus A 3\nPhysics B+ 4\nSpring 2026:\nHistory A- 3\nChemistry C 2');
        await page.waitForFunction((s) => document.querySelectorAll(`${s} .calc-course-term`).length === 2, ROWS);
        assert.deepEqual(await page.locator(`${ROWS} .calc-course-term input`).evaluateAll((els) => els.map((e) => e.value)), ['Fall 2025', 'Spring 2026']);
        // Fall 25.2/7 = 3.6, after it (90 + 25.2)/37 = 3.1135…; Spring 15.1/5 = 3.02,
        // after it 130.3/42 = 3.1023…
        const rows = () =>
          page.evaluate((sel) => [...document.querySelectorAll(`${sel} tbody tr`)].map((tr) => [...tr.querySelectorAll('th, td')].map((c) => c.textContent.trim())), `${ISLAND} [data-table="terms"]`);
        await page.waitForFunction((sel) => document.querySelectorAll(`${sel} tbody tr`).length === 2, `${ISLAND} [data-table="terms"]`);
        const terms = await rows();
        assert.equal(terms[0][0], 'Fall 2025');
        assert.ok(terms[0].includes(num(L, '3.6')) || terms[0].includes(num(L, '3.60')), JSON.stringify(terms[0]));
        assert.ok(terms[0].includes(num(L, '3.11')), JSON.stringify(terms[0]));
        assert.ok(terms[1].includes(num(L, '3.02')) && (terms[1].includes(num(L, '3.1')) || terms[1].includes(num(L, '3.10'))), JSON.stringify(terms[1]));
        await waitForOutput(page, 'cumulativeGpa', num(L, '3.10'));
        // A third term by keyboard: its name field takes the focus.
        await page.locator(`${ROWS} .calc-course-name`).first().focus();
        await tabTo(page, `${ISLAND} .calc-course-add:nth-child(2)`);
        await page.keyboard.press('Enter');
        await page.waitForFunction(() => document.activeElement?.classList.contains('calc-course-term-name'));
        assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), fillTemplate(s.term, { n: '3' }));
        await page.keyboard.type('Summer');
        await waitForValue(page, 'courses', 'Fall 2025:\nCalculus A 3\nPhysics B+ 4\nSpring 2026:\nHistory A- 3\nChemistry C 2\nSummer:');
        await page.waitForFunction((sel) => document.querySelectorAll(`${sel} tbody tr`).length === 3, `${ISLAND} [data-table="terms"]`);
        await watch.assertClean(`gpa terms (${L.lang})`);
      } finally {
        await context.close();
      }
    });

    test('planning: the average needed, and an honest word when it is out of reach or already reached', async () => {
      const themes = themesFor(n);
      const { context, page, watch } = await openGpa(L, { theme: themes[0] });
      try {
        await page.locator(field('scale')).selectOption('standard');
        await page.locator(field('courses')).fill(`${COURSES}\nChemistry B 4 AP`);
        await page.locator(field('priorGpa')).fill('3');
        await page.locator(field('priorCredits')).fill('30');
        // 36.3 + 12 = 48.3 points over 14 credits, 138.3 over 44 with the 30 earlier.
        // Target 3.2 over 10 more: (3.2·54 − 138.3) / 10 = 34.5/10 = 3.45.
        await page.locator(field('targetGpa')).fill(num(L, '3.2'));
        await page.locator(field('remainingCredits')).fill('10');
        const plan = outputView('plan').values;
        await waitForOutput(page, 'neededAverage', num(L, '3.45'));
        await waitForOutput(page, 'plan', plan.reachable);
        // Target 3.5: (3.5·54 − 138.3) / 10 = 5.07 > 4.0, the scale's best grade.
        await page.locator(field('targetGpa')).fill(num(L, '3.5'));
        await waitForOutput(page, 'neededAverage', num(L, '5.07'));
        await waitForOutput(page, 'plan', plan.aboveMax);
        // Now 138.3/44 = 3.143…; target 3.1: (3.1·54 − 138.3) / 10 = 2.91 keeps it.
        await page.locator(field('targetGpa')).fill(num(L, '3.1'));
        await waitForOutput(page, 'neededAverage', num(L, '2.91'));
        await waitForOutput(page, 'plan', plan.alreadyReached);
        // Weighted (48.3 + 4) / 14 = 3.7357…, unweighted 48.3/14 = 3.45.
        await waitForOutput(page, 'weightedGpa', num(L, '3.74'));
        await waitForOutput(page, 'gpa', num(L, '3.45'));
        await page.waitForLoadState('networkidle');
        for (const t of themes) {
          await switchTheme(page, t);
          await assertAccessibleAtBothWidths(page, `gpa (${L.lang}, ${t})`, `gpa-${L.lang}-${t}`);
        }
        await watch.assertClean(`gpa plan (${L.lang})`);
      } finally {
        await context.close();
      }
    });
  });
}

// Issue 42: the 0–10 scale (the Portuguese page's default) has no honors or
// AP weighting; its editor has no level column and the results no weighted
// GPA. A letter scale brings both back.
for (const L of LANGS) {
  const props = calculatorProps(ID, L.lang);
  const grades = props.fields.find((f) => f.id === 'courses').grades;
  // The scale whose grades are numbers: neither a letter preset nor the typed one.
  const tenPoint = props.spec.inputs.find((i) => i.id === grades.scaleInput).kind.select.options.find((o) => !(o in grades.presets) && o !== grades.customOption);
  test(`no honors/AP weighting on the 0–10 scale (${L.lang})`, async () => {
    const { context, page, watch } = await openGpa(L);
    try {
      assert.ok(tenPoint, 'the scales include one of numbers');
      await page.locator(field(grades.scaleInput)).selectOption(tenPoint);
      await page.locator(field('courses')).fill('Cálculo 8 4\nFísica 7 4');
      // (8·4 + 7·4) / 8 = 7.5
      await waitForOutput(page, 'gpa', num(L, '7.5'));
      assert.equal(await page.locator(`${ISLAND} .calc-course-level`).count(), 0, 'no level lists');
      assert.equal(await page.locator(`${ISLAND} .calc-courses-head span`).count(), 3, 'no level heading');
      assert.equal(await page.locator(output('weightedGpa')).count(), 0, 'no weighted GPA');
      await page.locator(field(grades.scaleInput)).selectOption(Object.keys(grades.presets)[0]);
      await page.locator(field('courses')).fill('Calculus A 4 H');
      await waitForOutput(page, 'weightedGpa', num(L, '4.5'));
      assert.equal(await page.locator(`${ISLAND} .calc-course-level`).count(), 1, 'the letter scale has its level list');
      await watch.assertClean(`gpa 0–10 (${L.lang})`);
    } finally {
      await context.close();
    }
  });
}
