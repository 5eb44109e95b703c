// The browser tests' waitForText, without a browser: a page whose element
// shows a given text. A plain string is the whole shown text, trimmed, as
// expectShown's anchored pattern is; a substring is not enough.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { waitForText } from '../../e2e-support/site.mjs';

/** A page whose every selector finds one element showing `text`. */
function pageShowing(text) {
  const run = async (fn, arg) => {
    globalThis.document = { querySelector: () => ({ textContent: text }) };
    try {
      return fn(arg);
    } finally {
      delete globalThis.document;
    }
  };
  return {
    url: () => 'about:test',
    evaluate: run,
    // Playwright polls until the function is truthy or the time is up.
    waitForFunction: async (fn, arg) => {
      if (!(await run(fn, arg))) throw new Error('timed out');
    },
  };
}

test('a string must be the whole shown text', async () => {
  await waitForText(pageShowing('22.2'), '[data-output="bmi"]', '22.2');
  await waitForText(pageShowing('\n  22.2 \n'), '[data-output="bmi"]', '22.2');
  for (const shown of ['22.25', '122.2', '22.2 kg/m²', '']) {
    await assert.rejects(waitForText(pageShowing(shown), '[data-output="bmi"]', '22.2', { what: 'bmi' }), new RegExp(`bmi: expected text "22.2", got ${JSON.stringify(JSON.stringify(shown)).slice(1, -1)}`), shown);
  }
});

test('a pattern is tested as written', async () => {
  await waitForText(pageShowing('22.25'), 's', /22\.2/);
  await assert.rejects(waitForText(pageShowing('22.25'), 's', /^\s*22\.2\s*$/));
});
