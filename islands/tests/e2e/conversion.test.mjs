// The unit conversion calculator in a real browser, in both languages: the
// prerendered default, typed values and units (found by symbol or name),
// the table of every unit of the kind, a share link, and axe. Expected
// values are exact conversions worked from NIST SP 811 (2008) appendix B.8
// factors (with Python's fractions where noted), not read from `calcula eval`.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { LANGS, pathFor, ISLAND } from '../../e2e-support/site.mjs';
import { hydratedCalculator, setInput, assertClean, expectShown } from '../../e2e-support/calculator.mjs';
import { open } from './shell-support.mjs';
import { textsOf } from '../../e2e-support/html.mjs';
import { siteAndBrowser } from '../../e2e-support/per-file.mjs';

const { server, chromium } = siteAndBrowser();

const openCalculator = (path) => hydratedCalculator(open(chromium.browser, `${server.origin}${path}`), path);
/** A decimal written with the page's decimal separator (the calculator never groups below 1000). */
const local = (L, text) => (L.lang === 'pt-BR' ? text.replace('.', ',') : text);

const expectResult = (page, text, what) => expectShown(page, 'result', text, what);

/** The value the table shows for the unit with `symbol`. */
async function tableValue(page, symbol) {
  return page.evaluate(
    ([island, symbol]) => {
      const rows = [...document.querySelectorAll(`${island} [data-table="conversions"] tr`)];
      const row = rows.find((r) => [...r.cells].some((c) => c.textContent.trim() === symbol));
      return row ? [...row.cells].map((c) => c.textContent.trim()) : null;
    },
    [ISLAND, symbol],
  );
}

// The defaults: 1 mi = 1.609344 km exactly (B.8 mile); 1 alqueire paulista
// = 24 200 m² = 2.42 ha on Portuguese pages.
const DEFAULT = { en: '1.609344 km', 'pt-BR': '2,42 ha' };

describe('the conversion calculator', { concurrency: 2 }, () => {
  for (const L of LANGS) {
    const path = pathFor(L, '/conversion-calculator');

    test(`conversion (${L.lang}) ${path}: prerendered, typed units by symbol and name, every unit at once`, async () => {
      const html = await (await fetch(`${server.origin}${path}`)).text();
      assert.equal(textsOf(html, 'data-output', 'result')[0]?.trim(), DEFAULT[L.lang], `${path}: the default result is in the HTML, the whole shown value`);
      const { context, page, watch } = await openCalculator(path);
      try {
        await expectResult(page, DEFAULT[L.lang], 'prerendered');
        // 10 m² = 10 / 10^6 km² = 0.00001 km² exactly, never 0.000009999999999999999.
        await setInput(page, L, 'value', 10);
        await setInput(page, L, 'from', 'm2');
        await setInput(page, L, 'to', 'km2');
        await expectResult(page, `${local(L, '0.00001')} km²`, '10 m² in km²');
        // Typing a symbol finds the unit: 1 atm = 101.325 kPa (B.8 exactly)
        // = 101325 / 6894.757293168361… psi = 14.69594877551… psi (Python
        // fractions), shown to the default 10 figures.
        await setInput(page, L, 'value', 1);
        await setInput(page, L, 'from', 'atm');
        await setInput(page, L, 'to', 'psi');
        await expectResult(page, `${local(L, '14.69594878')} psi`, '1 atm in psi');
        assert.equal((await tableValue(page, 'kPa'))?.at(-1), local(L, '101.325'), 'kPa row');
        // A name in the page's language: −40 °F = −40 °C (B.8: T/K = (t/°F + 459.67)/1.8).
        await setInput(page, L, 'value', -40);
        await setInput(page, L, 'from', L.lang === 'pt-BR' ? 'graus fahrenheit' : 'fahrenheit');
        await setInput(page, L, 'to', '°C');
        await expectResult(page, '-40 °C', '−40 °F');
        assert.equal((await tableValue(page, 'K'))?.at(-1), local(L, '233.15'), 'kelvin row');
        if (L.lang === 'pt-BR') {
          // Brazilian units: 30 kg = 2 arrobas of 15 kg.
          await setInput(page, L, 'value', 30);
          await setInput(page, L, 'from', 'quilograma');
          await setInput(page, L, 'to', 'arroba');
          await expectResult(page, '2 @', '30 kg in arrobas');
        }
        await assertClean(page, watch, `${path} typed`);
      } finally {
        await context.close();
      }
    });

    test(`conversion (${L.lang}) ${path}: a share link fills the form`, async () => {
      const { context, page, watch } = await openCalculator(`${path}?value=1&from=mpg&to=L%2F100%20km&figures=9`);
      try {
        // 1 US mpg: 100 × 3.785411784 / 1.609344 = 235.2145833… L/100 km.
        await expectResult(page, `${local(L, '235.214583')} L/100 km`, 'from the share link');
        await assertClean(page, watch, `${path} from a share link`);
      } finally {
        await context.close();
      }
    });
  }
});
