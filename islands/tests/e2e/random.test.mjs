// The random generator and the password generator in a real browser, in
// both languages, against dist/ served by deploy/nginx.conf:
//
// - the page everyone downloads holds no draw and no password (the build
//   withholds them); the page draws as soon as it opens;
// - a seeded draw shows the draw reproduced independently in Python (key =
//   SHA-256(b"calcula-random-v1\x001\x00calcula"), the `cryptography`
//   package's ChaCha20 keystream, rejection sampling), and a share link
//   with the seed reproduces it;
// - a password has its length and every chosen kind of character, a
//   passphrase its word count and separator, each with its entropy worked
//   out in Python (inclusion–exclusion over the kinds; n·log2 7776);
// - the EFF wordlist is fetched once, and only in passphrase mode;
// - a typed password gets zxcvbn's estimate, and is kept nowhere;
// - no console errors, no broken numbers, and axe finds nothing.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { LANGS, pathFor, output, waitForText, textOf } from '../../e2e-support/site.mjs';
import { hydratedCalculator, intl, setInput, assertClean, expectShown, labelOf } from '../../e2e-support/calculator.mjs';
import { open, propsOf } from './shell-support.mjs';
import { siteAndBrowser } from '../../e2e-support/per-file.mjs';

const { server, chromium } = siteAndBrowser();

const openCalculator = (path) => hydratedCalculator(open(chromium.browser, `${server.origin}${path}`), path);

/** Seed "calcula", draw 1, ten integers from 1 to 100 (Python, as above). */
const CALCULA_DRAW = [88, 21, 73, 24, 96, 93, 34, 52, 63, 77];
/** A coin's faces as each language names them (the locales give them; Rust gives ids). */
const FACES = { en: ['heads', 'tails'], 'pt-BR': ['cara', 'coroa'] };
/** The page lists values with ", ", or "; " where the decimal mark is a comma. */
const listed = (L, values) => values.join(L.lang === 'pt-BR' ? '; ' : ', ');

const escaped = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const bits = (L, x) => intl(L, { maximumFractionDigits: 1 }).format(x);
const outputLabel = (props, id) => props.outputs.find((o) => o.id === id)?.label;

/** Output `id` in the server's HTML of `path` (what every visitor downloads): its text, or null when absent. */
async function builtOutput(path, id) {
  const html = await (await fetch(`${server.origin}${path}`)).text();
  assert.match(html, /data-output="source"|data-output="entropyBits"/, `${path}: the built page has its results`);
  const match = html.match(new RegExp(`data-output="${id}"[^>]*>([^<]*)<`));
  return match ? match[1] : null;
}

describe('the random and password generators', { concurrency: 2 }, () => {
  for (const L of LANGS) {
    const randomPath = pathFor(L, '/random-generator');
    const passwordPath = pathFor(L, '/password-generator');

    test(`random (${L.lang}) ${randomPath}: drawn on arrival, a seeded draw, and its share link`, async () => {
      assert.equal(await builtOutput(randomPath, 'result'), null, 'the built page holds no draw');
      let { context, page, watch } = await openCalculator(randomPath);
      try {
        const props = await propsOf(page, 'Calculator');
        // Drawn in the browser: one integer from 1 to 100, cryptographic.
        await waitForText(page, output('result'), /^\s*\d+\s*$/, { what: 'a draw on arrival', timeout: 10000 });
        const first = Number((await textOf(page, output('result'))).trim());
        assert.ok(first >= 1 && first <= 100, `${first} in 1–100`);
        await expectShown(page, 'source', labelOf(props, 'source', 'crypto'), 'without a seed');
        await setInput(page, L, 'count', 10);
        await setInput(page, L, 'seed', 'calcula');
        await expectShown(page, 'result', listed(L, CALCULA_DRAW), 'seed "calcula", draw 1');
        await expectShown(page, 'source', labelOf(props, 'source', 'seeded'), 'with a seed');
        // Ten coins: each face named in the page's language, counted as shown.
        const [heads, tails] = FACES[L.lang];
        await setInput(page, L, 'mode', 'coins');
        await waitForText(page, output('result'), new RegExp(`^\\s*(${heads}|${tails})(, (${heads}|${tails})){9}\\s*$`), { what: 'ten coins' });
        const flips = (await textOf(page, output('result'))).trim().split(', ');
        await expectShown(page, 'heads', String(flips.filter((f) => f === heads).length), 'heads counted');
        await assertClean(page, watch, `${randomPath} after a seeded draw`);
      } finally {
        await context.close();
      }
      ({ context, page, watch } = await openCalculator(`${randomPath}?mode=integers&min=1&max=100&count=10&seed=calcula&draw=1`));
      try {
        await expectShown(page, 'result', listed(L, CALCULA_DRAW), 'from the share link');
        await watch.assertClean();
      } finally {
        await context.close();
      }
    });

    test(`password (${L.lang}) ${passwordPath}: none in the HTML, a password with every kind, a passphrase`, async () => {
      assert.equal(await builtOutput(passwordPath, 'password'), null, 'the built page holds no password');
      const { context, page, watch } = await openCalculator(passwordPath);
      const sent = [];
      page.on('request', (r) => sent.push(`${r.url()} ${r.postData() ?? ''}`));
      // Resource timing covers every fetch since the page opened.
      const wordlistFetches = () =>
        page.evaluate(
          () => performance.getEntriesByType('resource').filter((e) => /\/assets\/eff-large-wordlist-[\w-]+\.txt$/.test(e.name)).length,
        );
      try {
        // The defaults: 16 characters from all four kinds, 104.5925141352476 bits.
        await waitForText(page, output('password'), /^\s*\S{16}\s*$/, { what: 'a password on arrival', timeout: 10000 });
        await expectShown(page, 'entropyBits', bits(L, 104.5925141352476), 'the defaults');
        // "Generate again": the same settings, another password (a repeat has chance 2^-104.6).
        const before = (await textOf(page, output('password'))).trim();
        const props = await propsOf(page, 'Calculator');
        await page.getByRole('button', { name: props.strings.tools.drawAgain }).click();
        await waitForText(page, output('password'), new RegExp(`^\\s*(?!${escaped(before)}\\s*$)\\S{16}\\s*$`), { what: 'a new password' });
        // Its copy button puts exactly the password on the clipboard and says so.
        await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.origin });
        const shownNow = (await textOf(page, output('password'))).trim();
        const copyName = props.strings.tools.copyLineAlone.replace('{label}', outputLabel(props, 'password'));
        await page.getByRole('button', { name: copyName, exact: true }).click();
        await waitForText(page, '.calc-copy-status', props.strings.tools.lineCopied, { what: 'copied, announced' });
        assert.equal(await page.evaluate(() => navigator.clipboard.readText()), shownNow, 'the clipboard holds the password');
        // 24 characters, no symbols: log2 of the count by inclusion–exclusion = 142.8793716757282.
        await setInput(page, L, 'length', 24);
        await setInput(page, L, 'symbols', false);
        await expectShown(page, 'entropyBits', bits(L, 142.8793716757282), '24 characters, no symbols');
        const password = (await textOf(page, output('password'))).trim();
        assert.match(password, /^[A-Za-z0-9]{24}$/, password);
        for (const kind of [/[a-z]/, /[A-Z]/, /[0-9]/]) assert.match(password, kind, `${password} has ${kind}`);
        // The EFF wordlist is fetched only for passphrases, and once.
        assert.equal(await wordlistFetches(), 0, 'no wordlist before passphrase mode');
        // Five EFF words joined by "_": 5·log2 7776 = 64.62406251802891 bits.
        await setInput(page, L, 'mode', 'passphrase');
        await setInput(page, L, 'words', 5);
        await setInput(page, L, 'separator', '_');
        await expectShown(page, 'entropyBits', bits(L, 64.62406251802891), 'five words');
        await waitForText(page, output('password'), /^\s*[a-z-]+(_[a-z-]+){4}\s*$/, { what: 'five words joined by _' });
        assert.equal(await wordlistFetches(), 1, 'the wordlist, fetched once for passphrases');
        // A typed password's strength: zxcvbn-ts loads on first use, and the
        // password goes nowhere (no request, URL or storage holds it).
        // "qwerty" is on zxcvbn's top-ten list (score 0, warning topTen);
        // 20 random characters are beyond its 10¹⁰-guess mark (score 4).
        const s = props.strings.strength;
        const check = page.getByLabel(s.label, { exact: true });
        const scoreShown = (word, score) => s.score.replace('{word}', word).replace('{score}', String(score));
        await check.fill('qwerty');
        await waitForText(page, '.calc-strength-score', scoreShown(s.scores.tooGuessable, 0), { what: 'score 0', timeout: 15000 });
        await waitForText(page, '.calc-strength-warning', s.warnings.topTen, { what: 'the top-ten warning' });
        const typed = 'q7#Vt9!mZ2@xL4$wR8&k';
        await check.fill(typed);
        await waitForText(page, '.calc-strength-score', scoreShown(s.scores.veryUnguessable, 4), { what: 'score 4' });
        assert.doesNotMatch(await textOf(page, '.calc-strength'), /NaN|undefined|Infinity/);
        await assertClean(page, watch, `${passwordPath} after a passphrase and a strength check`);
        // Nothing generated or typed is kept in the browser's storage, the address or a request.
        const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
        assert.ok(!stored.includes(password), 'the password is not in localStorage');
        for (const secret of [typed, encodeURIComponent(typed), 'qwerty']) {
          assert.ok(!stored.includes(secret), `${secret} is not in storage`);
          assert.ok(!page.url().includes(secret), `${secret} is not in the address`);
          assert.ok(!sent.some((r) => r.includes(secret)), `${secret} is in no request`);
        }
      } finally {
        await context.close();
      }
    });
  }
});
