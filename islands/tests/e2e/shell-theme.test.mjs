// Dark mode without a flash (issue 3, acceptance 4): with a theme stored
// before navigation and the system preferring the other one, no frame is
// painted in the wrong theme. An init script (run before the page's own)
// watches from the very start: the <html> class when <body> is created,
// every change of that class, and — once per frame, in the
// requestAnimationFrame callback that precedes each paint — the class and
// the colours the frame is painted with, until the islands have hydrated.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { watchPage } from '../../e2e-support/watch.mjs';
import { hydrated } from './shell-support.mjs';
import { siteAndBrowser } from '../../e2e-support/per-file.mjs';

const { server, chromium } = siteAndBrowser();

/** Runs in the page before any of its scripts. */
const RECORDER = () => {
  const rec = { atBody: null, changes: [], frames: [], stop: false };
  Object.defineProperty(window, '__themeRecord', { value: rec });
  // The init script may run before <html> itself exists.
  const dark = () => document.documentElement?.classList.contains('dark') ?? null;
  const colours = () => {
    const b = document.body;
    if (!b) return null;
    const s = getComputedStyle(b);
    return { bg: s.backgroundColor, fg: s.color };
  };
  new MutationObserver((records, observer) => {
    for (const r of records) {
      if (r.type === 'attributes' && r.target === document.documentElement) rec.changes.push({ dark: dark(), at: performance.now() });
    }
    if (rec.atBody === null && document.body) rec.atBody = { dark: dark(), at: performance.now() };
    if (rec.stop) observer.disconnect();
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
  const frame = () => {
    rec.frames.push({ dark: dark(), ...colours(), at: performance.now() });
    if (!rec.stop) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
};

/** Relative luminance of an rgb()/rgba() colour. */
function luminance(css) {
  const m = css.match(/rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)/);
  assert.ok(m, `a colour: ${css}`);
  const [r, g, b] = m.slice(1, 4).map((x) => {
    const c = Number(x) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * Opens `path` with `stored` in localStorage (or nothing) and the system
 * preferring `system`; returns the record once the page's islands have
 * hydrated and a few more frames have been painted.
 */
async function record(path, { stored, system, island = 'Header' }) {
  const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: system, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const watch = await watchPage(page);
  try {
    await page.addInitScript((theme) => {
      try {
        localStorage.setItem('consent', 'declined');
        if (theme) localStorage.setItem('theme', theme);
      } catch { /* storage disabled */ }
    }, stored);
    await page.addInitScript(RECORDER);
    await page.goto(`${server.origin}${path}`, { waitUntil: 'load' });
    if (island) await hydrated(page, island);
    // A quarter of a second more: late effects would show here.
    await page.waitForTimeout(250);
    const rec = await page.evaluate(() => {
      window.__themeRecord.stop = true;
      return window.__themeRecord;
    });
    // With a choice stored, the system changing its mind changes nothing.
    await page.emulateMedia({ colorScheme: system === 'dark' ? 'light' : 'dark' });
    await page.waitForTimeout(100);
    const afterFlip = await page.evaluate(() => document.documentElement.classList.contains('dark'));
    await watch.assertClean();
    return { ...rec, afterFlip };
  } finally {
    await context.close();
  }
}

function assertNoWrongFrame(rec, want, what) {
  assert.ok(rec.atBody, `${what}: <body> was seen being created`);
  assert.equal(rec.atBody.dark, want === 'dark', `${what}: the theme is set before <body> exists`);
  assert.deepEqual(rec.changes.filter((c) => c.dark !== (want === 'dark')), [], `${what}: the class never flips to the other theme`);
  const painted = rec.frames.filter((f) => f.bg);
  assert.ok(painted.length >= 3, `${what}: frames were recorded (${painted.length})`);
  const wrong = painted.filter((f) => f.dark !== (want === 'dark'));
  assert.deepEqual(wrong, [], `${what}: frames painted with the wrong class`);
  // Every frame has the same colours, and they are the theme's.
  const first = painted[0];
  assert.deepEqual(painted.filter((f) => f.bg !== first.bg || f.fg !== first.fg), [], `${what}: the colours never change (first ${first.bg} on ${first.fg})`);
  const bg = luminance(first.bg);
  const fg = luminance(first.fg);
  if (want === 'dark') assert.ok(bg < 0.1 && fg > 0.5, `${what}: dark colours from the first frame (${first.bg}, text ${first.fg})`);
  else assert.ok(bg > 0.8 && fg < 0.2, `${what}: light colours from the first frame (${first.bg}, text ${first.fg})`);
  assert.equal(rec.afterFlip, want === 'dark', `${what}: the stored choice wins over a change of the system's`);
}

const PAGES = ['/', '/financial-calculators', '/mortgage-calculator', '/pt-br/', '/pt-br/bmi-calculator'];

for (const stored of ['dark', 'light']) {
  const system = stored === 'dark' ? 'light' : 'dark';
  test(`stored ${stored}, system ${system}: no frame in the ${system} theme, from the first paint to after hydration`, async () => {
    for (const path of PAGES) {
      const rec = await record(path, { stored, system, island: path.endsWith('calculator') ? 'Calculator' : 'Header' });
      assertNoWrongFrame(rec, stored, `${path} (stored ${stored}, system ${system})`);
    }
  });
}

test('nothing stored: the first frame already follows the system', async () => {
  for (const system of ['dark', 'light']) {
    const rec = await record('/', { stored: null, system });
    assert.equal(rec.atBody.dark, system === 'dark');
    assert.deepEqual(rec.frames.filter((f) => f.bg && f.dark !== (system === 'dark')), [], `system ${system}`);
    // Nothing stored: a change of the system's preference is followed.
    assert.equal(rec.afterFlip, system !== 'dark', 'follows the system when it changes');
  }
});

test('embeds: the theme query parameter decides from the first frame, whatever the system says', async () => {
  for (const theme of ['dark', 'light']) {
    const system = theme === 'dark' ? 'light' : 'dark';
    const context = await chromium.browser.newContext({ viewport: { width: 600, height: 800 }, colorScheme: system, reducedMotion: 'reduce' });
    const page = await context.newPage();
    try {
      await page.addInitScript(RECORDER);
      await page.goto(`${server.origin}/embed/mortgage?theme=${theme}`, { waitUntil: 'load' });
      await hydrated(page, 'Calculator');
      const rec = await page.evaluate(() => {
        window.__themeRecord.stop = true;
        return window.__themeRecord;
      });
      assert.equal(rec.atBody.dark, theme === 'dark', `embed ${theme}: set before <body>`);
      assert.deepEqual(rec.changes.filter((c) => c.dark !== (theme === 'dark')), [], `embed ${theme}: never flips`);
      assert.ok(rec.frames.length >= 3);
      assert.deepEqual(rec.frames.filter((f) => f.dark !== (theme === 'dark')), [], `embed ${theme}: no frame in the other theme`);
    } finally {
      await context.close();
    }
  }
});
