// `make audit`: Lighthouse (mobile) on the home page, a category page and a
// calculator page in both languages, against dist/ served by nginx as in
// production. Prints the four category scores; exits non-zero below 95.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../islands/e2e-support/server.mjs';

const run = promisify(execFile);
const MIN_SCORE = 95;
const PAGES = ['/', '/financial-calculators', '/mortgage-calculator', '/pt-br/', '/pt-br/health-calculators', '/pt-br/bmi-calculator'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const bin = path.join(path.dirname(new URL(import.meta.url).pathname), 'node_modules/.bin/lighthouse');

const server = await startServer();
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'calcula-lh-'));
let failed = false;
try {
  console.log(`| page | ${CATEGORIES.join(' | ')} |`);
  console.log(`|---|${CATEGORIES.map(() => '---').join('|')}|`);
  for (const page of PAGES) {
    const report = path.join(out, 'report.json');
    await run(bin, [
      server.origin + page,
      '--output=json',
      `--output-path=${report}`,
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync',
    ], { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, maxBuffer: 64 * 1024 * 1024 });
    const result = JSON.parse(fs.readFileSync(report, 'utf8'));
    const scores = CATEGORIES.map((c) => Math.round((result.categories[c]?.score ?? 0) * 100));
    if (scores.some((s) => s < MIN_SCORE)) failed = true;
    console.log(`| ${page} | ${scores.join(' | ')} |`);
    for (const [id, audit] of Object.entries(result.audits)) {
      if (audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary') console.log(`|   ↳ ${id}: ${audit.title} | | | | |`);
    }
  }
} finally {
  await server.stop();
  fs.rmSync(out, { recursive: true, force: true });
}
if (failed) {
  console.error(`some score is below ${MIN_SCORE}`);
  process.exit(1);
}
