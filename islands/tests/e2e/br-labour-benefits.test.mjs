// Brazil's seguro-desemprego, horas extras and FGTS pages (issue 44) in a real
// browser, in both languages, driven by their content files
// (content/calculators/<id>.yaml): the page opened from a share link that
// holds one example's inputs shows that example's literal main result, in
// reais on the English page too (the file's `currency`); a second example
// typed in as a person would; the statement table has its lines; printed
// (print media) the result and the statement are there; a negative amount
// is refused next to its field and nothing stale is shown as computed.
// The examples' values are worked by hand from the law (see the comments
// in the content files), not by the site's code.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { LANGS, ISLAND, field, output, calculatorPath } from '../../e2e-support/site.mjs';
import { hydratedCalculator, intl, setInputs, setInput, expectShown, assertClean } from '../../e2e-support/calculator.mjs';
import { open } from './shell-support.mjs';
import { siteAndBrowser } from '../../e2e-support/per-file.mjs';
import { calculatorContent } from '../../e2e-support/content.mjs';

const { server, chromium } = siteAndBrowser();
const IDS = ['seguro-desemprego', 'horas-extras', 'fgts'];
const contentOf = calculatorContent;

describe('Brazilian labour pages: seguro-desemprego, horas extras, FGTS', { concurrency: 2 }, () => {
  for (const id of IDS) {
    const content = contentOf(id);
    const primary = content.outputs.find((o) => o.primary).id;
    const table = content.outputs.find((o) => o.format === 'table').id;
    // The first money input: a negative amount of it must be refused.
    const amount = content.inputs.find((i) => i.unit === 'currency').id;
    const [linked, typedIn] = content.examples.filter((e) => primary in e.outputs);
    const rowsOf = (example) => Math.max(...Object.keys(example.outputs).filter((k) => k.startsWith(`${table}/`)).map((k) => Number(k.split('/')[1]))) + 1;

    for (const L of LANGS) {
      test(`${id} (${L.lang}): a share link, an example typed in, the statement, the printout, bad input`, async () => {
        const money = (x) => intl(L, { style: 'currency', currency: content.currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(x);
        const url = calculatorPath(L, id);
        const query = new URLSearchParams(Object.entries(linked.inputs).map(([k, v]) => [k, String(v)]));
        const { context, page, watch } = await hydratedCalculator(open(chromium.browser, `${server.origin}${url}?${query}`), url);
        try {
          await expectShown(page, primary, money(linked.outputs[primary]), 'from the share link');
          const rows = page.locator(`${ISLAND} .calc-tables tbody tr`);
          assert.ok(rowsOf(linked) > 1, 'the example names the statement lines');
          assert.ok((await rows.count()) >= rowsOf(linked), `the statement has the example's ${rowsOf(linked)} lines`);

          await page.emulateMedia({ media: 'print' });
          assert.ok(await page.locator(output(primary)).isVisible(), 'printed: the result');
          assert.ok(await rows.last().isVisible(), 'printed: the statement');
          await page.emulateMedia({ media: 'screen' });

          await setInputs(page, L, typedIn.inputs);
          await expectShown(page, primary, money(typedIn.outputs[primary]), 'typed in');

          await setInput(page, L, amount, -1);
          await page.locator(`${field(amount)}[aria-invalid="true"]`).waitFor({ timeout: 5000 });
          const messageId = await page.locator(field(amount)).getAttribute('aria-errormessage');
          assert.ok((await page.locator(`[id="${messageId}"]`).innerText()).trim().length > 0, 'a message next to the field');
          await setInput(page, L, amount, typedIn.inputs[amount]);
          await expectShown(page, primary, money(typedIn.outputs[primary]), 'fixed again');
          await assertClean(page, watch, `${url} ${id}`);
        } finally {
          await context.close();
        }
      });
    }
  }
});
