// Lighthouse performance on every page type, both languages, both themes
// (issue 43: score 100, total blocking time ≤ 50 ms): the median of `runs`
// runs of each, as a Markdown table. Printed against the goals, never a
// failure: the machine's load moves them (lighthouse.mjs's four-category
// audit keeps its minimum).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { DIST } from '../islands/e2e-support/paths.mjs';

const exec = promisify(execFile);

/** [page type, English path]; the pt-BR path is read from dist/ (pageIn). */
export const PERFORMANCE_PAGES = [
  ['home', '/'],
  ['category', '/financial-calculators'],
  ['calculator with charts', '/mortgage-calculator'],
  ['formula calculator', '/tip-calculator'],
  ['academic: keypad', '/basic-calculator'],
  ['academic: steps', '/derivative-calculator'],
  ['graphing', '/graphing-calculator'],
  ['embed', '/embed/percentage'],
  ['article', '/about'],
];
export const GOAL_SCORE = 100;
export const GOAL_TBT_MS = 50;

/**
 * The site picks dark before first paint from localStorage, else
 * prefers-color-scheme (generator/templates/inline/theme.js); Lighthouse
 * starts each run on a fresh profile, so this Chromium flag decides.
 */
export const DARK_FLAG = '--force-dark-mode';
const THEMES = [['light', []], ['dark', [DARK_FLAG]]];

const fileOf = (page) => path.join(DIST, page.endsWith('/') ? `${page}index.html` : `${page}.html`);

/** `page` in language `lang`: the English page's pt-BR alternate if it names one (its slug), else /pt-br + the path; must be in dist/. */
function pageIn(lang, page) {
  let found = page;
  if (lang === 'pt-BR') {
    const alternate = fs.readFileSync(fileOf(page), 'utf8').match(/<link[^>]*hreflang="pt-BR"[^>]*href="([^"]+)"/);
    found = alternate ? new URL(alternate[1]).pathname : `/pt-br${page}`;
  }
  assert.ok(fs.existsSync(fileOf(found)), `${lang} ${page}: ${fileOf(found)} is not in dist/`);
  return found;
}

/** Proves DARK_FLAG turns the site dark in this Chromium, and its absence leaves it light. */
async function checkDarkFlag(origin, chrome, flags) {
  const htmlTag = async (extra) => {
    const { stdout } = await exec(chrome, [...flags.split(' '), ...extra, '--dump-dom', `${origin}/about`], { maxBuffer: 16 * 1024 * 1024 });
    return stdout.match(/<html[^>]*>/)?.[0] ?? '';
  };
  const dark = /class="[^"]*\bdark\b/;
  assert.ok(dark.test(await htmlTag([DARK_FLAG])), `${DARK_FLAG}: the page did not turn dark`);
  assert.ok(!dark.test(await htmlTag([])), 'without a flag: the page is dark');
}

/**
 * A run that fails, twice at most, is run again: on a loaded machine
 * Lighthouse sometimes loses the trace (NO_NAVSTART, "Please run
 * Lighthouse again"), which says nothing about the page.
 */
async function retried(f) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await f();
    } catch (e) {
      if (attempt === 3) throw e;
      process.stderr.write(`  run failed, again: ${String(e.stderr || e.message).trim().split('\n')[0]}\n`);
    }
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * lighthouse(page, report, { categories, chromeFlags }) runs one Lighthouse
 * and returns its parsed report. Reports (the run of median score) land in
 * `out`. `only`: some of PERFORMANCE_PAGES' English paths (a quick look).
 */
export async function performanceTable({ origin, lighthouse, runs, only = [], out, chrome, chromeFlags }) {
  const unknown = only.filter((p) => !PERFORMANCE_PAGES.some(([, page]) => page === p));
  if (unknown.length > 0) throw new Error(`not in audit/performance.mjs PERFORMANCE_PAGES: ${unknown.join(', ')}`);
  const pages = only.length > 0 ? PERFORMANCE_PAGES.filter(([, page]) => only.includes(page)) : PERFORMANCE_PAGES;
  await checkDarkFlag(origin, chrome, chromeFlags);
  const rows = [];
  for (const [name, page] of pages) {
    for (const lang of ['en', 'pt-BR']) {
      const at = pageIn(lang, page);
      for (const [theme, flags] of THEMES) {
        const report = path.join(out, `performance-${at.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${theme}.json`);
        const results = [];
        for (let i = 0; i < runs; i++) {
          const r = await retried(() => lighthouse(at, report, { categories: ['performance'], chromeFlags: [chromeFlags, ...flags].join(' ') }));
          results.push({ score: Math.round((r.categories.performance?.score ?? 0) * 100), tbt: r.audits['total-blocking-time']?.numericValue ?? NaN, r });
        }
        const byScore = [...results].sort((a, b) => a.score - b.score);
        fs.writeFileSync(report, JSON.stringify(byScore[Math.floor(runs / 2)].r));
        rows.push({ name, at, lang, theme, score: median(results.map((x) => x.score)), tbt: median(results.map((x) => x.tbt)), scores: results.map((x) => x.score) });
        process.stderr.write(`  ${at} ${theme}: ${rows.at(-1).score}, TBT ${Math.round(rows.at(-1).tbt)} ms\n`);
      }
    }
  }
  console.log(`\n## Lighthouse performance (mobile; median of ${runs} run${runs === 1 ? '' : 's'}; goal ${GOAL_SCORE}, total blocking time ≤ ${GOAL_TBT_MS} ms)\n`);
  console.log('| page | language | theme | performance | total blocking time ms | runs\' scores | goal |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const met = r.score >= GOAL_SCORE && r.tbt <= GOAL_TBT_MS;
    console.log(`| ${r.name} \`${r.at}\` | ${r.lang} | ${r.theme} | ${r.score} | ${Math.round(r.tbt)} | ${r.scores.join(', ')} | ${met ? 'met' : 'MISSED'} |`);
  }
}
