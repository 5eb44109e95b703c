// Solve for a field in Chromium: from the Solve button's click to the
// answer on the page (calc-wasm's search and React's render), on the three
// pages issue 29 names. Prints Markdown; `make bench` runs it after
// `make build`. Goal: under 50 ms each (median of 11, after 3 warm-ups,
// targets alternating so that every click solves anew).
//
//   node bench/solve-timing.mjs
import { launchBrowser } from '../e2e-support/browser.mjs';
import { startServer } from '../e2e-support/server.mjs';
import { waitForHydration } from '../e2e-support/site.mjs';

const GOAL_MS = 50;
const RUNS = 11;
const WARM_UP = 3;

/** [page, output, targets typed in turn, input to change] */
const CASES = [
  ['/mortgage-calculator', 'monthlyPayment', ['2500', '3100'], 'homePrice'],
  ['/pt-br/paycheck-calculator', 'netSalary', ['5.000', '7.500'], 'grossSalary'],
  ['/compound-interest-calculator', 'futureValue', ['40000', '60000'], 'rate'],
];

const server = await startServer();
const { browser, close } = await launchBrowser();
console.log('## Solve for a field (Chromium, click → answer shown)');
console.log();
console.log(`| page | solve | median ms | max ms | goal |`);
console.log('|---|---|---|---|---|');
try {
  for (const [path, output, targets, input] of CASES) {
    const page = await browser.newPage();
    await page.goto(`${server.origin}${path}`);
    await waitForHydration(page, '[data-island="Calculator"]');
    const panel = page.locator('.calc-solve');
    await panel.locator('summary').click();
    await panel.locator('select').first().selectOption(output);
    await panel.locator('select').last().selectOption(input);
    const times = [];
    for (let run = 0; run < WARM_UP + RUNS; run++) {
      await panel.locator('input').fill(targets[run % targets.length]);
      const ms = await page.evaluate(
        () =>
          new Promise((resolve) => {
            const panel = document.querySelector('.calc-solve');
            const status = panel.querySelector('[role="status"]');
            const before = status.textContent;
            const start = performance.now();
            new MutationObserver((_, observer) => {
              if (status.textContent !== before) {
                observer.disconnect();
                resolve(performance.now() - start);
              }
            }).observe(status, { childList: true, characterData: true, subtree: true });
            panel.querySelector('button[type="submit"]').click();
          }),
      );
      if (run >= WARM_UP) times.push(ms);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)];
    const verdict = median <= GOAL_MS ? `under ${GOAL_MS} ms` : `**over ${GOAL_MS} ms**`;
    console.log(`| ${path} | ${output} → ${input} | ${median.toFixed(1)} | ${times.at(-1).toFixed(1)} | ${verdict} |`);
    await page.close();
  }
} finally {
  await close();
  await server.stop();
}
