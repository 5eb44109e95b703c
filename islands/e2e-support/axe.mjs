// axe-core run in the page itself: injected once per document (and frame),
// then `axe.run` for violations only. @axe-core/playwright injected axe on
// every call and finished each run in a new blank page: about 2.5 s a check
// on a calculator page against about 0.4 s here, over some 250 checks a
// `make test`. The rules and tags are the same axe-core's. The minified
// build is injected (the package's `source` is the 1.3 MB readable one):
// the page parses half as much (ten injections on a calculator page: 1.8 →
// 0.75 s of CPU).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { ISLAND, screenshot } from './site.mjs';

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** Every frame of the page has axe (a navigation or a new frame needs it again). */
async function injectAxe(page) {
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => typeof window.axe === 'object'))) await frame.evaluate(AXE_SOURCE);
  }
}

/**
 * The violations axe finds in the page as it is now, as plain data.
 * include: a CSS selector to check only that part (default: the document).
 */
export async function axeViolations(page, { include } = {}) {
  await injectAxe(page);
  return page.evaluate(async ([selector, tags]) => {
    const result = await window.axe.run(selector ? { include: [[selector]] } : document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      helpUrl: v.helpUrl,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  }, [include ?? null, AXE_TAGS]);
}

function describe(v) {
  const nodes = v.nodes.slice(0, 5).map((n) => `      ${n.target.join(' ')}: ${(n.failureSummary || '').replace(/\s+/g, ' ').trim()}`);
  const more = v.nodes.length > 5 ? `\n      ... and ${v.nodes.length - 5} more` : '';
  return `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes.join('\n')}${more}`;
}

/** Run axe on the page as it is now; fail with every violation listed. */
export async function assertAccessible(page, what = page.url(), options = {}) {
  const v = await axeViolations(page, options);
  assert.equal(v.length, 0, `${what}: axe found ${v.length} violation(s):\n${v.map(describe).join('\n')}`);
  return v;
}

/**
 * A calculator page at 1280 px and then at 375 px: axe (at 375 px on the
 * calculator itself: the shell at phone widths has its own tests, on every
 * kind of page), no sideways scrolling, and (when `shot` names one) a
 * full-page screenshot `<shot>-<width>`.
 */
export async function assertAccessibleAtBothWidths(page, what, shot) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    await page.evaluate(() => document.fonts.ready.then(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))));
    if (shot) await screenshot(page, `${shot}-${width}`, { fullPage: true });
    await assertAccessible(page, `${what} (${width}px)`, width < 600 ? { include: ISLAND } : {});
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `${what} (${width}px): the page scrolls sideways by ${overflow}px`);
  }
}
