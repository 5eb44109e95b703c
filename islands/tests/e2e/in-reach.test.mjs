// What a long calculator keeps within reach (issue 42), at 375 and 1366 px
// in both languages: "Solve for a field" opened from a result, and from the
// field to find, with the keyboard alone, and its answer; the main results in view beside the last
// field of the mortgage's long form; on a phone nothing fixed to the
// screen's corners over a field, "Copy results" or a table's caption; every
// column of the mortgage's tables inside their box at 1366 px; room to read
// a GPA course's name.
//
// The browser draws classic scrollbars here (launchBrowser's `scrollbars`):
// they take the room a desktop visitor's browser takes, which headless
// Chromium otherwise gives back (the yearly table fitted only without them).
//
// Solve references, worked independently of the site:
// - en: defaults $80,000 down, 30 years at 6.5 %, $4,800 tax and $1,500
//   insurance a year leave $1,975 of a $2,500 payment for principal and
//   interest; numpy_financial.pv(0.065/12, 360, -1975) + 80000 =
//   392466.36858571926 (numpy-financial 1.0.0), in cents 392,466.37.
// - pt-BR: SAC's first encargo (Caixa's charge) is L/n + L·i + MIP·L +
//   DFI·V + fee, i = 10.99 %/12 nominal, n = 360, MIP 0.025 % of the loan,
//   DFI 0.007 % of the property value V = L + the R$ 75,000 down, fee
//   R$ 25: L = (4000 − 25 − 0.00007 · 75000) / (1/360 + 0.1099/12 +
//   0.00025 + 0.00007) = 323899.641901999… (Python fractions), so
//   V = 398,899.64 in centavos.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { LANGS, ISLAND, calculatorPath, field, output, screenshot } from '../../e2e-support/site.mjs';
import { hydratedCalculator, intl, typed } from '../../e2e-support/calculator.mjs';
import { assertAccessible } from '../../e2e-support/axe.mjs';
import { open, propsOf } from './shell-support.mjs';
import { siteAndBrowser } from '../../e2e-support/per-file.mjs';

const { server, chromium } = siteAndBrowser({ scrollbars: true });
const [EN, PT] = ['en', 'pt-BR'].map((lang) => LANGS.find((L) => L.lang === lang));
const PANEL = `${ISLAND} .calc-solve`;
const HEIGHT = { 375: 812, 1366: 768 };

/** The first number field of each market's mortgage (the panel offers it first), the value of the primary result wanted, the field's value found. */
const REFERENCE = {
  en: { target: 2500, found: 392_466.37 },
  'pt-BR': { target: 4000, found: 398_899.64 },
};

/** The form's first number field: the one "Solve for a field" offers first (a select, like the English page's mode, cannot be solved for). */
const firstNumber = (props) => {
  const id = props.spec.inputs.find((i) => 'number' in i.kind)?.id;
  return props.fields.find((f) => f.id === id);
};

const openAt = (L, id, width) => {
  const path = calculatorPath(L, id);
  return hydratedCalculator(open(chromium.browser, `${server.origin}${path}`, { width, height: HEIGHT[width] }), path);
};

/** The form's controls a visitor can reach, in order (a segmented choice's radios one by one). */
const CONTROLS = `${ISLAND} .calc-form :is(input, select, textarea):not([type="hidden"])`;

/**
 * Whether the element `selector` (the `n`-th) is drawn and on top at its
 * left, centre and right (inside by 6 px), within the viewport; if not,
 * what covers it. `owner`: a selector of an ancestor that may be hit instead
 * (a field's box, whose radios lie over their text).
 */
function uncovered(page, selector, n = 0, owner = null) {
  return page.evaluate(
    ([sel, i, own]) => {
      const el = document.querySelectorAll(sel)[i];
      // Its box as far as it is shown: a caption is clipped by its table's scrolling box.
      const r = el.getBoundingClientRect();
      let [left, right] = [Math.max(r.left, 0), Math.min(r.right, innerWidth)];
      for (let up = el.parentElement; up; up = up.parentElement) {
        if (getComputedStyle(up).overflowX === 'visible') continue;
        const clip = up.getBoundingClientRect();
        [left, right] = [Math.max(left, clip.left + up.clientLeft), Math.min(right, clip.left + up.clientLeft + up.clientWidth)];
      }
      if (right - left < 12 || r.top < 0 || r.bottom > innerHeight) return `not in view (${JSON.stringify(r)})`;
      const mine = own ? el.closest(own) : el;
      const y = r.top + r.height / 2;
      for (const x of [left + 6, (left + right) / 2, right - 6]) {
        const hit = document.elementFromPoint(x, y);
        if (!hit || !(hit === el || mine.contains(hit))) return `covered at (${Math.round(x)}, ${Math.round(y)}) by ${hit?.outerHTML.slice(0, 120)}`;
      }
      return null;
    },
    [selector, n, owner],
  );
}

/** Presses Tab until focus is on `selector`, at most `most` times. */
async function tabTo(page, selector, most = 8) {
  for (let i = 0; i < most; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  assert.fail(`Tab never reached ${selector}; focus is on ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120))}`);
}

/** The page in both themes, as test-results/in-reach-… when screenshots are taken (CALCULA_SCREENSHOTS). */
async function shots(page, name) {
  for (const theme of ['light', 'dark']) {
    await page.evaluate((t) => document.documentElement.classList.toggle('dark', t === 'dark'), theme);
    await screenshot(page, `in-reach-${name}-${theme}`);
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}

describe('within reach', { concurrency: 2 }, () => {
  for (const width of [1366, 375]) {
    for (const L of [EN, PT]) {
      test(`mortgage (${L.lang}, ${width} px): from the last field, the results in view and a solve started from the main result by keyboard${width === 1366 ? '; every table column inside its box' : ''}`, async () => {
        const { context, page, watch } = await openAt(L, 'mortgage', width);
        try {
          const props = await propsOf(page, 'Calculator');
          const primary = props.outputs.filter((o) => o.primary && o.format !== 'warning').map((o) => o.id);
          assert.ok(primary.length > 0, 'a primary result');

          // Editing the form's last field.
          const last = (await page.locator(CONTROLS).count()) - 1;
          await page.locator(CONTROLS).nth(last).focus();
          assert.equal(await uncovered(page, CONTROLS, last, '.calc-field'), null, 'the last field');
          if (width === 1366) {
            // Beside it, the main results (the panel stays below the header).
            for (const id of primary) assert.equal(await uncovered(page, output(id)), null, `${id} beside the last field`);
            await shots(page, `mortgage-${L.lang}-${width}-last-field`);
          } else {
            await phoneChecks(page, props.strings.tools.copyResults);
            await page.locator(CONTROLS).nth(last).focus();
          }

          // Tab on to the main result's "Set a target", Enter: the panel opens
          // with that result chosen, the focus on the value wanted.
          const aim = `${ISLAND} .calc-primary .calc-aim`;
          await tabTo(page, aim);
          const name = await page.locator(aim).getAttribute('aria-label');
          assert.ok(name.startsWith(props.strings.solve.aim) && name.includes(props.outputs.find((o) => o.id === primary[0]).label), name);
          await page.keyboard.press('Enter');
          const target = `${PANEL} input`;
          await page.waitForFunction((s) => document.activeElement?.matches(s) ?? false, target, { timeout: 5000 });
          assert.equal(await page.locator(PANEL).evaluate((d) => d.open), true, 'the panel is open');
          assert.equal(await page.locator(`${PANEL} select`).first().inputValue(), primary[0], 'the result aimed at');
          assert.equal(await uncovered(page, target), null, 'the value wanted, focused');

          // The value wanted typed, the field offered first kept, Solve.
          const { target: wanted, found } = REFERENCE[L.lang];
          await page.keyboard.type(typed(L, wanted));
          await page.keyboard.press('Tab');
          const unknown = await page.locator(`${PANEL} select`).last().inputValue();
          assert.equal(unknown, firstNumber(props).id, 'the field offered first is the form’s first number field');
          await tabTo(page, `${PANEL} button[type="submit"]`, 2);
          await page.keyboard.press('Enter');
          const message = page.locator(`${PANEL} [role="status"]`);
          await message.filter({ hasText: /\S/ }).waitFor({ timeout: 10_000 });
          const said = (await message.textContent()).trim();
          assert.equal(await message.evaluate((m) => m.classList.contains('calc-solve-message--miss')), false, said);
          const money = intl(L, { style: 'currency', currency: L.currency });
          assert.ok(said.includes(money.format(found)), `${said} names ${money.format(found)}`);
          const text = await page.locator(field(unknown)).inputValue();
          assert.equal(Number(L.lang === 'pt-BR' ? text.replaceAll('.', '').replace(',', '.') : text.replaceAll(',', '')), found, `the field found: ${text}`);

          await shots(page, `mortgage-${L.lang}-${width}-solved`);
          if (width === 1366) await tablesInside(page, `${L.lang} mortgage`);
          // The calculator, where the new buttons are (the shell has its own tests).
          await assertAccessible(page, `${L.lang} mortgage at ${width} px, solved`, { include: ISLAND });
          await watch.assertClean();
        } finally {
          await context.close();
        }
      });
    }
  }

  for (const width of [1366, 375]) {
    for (const L of [EN, PT]) {
      test(`mortgage (${L.lang}, ${width} px): a solve started from the field to find, by keyboard`, async () => {
        const { context, page, watch } = await openAt(L, 'mortgage', width);
        try {
          const props = await propsOf(page, 'Calculator');
          const first = firstNumber(props);
          // Hidden until the field is in use: twenty fields, not twenty buttons.
          const find = `${ISLAND} .calc-field:has([name="${first.id}"]) .calc-find`;
          assert.equal(await page.locator(find).isVisible(), false, 'the button waits for its field');
          await page.locator(field(first.id)).focus();
          await page.keyboard.press('Tab');
          assert.equal(await page.evaluate((f) => document.activeElement?.matches(f) ?? false, find), true, 'Tab from the field reaches its button');
          const name = await page.locator(find).getAttribute('aria-label');
          assert.ok(name.startsWith(props.strings.solve.find) && name.includes(first.label), name);
          assert.equal(await uncovered(page, find), null, 'the button, focused');
          assert.equal(await uncovered(page, field(first.id)), null, 'its field, beside it');
          await page.keyboard.press('Enter');
          const target = `${PANEL} input`;
          await page.waitForFunction((t) => document.activeElement?.matches(t) ?? false, target, { timeout: 5000 });
          assert.equal(await page.locator(`${PANEL} select`).last().inputValue(), first.id, 'the field to find is chosen');
          const { target: wanted, found } = REFERENCE[L.lang];
          await page.keyboard.type(typed(L, wanted));
          await tabTo(page, `${PANEL} button[type="submit"]`, 3);
          await page.keyboard.press('Enter');
          const message = page.locator(`${PANEL} [role="status"]`);
          await message.filter({ hasText: /\S/ }).waitFor({ timeout: 10_000 });
          const text = await page.locator(field(first.id)).inputValue();
          assert.equal(Number(L.lang === 'pt-BR' ? text.replaceAll('.', '').replace(',', '.') : text.replaceAll(',', '')), found, `the field found: ${text}`);
          await shots(page, `mortgage-${L.lang}-${width}-from-field`);
          await watch.assertClean();
        } finally {
          await context.close();
        }
      });
    }
  }

  for (const L of [EN, PT]) {
    test(`GPA (${L.lang}, 1366 px): a course's name has room to be read`, async () => {
      const { context, page } = await openAt(L, 'gpa', 1366);
      try {
        const name = page.locator(`${ISLAND} .calc-course-name`).first();
        await name.waitFor();
        const [width, rem] = await name.evaluate((el) => [el.getBoundingClientRect().width, parseFloat(getComputedStyle(document.documentElement).fontSize)]);
        // Twelve rem holds "Organic Chemistry II" and most course names whole.
        assert.ok(width >= 12 * rem, `the course name is ${Math.round(width)} px wide`);
        await shots(page, `gpa-${L.lang}-1366`);
      } finally {
        await context.close();
      }
    });
  }
});

/** Every column of each of the page's tables (each tab) inside its scrolling box: the last heading's right edge within the box's visible width. */
async function tablesInside(page, what) {
  const tabs = page.locator(`${ISLAND} .calc-tables [role="tab"]`);
  const count = Math.max(1, await tabs.count());
  for (let i = 0; i < count; i++) {
    if ((await tabs.count()) > 0) await tabs.nth(i).click();
    const cut = await page.evaluate((island) => {
      const box = [...document.querySelectorAll(`${island} .calc-table-scroll`)].find((b) => b.offsetParent !== null);
      const heads = box.querySelectorAll('thead th');
      const lastHead = heads[heads.length - 1];
      const right = box.getBoundingClientRect().left + box.clientLeft + box.clientWidth;
      const over = lastHead.getBoundingClientRect().right - right;
      return over > 0.5 ? `${lastHead.textContent} is cut by ${Math.round(over)} px` : null;
    }, ISLAND);
    assert.equal(cut, null, `${what}: table ${i + 1}`);
  }
  await screenshot(page.locator(`${ISLAND} .calc-tables`), `in-reach-mortgage-table-${what.replace(' ', '-')}-1366`);
}

/**
 * On a phone: each field, focused, is not covered; reading on down the page,
 * "Copy results" and each table's caption are not covered when they pass the
 * bottom corners, where the scroll-to-top and the tools buttons sit.
 */
async function phoneChecks(page, copyText) {
  const fields = await page.locator(CONTROLS).count();
  for (let i = 0; i < fields; i++) {
    await page.locator(CONTROLS).nth(i).focus();
    assert.equal(await uncovered(page, CONTROLS, i, '.calc-field'), null, `field ${i + 1} focused`);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  const copy = `${ISLAND} .calc-actions .calc-tool-button`;
  const copyIndex = await page.locator(copy).evaluateAll((els, t) => els.findIndex((b) => b.textContent.trim() === t), copyText);
  assert.ok(copyIndex >= 0, `a "${copyText}" button`);
  const targets = [
    ...(await page.locator(`${ISLAND} .calc-table-caption`).evaluateAll((els) => els.map((_, i) => i))).map((i) => [`${ISLAND} .calc-table-caption`, i]),
    [copy, copyIndex],
  ];
  // In page order, scrolling down to each: its middle 40 px above the bottom edge, where the corner buttons are.
  const order = await Promise.all(targets.map(([sel, i]) => page.evaluate(([s, n]) => document.querySelectorAll(s)[n].getBoundingClientRect().top + scrollY, [sel, i])));
  const sorted = targets.map((t, k) => [t, order[k]]).sort((a, b) => a[1] - b[1]);
  for (const [[sel, i]] of sorted) {
    const visible = await page.evaluate(([s, n]) => document.querySelectorAll(s)[n].offsetParent !== null, [sel, i]);
    if (!visible) continue;
    await page.mouse.wheel(0, await page.evaluate(([s, n]) => {
      const r = document.querySelectorAll(s)[n].getBoundingClientRect();
      return Math.max(1, r.top + r.height / 2 - (innerHeight - 40));
    }, [sel, i]));
    // The scroll lands, then ScrollTop reads it on the next frame.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    assert.equal(await uncovered(page, sel, i), null, `${sel} #${i + 1} scrolled to the bottom corner`);
  }
}
