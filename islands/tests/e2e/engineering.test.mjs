// The engineering calculator in a real browser, in English and Portuguese:
// the prerendered default (Ohm's law), Ohm's law and a divider pick from
// typed input, the colour code both ways with the bands drawn, a value the
// bands cannot show rejected next to its field, and a six-band share link.
// Expected values are worked here from the published rules (V = IR, the
// IEC 60062 colour table, IEC 60063 E12) and formatted with Intl, not read
// from `calcula eval`.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { LANGS, pathFor, field, output, waitForText } from '../../e2e-support/site.mjs';
import { hydratedCalculator, intl, setInput, assertClean, expectShown } from '../../e2e-support/calculator.mjs';
import { get } from '../../e2e-support/http.mjs';
import { textsOf } from '../../e2e-support/html.mjs';
import { open } from './shell-support.mjs';
import { siteAndBrowser } from '../../e2e-support/per-file.mjs';

const { server, chromium } = siteAndBrowser();

const openCalculator = (path) => hydratedCalculator(open(chromium.browser, `${server.origin}${path}`), path);

/** `x` in units of `prefix` (1e3 for k) to four significant digits, then the prefixed symbol. */
const si = (L, x, scale, symbol) => `${intl(L, { maximumSignificantDigits: 4 }).format(x / scale)}\u00a0${symbol}`;

/** The colours the drawing paints, in order. */
const drawnBands = (page) => page.evaluate((s) => [...document.querySelectorAll(`${s} [data-band]`)].map((b) => b.getAttribute('data-band')), output('bands'));

describe('the engineering calculator', { concurrency: 2 }, () => {
  for (const L of LANGS) {
    const path = pathFor(L, '/engineering-calculator');
    const pt = L.lang === 'pt-BR';

    test(`engineering (${L.lang}) ${path}: prerendered, Ohm's law, a divider pick, the colour code both ways`, async () => {
      // The default, 12 V at 0.5 A, is in the HTML before any script: 24 Ω, 6 W.
      const html = (await get(`${server.origin}${path}`)).text;
      assert.deepEqual(textsOf(html, 'data-output', 'answer').map((t) => t.trim()), ['R = 24 Ω, P = 6 W']);

      const { context, page, watch } = await openCalculator(path);
      try {
        // 5 V across 4.7 kΩ: I = 5/4700 A = 1.064 mA, P = 25/4700 W = 5.319 mW.
        await setInput(page, L, 'ohmKnown', 'voltageResistance');
        await setInput(page, L, 'voltage', '5');
        await setInput(page, L, 'resistance', '4k7');
        await expectShown(page, 'currentOut', si(L, 5 / 4700, 1e-3, 'mA'), 'from V and R');
        await expectShown(page, 'powerOut', si(L, 25 / 4700, 1e-3, 'mW'), 'from V and R');

        // Ratio 0.5 from E12: two equal values, scaled to 10 kΩ.
        await setInput(page, L, 'mode', 'dividerPick');
        await setInput(page, L, 'pickBy', 'ratio');
        await setInput(page, L, 'wantedRatio', 0.5);
        await setInput(page, L, 'eSeries', 'e12');
        await expectShown(page, 'pickR1', si(L, 10_000, 1e3, 'kΩ'), 'ratio 0.5');
        await expectShown(page, 'pickR2', si(L, 10_000, 1e3, 'kΩ'), 'ratio 0.5');

        // Five bands brown-black-black-red-brown: 100 × 100 Ω = 10 kΩ, ±1 %.
        await setInput(page, L, 'mode', 'colourToValue');
        await setInput(page, L, 'bandCount', 'five');
        for (const [band, colour] of [['band1', 'brown'], ['band2', 'black'], ['band3', 'black'], ['multiplier', 'red'], ['tolerance', 'brown']]) {
          await setInput(page, L, band, colour);
        }
        await expectShown(page, 'resistanceValue', si(L, 10_000, 1e3, 'kΩ'), 'five bands');
        await expectShown(page, 'toleranceValue', intl(L, { style: 'percent' }).format(0.01), 'five bands');
        assert.deepEqual(await drawnBands(page), ['brown', 'black', 'black', 'red', 'brown']);

        // 4.7 kΩ in four bands: yellow, violet, red; gold for ±5 %.
        await setInput(page, L, 'mode', 'valueToColour');
        await setInput(page, L, 'codeBands', 'four');
        await setInput(page, L, 'codeValue', pt ? '4,7k' : '4.7k');
        await setInput(page, L, 'codeTolerance', 'gold');
        await expectShown(page, 'bands', pt ? 'amarelo, violeta, vermelho, dourado' : 'yellow, violet, red, gold', 'value to colours');
        assert.deepEqual(await drawnBands(page), ['yellow', 'violet', 'red', 'gold']);
        assert.equal(await page.locator(`${output('bands')} svg`).count(), 1, 'the bands are drawn');

        // 4.75 kΩ needs three digits: a message next to the field.
        await setInput(page, L, 'codeValue', pt ? '4,75k' : '4.75k');
        await page.locator(`${field('codeValue')}[aria-invalid="true"]`).waitFor({ timeout: 5000 });
        const messageId = await page.locator(field('codeValue')).getAttribute('aria-errormessage');
        await waitForText(page, `[id="${messageId}"]`, pt ? /só 2 algarismos/ : /only 2 significant digits/, { what: 'the message next to the value' });
        await setInput(page, L, 'codeBands', 'five');
        await expectShown(page, 'resistanceValue', si(L, 4750, 1e3, 'kΩ'), 'five bands hold 4.75 kΩ');
        await assertClean(page, watch, `${path} typed`);
      } finally {
        await context.close();
      }
    });

    test(`engineering (${L.lang}) ${path}: a six-band share link`, async () => {
      // Orange-white-black-orange-brown-red: 390 × 1 k = 390 kΩ ±1 %, 50 ppm/K.
      const query = 'mode=colourToValue&bandCount=six&band1=orange&band2=white&band3=black&multiplier=orange&tolerance=brown&tempco=red';
      const { context, page, watch } = await openCalculator(`${path}?${query}`);
      try {
        await expectShown(page, 'resistanceValue', si(L, 390_000, 1e3, 'kΩ'), 'from the share link');
        await expectShown(page, 'tempcoValue', '50', 'from the share link');
        assert.deepEqual(await drawnBands(page), ['orange', 'white', 'black', 'orange', 'brown', 'red']);
        await assertClean(page, watch, `${path} from a share link`);
      } finally {
        await context.close();
      }
    });
  }
});
