// The hash generator in a real browser, both languages: the prerendered
// default, a typed text against a published vector, a generated file hashed
// through the file input (by the page's Web Worker, streamed through a 4 MiB buffer) against
// node:crypto's digest, a pasted hash verified (match and no match), and a
// share link that fills the algorithm and the text.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { assertAccessible } from '../../e2e-support/axe.mjs';
import { LANGS, pathFor, ISLAND, output, waitForText, BROKEN_NUMBER } from '../../e2e-support/site.mjs';
import { hydratedCalculator, setInput } from '../../e2e-support/calculator.mjs';
import { get } from '../../e2e-support/http.mjs';
import { textsOf } from '../../e2e-support/html.mjs';
import { open, propsOf } from './shell-support.mjs';
import { siteAndBrowser } from '../../e2e-support/per-file.mjs';

const { server, chromium } = siteAndBrowser();

const openCalculator = (path) => hydratedCalculator(open(chromium.browser, `${server.origin}${path}`), path);

// FIPS 180-2 appendix B.1: SHA-256("abc").
const SHA256_ABC = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';
// RFC 1321 A.5: MD5("abc").
const MD5_ABC = '900150983cd24fb0d6963f7d28e17f72';

const exactly = (text) => new RegExp(`^\\s*${text}\\s*$`);
const MATCH = { en: /^Match/, 'pt-BR': /^Confere/ };
const NO_MATCH = { en: /^No match/, 'pt-BR': /^Não confere/ };

/** 4 MiB + 7 bytes, not all alike: the worker hashes 4 MiB at a time, so the file takes a full buffer and a short one. */
function generatedFile() {
  const bytes = Buffer.alloc(4 * 1024 * 1024 + 7);
  for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 31 + (i >> 12)) & 255;
  return bytes;
}

describe('the hash generator', { concurrency: 2 }, () => {
  for (const L of LANGS) {
    const path = pathFor(L, '/hash-generator');

    test(`hash (${L.lang}) ${path}: prerendered, typed text, a file, verification`, async () => {
      // The default result is in the HTML before any script runs.
      const html = (await get(`${server.origin}${path}`)).text;
      const { context, page, watch } = await openCalculator(path);
      try {
        const props = await propsOf(page, 'Calculator');
        assert.equal(props.module, 'hash', 'runs on its own module');
        const defaultText = props.spec.inputs.find((i) => i.id === 'text').default;
        const defaultHash = createHash('sha256').update(defaultText, 'utf8').digest('hex');
        assert.equal(textsOf(html, 'data-output', 'hash')[0]?.trim(), defaultHash, 'the default SHA-256 is prerendered, the whole shown value');

        await setInput(page, L, 'text', 'abc');
        await waitForText(page, output('hash'), exactly(SHA256_ABC), { what: 'SHA-256 of abc', timeout: 10000 });

        await setInput(page, L, 'expected', SHA256_ABC.toUpperCase());
        await waitForText(page, output('verification'), MATCH[L.lang], { what: 'a matching hash' });
        await setInput(page, L, 'expected', SHA256_ABC.replace(/d$/, 'e'));
        await waitForText(page, output('verification'), NO_MATCH[L.lang], { what: 'a different hash' });
        await setInput(page, L, 'expected', '');

        const bytes = generatedFile();
        await page.locator(`${ISLAND} input[type="file"]`).setInputFiles({ name: 'sample.bin', mimeType: 'application/octet-stream', buffer: bytes });
        const want = createHash('sha256').update(bytes).digest('hex');
        await waitForText(page, `${ISLAND} [data-output="fileHash"]`, exactly(want), { what: 'the file SHA-256', timeout: 20000 });
        // Another algorithm hashes the file again.
        await setInput(page, L, 'algorithm', 'md5');
        const md5 = createHash('md5').update(bytes).digest('hex');
        await waitForText(page, `${ISLAND} [data-output="fileHash"]`, exactly(md5), { what: 'the file MD5', timeout: 20000 });
        await setInput(page, L, 'expected', md5);
        await waitForText(page, `${ISLAND} [data-output="fileVerification"]`, MATCH[L.lang], { what: 'the file verified' });

        const text = await page.evaluate((s) => document.querySelector(s).innerText, ISLAND);
        assert.doesNotMatch(text, BROKEN_NUMBER);
        await page.waitForLoadState('networkidle');
        await assertAccessible(page, `${path} hashed`);
        await watch.assertClean();
      } finally {
        await context.close();
      }
    });
  }

  test('hash: a share link fills the algorithm and the text', async () => {
    const path = '/hash-generator?algorithm=md5&text=abc';
    const { context, page, watch } = await openCalculator(path);
    try {
      await waitForText(page, output('hash'), exactly(MD5_ABC), { what: 'MD5 of abc from the link', timeout: 10000 });
      await watch.assertClean();
    } finally {
      await context.close();
    }
  });
});
