#!/usr/bin/env node
// Renders a batch of islands for the generator. stdin: a JSON array of
// {island, props, prefix}; stdout: a JSON array of HTML strings, in order.
// Run `npm run build` first: this imports the SSR bundle in ssr-build/.

// React picks its build from NODE_ENV when first imported; the production
// build renders the same HTML several times faster.
process.env.NODE_ENV ??= 'production';

function fail(message) {
  process.stderr.write(`render.mjs: ${message}\n`);
  process.exit(1);
}

async function readStdin() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

let ssr;
try {
  ssr = await import(new URL('./ssr-build/ssr.js', import.meta.url).href);
} catch (error) {
  fail(`cannot load ssr-build/ssr.js (run \`npm run build\` in islands/): ${error.message}`);
}

const input = await readStdin();
let requests;
try {
  requests = JSON.parse(input);
} catch (error) {
  fail(`stdin is not JSON: ${error.message}`);
}
if (!Array.isArray(requests)) fail('stdin must be a JSON array of {island, props, prefix}');
requests.forEach((r, i) => {
  if (r === null || typeof r !== 'object' || typeof r.island !== 'string' || typeof r.prefix !== 'string') {
    fail(`request ${i}: expected {island: string, props: object, prefix: string}`);
  }
});

let html;
try {
  html = await ssr.renderIslands(requests);
} catch (error) {
  fail(error instanceof ssr.UnknownIslandError ? error.message : `render failed: ${error.stack ?? error}`);
}

process.stdout.write(JSON.stringify(html), () => process.exit(0));
