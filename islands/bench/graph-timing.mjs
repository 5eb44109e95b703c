// The graphing calculator in Chromium (issue 16): the main thread's time per
// frame while panning five curves (tan x, an implicit circle, 1/x, sin x,
// a parabola) across the plane, from the pointer event to the finished
// picture (the island's `calcula:graph-drawn` performance mark), and the
// time from editing an expression to its redrawn graph. Target: p95 frame
// under 16 ms. Prints Markdown; `make bench` runs it after `make build`.
//
//   node bench/graph-timing.mjs
import { launchBrowser } from '../e2e-support/browser.mjs';
import { startServer } from '../e2e-support/server.mjs';
import { waitForHydration } from '../e2e-support/site.mjs';

const FRAME_BUDGET_MS = 16;
const PAN_STEPS = 120;
const EDITS = 20;
const CURVES = ['y = tan(x)', 'x^2 + y^2 = 4', 'y = 1/x', 'y = sin(x)', 'y = x^2/4 - 2'];

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const ms = (v) => v.toFixed(2);

const server = await startServer();
const { browser, close } = await launchBrowser();
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const q = new URLSearchParams({ expressions: CURVES.join('\n'), xMin: '-10', xMax: '10', yMin: '-6', yMax: '6' });
  await page.goto(`${server.origin}/graphing-calculator?${q}`, { waitUntil: 'networkidle' });
  await waitForHydration(page, '[data-island="Graph"]');
  await page.waitForSelector('[data-island="Graph"] canvas');
  await page.waitForTimeout(300);

  const result = await page.evaluate(
    async ({ steps, edits }) => {
      const canvas = document.querySelector('[data-island="Graph"] canvas');
      const rect = canvas.getBoundingClientRect();
      const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      /** Time from `act` to the next drawn mark (null if nothing was drawn within two frames). */
      async function timed(act) {
        performance.clearMarks('calcula:graph-drawn');
        const start = performance.now();
        act();
        for (let i = 0; i < 30; i++) {
          await frame();
          const marks = performance.getEntriesByName('calcula:graph-drawn');
          if (marks.length > 0) return marks[0].startTime - start;
        }
        return null;
      }
      const pointer = (type, x, y) =>
        canvas.dispatchEvent(new PointerEvent(type, { pointerId: 1, bubbles: true, clientX: x, clientY: y, buttons: type === 'pointerup' ? 0 : 1, isPrimary: true }));
      const cx = rect.left + rect.width / 2;
      const cy = rect.top + rect.height / 2;
      pointer('pointerdown', cx, cy);
      const pan = [];
      for (let i = 1; i <= steps; i++) {
        // Back and forth, 6 px a frame.
        const dx = 6 * (i % 80 < 40 ? i % 40 : 40 - (i % 40));
        const t = await timed(() => pointer('pointermove', cx + dx, cy + dx / 3));
        if (t !== null) pan.push(t);
      }
      pointer('pointerup', cx, cy);
      const input = document.querySelectorAll('[data-island="Graph"] input[name="expressions"]')[3];
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
      const edit = [];
      for (let i = 0; i < edits; i++) {
        const t = await timed(() => {
          setter.call(input, `y = sin(${(i % 5) + 2}x)`);
          input.dispatchEvent(new Event('input', { bubbles: true }));
        });
        if (t !== null) edit.push(t);
      }
      return { pan, edit };
    },
    { steps: PAN_STEPS, edits: EDITS },
  );
  const pan = result.pan.sort((a, b) => a - b);
  const edit = result.edit.sort((a, b) => a - b);
  console.log('## Graphing calculator (Chromium): panning five curves, redrawing after an edit');
  console.log('');
  console.log(`curves: ${CURVES.join(' · ')}; plane ${await page.evaluate(() => { const r = document.querySelector('[data-island="Graph"] canvas').getBoundingClientRect(); return `${Math.round(r.width)}×${Math.round(r.height)} px`; })}`);
  console.log('');
  console.log('| measure | samples | p50 ms | p95 ms | max ms |');
  console.log('|---|---|---|---|---|');
  console.log(`| pan frame (pointer event → drawn) | ${pan.length} | ${ms(quantile(pan, 0.5))} | ${ms(quantile(pan, 0.95))} | ${ms(pan[pan.length - 1])} |`);
  console.log(`| edit an expression → redrawn | ${edit.length} | ${ms(quantile(edit, 0.5))} | ${ms(quantile(edit, 0.95))} | ${ms(edit[edit.length - 1])} |`);
  const p95 = quantile(pan, 0.95);
  console.log('');
  console.log(`pan p95 ${ms(p95)} ms: ${p95 < FRAME_BUDGET_MS ? 'within' : 'OVER'} the ${FRAME_BUDGET_MS} ms frame target`);
  await context.close();
} finally {
  await close();
  await server.stop();
}
