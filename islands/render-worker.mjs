#!/usr/bin/env node
// render.mjs kept alive for `calcula serve`: each stdin line is a JSON array
// of {island, props, prefix}; each answer is one stdout line, a JSON array
// of HTML strings in order, or {"error": message}. Loading React and the SSR
// bundle once saves most of a rebuild's time.

import { createInterface } from 'node:readline';

process.env.NODE_ENV ??= 'production';

const ssr = await import(new URL('./ssr-build/ssr.js', import.meta.url).href);

for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
  let answer;
  try {
    answer = await ssr.renderIslands(JSON.parse(line));
  } catch (error) {
    answer = { error: error instanceof ssr.UnknownIslandError ? error.message : String(error?.stack ?? error) };
  }
  // JSON.stringify writes no raw newline: one answer, one line.
  process.stdout.write(`${JSON.stringify(answer)}\n`);
}
