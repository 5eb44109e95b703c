// The graphing calculator (issue 16) in a real browser, in both languages:
// the prerendered page shows the expressions and a picture; typing draws,
// a parameter becomes a slider, the plane pans and zooms, the keyboard
// walks to the intersection of the default curves and reads it out, the
// PNG downloads, and the share link brings the same graph back. Then
// screenshots of the hard cases (tan x, a circle, sin(1/x), y < x^2) into
// test-results/ for a person to look at.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { LANGS, pathFor, openPage, waitForHydration, screenshot, BROKEN_NUMBER } from '../../e2e-support/site.mjs';
import { siteAndBrowser } from '../../e2e-support/per-file.mjs';
import { assertAccessible } from '../../e2e-support/axe.mjs';
import { propsOf } from './shell-support.mjs';
import { openWidgetPage, showTools, tool } from './widget-support.mjs';

const { server, chromium } = siteAndBrowser();
const ISLAND = '[data-island="Graph"]';
const ROW = `${ISLAND} input[name="expressions"]`;
const CANVAS = `${ISLAND} canvas`;

// The default graph's curves sin(x) and x^2/4 - 1 meet at
// mpmath.findroot(lambda x: mpmath.sin(x) - x**2/4 + 1, -0.9) = -0.913249409135262.
const MEETING_X = -0.913249409135262;

const windowOf = (url) => {
  const q = new URL(url).searchParams;
  return Object.fromEntries(['xMin', 'xMax', 'yMin', 'yMax'].map((k) => [k, Number(q.get(k))]));
};

async function hydrated(url, options) {
  const opened = await openPage(chromium.browser, url, options);
  await waitForHydration(opened.page, ISLAND);
  await opened.page.waitForSelector(CANVAS);
  return opened;
}

/** Waits until the address (the share link, updated as the graph changes) satisfies `ok`. */
async function linkWhere(page, ok, what) {
  const until = Date.now() + 5000;
  while (!ok(new URL(page.url()))) {
    if (Date.now() > until) throw new Error(`${what}: the share link never changed as expected (${page.url()})`);
    await page.waitForTimeout(50);
  }
}

for (const L of LANGS) {
  describe(`graphing calculator (${L.lang})`, () => {
    test('draws, slides, pans, zooms, finds the intersection, exports and shares', async () => {
      const url = server.origin + pathFor(L, '/graphing-calculator');
      const { context, page, watch, response } = await hydrated(url);
      try {
        // Prerendered: the expression rows and a picture, not a blank box.
        const html = await response.text();
        assert.match(html, /graph-static/, 'the server HTML has the static picture');
        assert.match(html, /value="y = sin\(x\)"/, 'the server HTML lists the default expressions');
        assert.equal(await page.locator(ROW).count(), 2);

        // Keyboard: walk the points of interest to the intersection; it is read out.
        const numberText = new Intl.NumberFormat(L.locale, { maximumFractionDigits: 4 }).format(MEETING_X);
        await page.focus(CANVAS);
        let said = '';
        for (let i = 0; i < 40 && !said.includes(numberText); i++) {
          await page.keyboard.press('.');
          said = await page.locator(`${ISLAND} [aria-live="polite"].calc-sr-only`).innerText();
        }
        assert.ok(said.includes(numberText), `the intersection at x = ${numberText} is announced (last: ${said})`);

        // A parameter becomes a slider; moving it changes the link.
        await page.locator(ROW).nth(1).fill('y = a x^2 - 2');
        const slider = page.locator(`${ISLAND} input[type="range"][name="slider-a"]`);
        await slider.waitFor();
        await slider.focus();
        for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
        await linkWhere(page, (u) => (u.searchParams.get('sliders') ?? '').startsWith('a:1.5:'), 'slider');

        // Pan with the mouse: dragging right moves the window left.
        const before = windowOf(page.url());
        const box = await page.locator(CANVAS).boundingBox();
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        await page.mouse.down();
        await page.mouse.move(box.x + box.width / 2 + 100, box.y + box.height / 2, { steps: 5 });
        await page.mouse.up();
        await linkWhere(page, (u) => Number(u.searchParams.get('xMin')) < before.xMin - 0.5, 'pan');
        // Zoom in with the wheel: the window narrows.
        const panned = windowOf(page.url());
        await page.mouse.wheel(0, -300);
        const span = (u) => Number(u.searchParams.get('xMax')) - Number(u.searchParams.get('xMin'));
        await linkWhere(page, (u) => span(u) < (panned.xMax - panned.xMin) * 0.9, 'zoom');

        // PNG export.
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: L.lang === 'en' ? 'Download PNG' : 'Baixar PNG' }).click(),
        ]);
        assert.match(download.suggestedFilename(), /\.png$/);

        const text = await page.locator(ISLAND).innerText();
        assert.doesNotMatch(text, BROKEN_NUMBER);
        await page.waitForLoadState('networkidle');
        await assertAccessible(page, url);
        await watch.assertClean();

        // The share link brings the same graph back.
        const shared = page.url();
        const again = await hydrated(shared);
        try {
          assert.equal(await again.page.locator(ROW).nth(1).inputValue(), 'y = a x^2 - 2');
          assert.equal(await again.page.locator(`${ISLAND} input[name="slider-a"]`).inputValue(), '1.5');
          assert.deepEqual(windowOf(again.page.url()), windowOf(shared));
        } finally {
          await again.context.close();
        }
      } finally {
        await context.close();
      }
    });
  });
}

describe('graphing calculator: a long graph shared (issue 41)', () => {
  test('Copy link and the toolbar\'s Share both carry the whole graph, in a link the server takes', async () => {
    const L = LANGS.find((l) => l.lang === 'en');
    const url = server.origin + pathFor(L, '/graphing-calculator');
    const { context, page, watch } = await openWidgetPage(chromium.browser, url, { clipboard: true });
    try {
      await waitForHydration(page, ISLAND);
      await page.waitForSelector(CANVAS);
      const props = await propsOf(page, 'Graph');
      const strings = props.strings.graph;
      const maxLength = props.spec.inputs.find((i) => i.id === 'expressions').kind.text.maxLength;
      // Ten rows filling the expressions' length, `y = 3+(x^2)/2+(x^2)/2…`:
      // brackets, carets and slashes a URL writes as %28, %5E, %2F, so the
      // plain link is over nginx's 8 KB request line (414).
      const rows = 10;
      const width = Math.floor((maxLength + 1) / rows) - 1;
      const lines = Array.from({ length: rows }, (_, i) => `y = ${i}${'+(x^2)/2'.repeat(width)}`.slice(0, width));
      while ((await page.locator(ROW).count()) < rows) await page.getByRole('button', { name: strings.add }).click();
      for (let i = 0; i < rows; i++) await page.locator(ROW).nth(i).fill(lines[i]);
      assert.ok(new URLSearchParams({ expressions: lines.join('\n') }).toString().length > 8192, 'the plain link would be refused');

      /** Opens `link` and reads its rows back. */
      const rowsAt = async (link, what) => {
        const again = await hydrated(link);
        try {
          assert.equal(again.response.status(), 200, `${what}: the server takes the link (${link.length} characters)`);
          const texts = [];
          for (let i = 0; i < (await again.page.locator(ROW).count()); i++) texts.push(await again.page.locator(ROW).nth(i).inputValue());
          return texts;
        } finally {
          await again.context.close();
        }
      };

      await page.getByRole('button', { name: strings.copyLink }).click();
      await page.waitForFunction((said) => document.querySelector('[data-island="Graph"]')?.textContent.includes(said), strings.copied, { timeout: 5000 });
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      assert.deepEqual(await rowsAt(copied, 'Copy link'), lines, 'Copy link brings the graph back');

      await page.evaluate(() => navigator.clipboard.writeText(''));
      await showTools(page);
      await page.locator(tool('share')).click();
      let shared = '';
      for (const until = Date.now() + 5000; shared === '' && Date.now() < until; ) shared = await page.evaluate(() => navigator.clipboard.readText());
      assert.deepEqual(await rowsAt(shared, 'Share'), lines, 'the toolbar\'s Share brings the graph back');
      await watch.assertClean();
    } finally {
      await context.close();
    }
  });
});

describe('graphing calculator: pictures of the hard cases', () => {
  const CASES = [
    ['tan', 'y = tan(x)', { xMin: -7, xMax: 7, yMin: -5, yMax: 5 }],
    ['circle', 'x^2 + y^2 = 4', { xMin: -4, xMax: 4, yMin: -2.5, yMax: 2.5 }],
    ['sin-1-over-x', 'y = sin(1/x)', { xMin: -1, xMax: 1, yMin: -1.5, yMax: 1.5 }],
    ['inequality', 'y < x^2', { xMin: -5, xMax: 5, yMin: -3, yMax: 8 }],
  ];
  test('tan x, a circle, sin(1/x) and y < x^2', async () => {
    for (const [name, expression, w] of CASES) {
      const q = new URLSearchParams({ expressions: expression, ...Object.fromEntries(Object.entries(w).map(([k, v]) => [k, String(v)])) });
      const { context, page, watch } = await hydrated(`${server.origin}/graphing-calculator?${q}`, { height: 1400 });
      try {
        // The consent banner would cover the bottom of the plane.
        await page.evaluate(() => document.querySelector('.shell-consent')?.remove());
        await page.locator(`${ISLAND} .graph-plane`).scrollIntoViewIfNeeded();
        await page.waitForTimeout(300);
        await screenshot(page.locator(`${ISLAND} .graph-plane`), `graphing-${name}`);
        await watch.assertClean();
      } finally {
        await context.close();
      }
    }
  });
});

for (const L of LANGS) {
  test(`graphing calculator (${L.lang}): a line that draws nothing says why, in the page's language`, async () => {
    const url = server.origin + pathFor(L, '/graphing-calculator');
    const { context, page, watch } = await hydrated(url);
    try {
      const props = await propsOf(page, 'Graph');
      const message = props.strings.graph.nothingDrawn;
      assert.ok(message, 'the graph strings say when nothing is drawn');
      const row = page.locator(ROW).nth(1);
      const error = page.locator(`${ISLAND} .graph-row`).nth(1).locator('.graph-error');
      // Far too large for a double everywhere: nothing to draw.
      await row.fill('y = 9^9^9^9');
      await page.waitForFunction(([sel, m]) => document.querySelectorAll(sel)[1]?.textContent === m, [`${ISLAND} .graph-error`, message], { timeout: 5000 })
        .catch(async () => assert.fail(`"y = 9^9^9^9": expected "${message}" beside it, got ${JSON.stringify(await error.textContent())}`));
      assert.equal(await row.getAttribute('aria-describedby'), await error.getAttribute('id'), 'the message describes the field');
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await screenshot(page.locator(`${ISLAND} .graph-side`), `graphing-nothing-drawn-${L.lang}-${width}`);
      }
      // A curve merely off screen still draws, without a message.
      await row.fill('y = x^2 + 100');
      await page.waitForFunction((sel) => document.querySelectorAll(sel)[1]?.textContent === '', `${ISLAND} .graph-error`, { timeout: 5000 });
      await watch.assertClean();
    } finally {
      await context.close();
    }
  });
}
