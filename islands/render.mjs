#!/usr/bin/env node
// Renders islands for the generator, kept alive for a whole build (or a
// `calcula serve` session): loading React and the SSR bundle once costs
// more than rendering a thousand islands. Each stdin line is a JSON array
// of {island, props, prefix}; each answer is one stdout line, a JSON array
// of HTML strings in order, or {"error": message}.
// Run `npm run build` first: this imports the SSR bundle in ssr-build/.

import { createInterface } from 'node:readline';

// React picks its build from NODE_ENV when first imported; the production
// build renders the same HTML several times faster.
process.env.NODE_ENV ??= 'production';

let ssr;
try {
  ssr = await import(new URL('./ssr-build/ssr.js', import.meta.url).href);
} catch (error) {
  process.stderr.write(`render.mjs: cannot load ssr-build/ssr.js (run \`npm run build\` in islands/): ${error.message}\n`);
  process.exit(1);
}

// The generator reads every answer and then closes stdin. If it dies first
// (a build killed midway), stdin closes under us: stop at once rather than
// finish the batch, and take a write to its closed pipe (EPIPE) as the
// same news, not as a crash with a stack trace.
process.stdin.on('close', () => process.exit(0));
process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

class BadBatch extends Error {}

/** Checks one batch's shape; throws a message naming the bad request. */
function checked(requests) {
  if (!Array.isArray(requests)) throw new BadBatch('a batch must be a JSON array of {island, props, prefix}');
  requests.forEach((r, i) => {
    if (r === null || typeof r !== 'object' || typeof r.island !== 'string' || typeof r.prefix !== 'string') {
      throw new BadBatch(`request ${i}: expected {island: string, props: object, prefix: string}`);
    }
  });
  return requests;
}

for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
  let answer;
  try {
    answer = await ssr.renderIslands(checked(JSON.parse(line)));
  } catch (error) {
    const told = [ssr.UnknownIslandError, BadBatch, SyntaxError].some((kind) => error instanceof kind);
    answer = { error: told ? error.message : `render failed: ${error?.stack ?? error}` };
  }
  // JSON.stringify writes no raw newline: one answer, one line.
  process.stdout.write(`${JSON.stringify(answer)}\n`);
}
