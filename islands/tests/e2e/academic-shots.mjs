// Screenshots of the academic calculators' island only (for looking at the
// keypad, the grid and the MathML closely): test-results/academic-island-*.png.
//   node tests/e2e/academic-shots.mjs
import { startServer } from '../../e2e-support/server.mjs';
import { launchBrowser } from '../../e2e-support/browser.mjs';
import { ISLAND, openPage, waitForHydration, screenshotPath } from '../../e2e-support/site.mjs';

const SHOTS = [
  ['/basic-calculator', 'dark', 375],
  ['/pt-br/scientific-calculator', 'light', 375],
  ['/scientific-calculator', 'dark', 1280],
  ['/matrix-calculator', 'dark', 375],
  ['/pt-br/matrix-calculator', 'light', 1280],
  ['/derivative-calculator', 'dark', 1280],
  ['/fraction-calculator', 'light', 375],
  ['/quadratic-calculator', 'light', 1280],
  ['/standard-deviation-calculator', 'dark', 375],
];

const server = await startServer();
const { browser, close } = await launchBrowser();
try {
  for (const [path, theme, width] of SHOTS) {
    const { context, page } = await openPage(browser, server.origin + path, { theme, width, height: 900 });
    await waitForHydration(page, ISLAND);
    await page.waitForLoadState('networkidle');
    if (path.includes('matrix')) await page.locator(`${ISLAND} [name="operation"]`).selectOption('rref');
    if (path.includes('basic')) {
      await page.locator(`${ISLAND} [name="expression"]`).fill('12*7');
      await page.keyboard.press('Enter');
      await page.locator(`${ISLAND} [data-key="memoryAdd"]`).click();
    }
    await page.locator(`${ISLAND} details`).evaluateAll((ds) => ds.forEach((d) => { d.open = true; }));
    const name = `academic-island-${path.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-${theme}-${width}`;
    await page.locator(ISLAND).screenshot({ path: screenshotPath(name) });
    console.log(name);
    await context.close();
  }
} finally {
  await close();
  await server.stop();
}
