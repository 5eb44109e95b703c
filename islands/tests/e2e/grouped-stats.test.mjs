// The standard deviation page's grouped data and t interval, in English and
// in Portuguese, in a real browser against dist/: a textbook table typed as
// each language writes decimals (a decimal comma and ⊢ in Portuguese), its
// statistics, class table and steps; overlapping classes refused next to
// the field, saying why. Screenshots at 375 and 1366 px with
// CALCULA_SCREENSHOTS.
//
// Expected figures: the values 1.55 ×3, 1.65 ×5, 1.75 ×2 (each class's
// midpoint), worked with mpmath 1.4.1 at 30 digits: x̄ = 1.64, Σ(x − x̄)² =
// 0.049, s = 0.0737864787372621844, t(0.975, 9) = 2.26215716279820554,
// E = t·s/√10 = 0.0527836671319581293, interval 1.58721633286804187 to
// 1.69278366713195813; median 1.6 + (5 − 3)/5·0.1 = 1.64 by hand.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { LANGS, calculatorPath, ISLAND, field, output, openPage, waitForHydration, waitForText, screenshot, BROKEN_NUMBER } from '../../e2e-support/site.mjs';
import { calculatorProps } from '../../e2e-support/props.mjs';
import { siteAndBrowser } from '../../e2e-support/per-file.mjs';

const { server, chromium } = siteAndBrowser();
const ID = 'standard-deviation';

/** The table as each language writes it. */
const TABLE = {
  en: '1.5-1.6: 3\n1.6-1.7: 5\n1.7-1.8: 2',
  'pt-BR': '1,5 ⊢ 1,6: 3\n1,6 ⊢ 1,7: 5\n1,7 ⊢ 1,8: 2',
};
const OVERLAPPING = {
  en: '1.5-1.7: 3\n1.6-1.8: 5',
  'pt-BR': '1,5 ⊢ 1,7: 3\n1,6 ⊢ 1,8: 5',
};

/** A figure as the page shows it, to `decimals` places (the YAML's). */
const shown = (L, x, decimals) => new Intl.NumberFormat(L.locale, { maximumFractionDigits: decimals }).format(x);

/** The message shown for input `name`, once it is marked invalid. */
async function messageOf(page, name) {
  await page.locator(`${field(name)}[aria-invalid="true"]`).waitFor({ timeout: 5000 });
  const id = await page.locator(field(name)).getAttribute('aria-errormessage');
  return (await page.locator(`[id="${id}"]`).textContent()).trim();
}

for (const L of LANGS) {
  const props = calculatorProps(ID, L.lang);
  const decimals = (id) => props.outputs.find((o) => o.id === id).decimals;
  const rules = props.strings.steps.rules;

  describe(`grouped data (${L.lang})`, () => {
    test('a table typed with the language’s decimals gives its statistics, table, steps and t interval; overlapping classes are refused', async () => {
      const url = `${server.origin}${calculatorPath(L, ID)}`;
      const { context, page, watch } = await openPage(chromium.browser, url, { width: 1366 });
      try {
        await waitForHydration(page, ISLAND);
        await page.locator(`${field('dataKind')}[value="grouped"]`).check();
        await page.locator(field('classes')).fill(TABLE[L.lang]);
        const expect = async (id, x) => waitForText(page, output(id), shown(L, x, decimals(id)), { what: `${L.lang} ${id}` });
        await expect('mean', 1.64);
        await expect('median', 1.64);
        await expect('standardDeviation', 0.0737864787372621844);
        await expect('tValue', 2.26215716279820554);
        await expect('marginOfError', 0.0527836671319581293);
        await expect('confidenceLower', 1.58721633286804187);
        await expect('confidenceUpper', 1.69278366713195813);
        assert.equal((await page.locator(output('count')).textContent()).trim(), '10');

        // The class table: midpoints and f·x in the language's decimals.
        const firstRow = await page.locator(`${ISLAND} [data-table="classTable"] tbody tr`).first().locator('th, td').allTextContents();
        assert.deepEqual(firstRow.slice(0, 5).map((t) => t.trim()), [shown(L, 1.5, 6), shown(L, 1.6, 6), shown(L, 1.55, 6), '3', shown(L, 4.65, 6)]);
        // The steps name their rules in the page's language.
        const stepNames = await page.locator(`${output('steps')} .calc-step-name`).allTextContents();
        for (const rule of ['groupedSum', 'groupedMedian', 'groupedMode', 'tQuantile']) {
          assert.ok(stepNames.includes(rules[rule]), `${L.lang}: the step “${rules[rule]}” in ${JSON.stringify(stepNames)}`);
        }
        const results = await page.locator(`${ISLAND}`).textContent();
        assert.doesNotMatch(results, BROKEN_NUMBER);

        await page.locator(`${ISLAND} details`).evaluateAll((ds) => ds.forEach((d) => { d.open = true; }));
        await screenshot(page, `grouped-stats-${L.lang}-1366`, { fullPage: true });
        await page.setViewportSize({ width: 375, height: 900 });
        await screenshot(page, `grouped-stats-${L.lang}-375`, { fullPage: true });

        // The second class starts before the first ends: refused on its line.
        await page.locator(field('classes')).fill(OVERLAPPING[L.lang]);
        assert.equal(await messageOf(page, 'classes'), props.strings.errors.classOverlap.replace('{line}', '2'));
        watch.assertClean();
      } finally {
        await context.close();
      }
    });
  });
}
