// The one-frame goal (16.7 ms) from an input event to the new results in
// the DOM, once calc-wasm has loaded: the cases of tests/e2e/recompute.test.mjs
// (e2e-support/frame-cases.mjs) timed alone in Chromium against dist/ served
// by nginx, as visitors have it. `make bench` prints the table.
//
//   node bench/frame-timing.mjs
import { launchBrowser } from '../e2e-support/browser.mjs';
import { startServer } from '../e2e-support/server.mjs';
import { CASES, FRAME_MS, runCase } from '../e2e-support/frame-cases.mjs';

const server = await startServer();
const { browser, close } = await launchBrowser({ asVisitors: true });
try {
  console.log(`## Recompute after the module loads (Chromium; goal: median ≤ ${FRAME_MS} ms)`);
  console.log();
  console.log('| case | median | p90 | max | by the next frame | goal |');
  console.log('|---|---|---|---|---|---|');
  for (const C of CASES) {
    const r = await runCase(browser, server.origin, C);
    const next = r.trials.filter((x) => x.inNextFrame).length;
    console.log(`| ${C.name} | ${r.median.toFixed(2)} ms | ${r.p90.toFixed(2)} ms | ${r.max.toFixed(2)} ms | ${next}/${r.trials.length} | ${r.median <= FRAME_MS ? 'met' : 'MISSED'} |`);
  }
} finally {
  await close();
  await server.stop();
}
