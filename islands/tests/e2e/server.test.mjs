// deploy/nginx.conf, checked over HTTP (no browser): clean URLs, the 404
// rule, MIME types, gzip, cache and security headers. Also checks that
// deploy/_headers states the same rules.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { startServer } from '../../e2e-support/server.mjs';
import { get, closeAgent } from '../../e2e-support/http.mjs';
import { DIST, REPO } from '../../e2e-support/paths.mjs';

let server;
before(async () => { server = await startServer(); });
after(async () => { await server?.stop(); closeAgent(); });

const url = (p) => `${server.origin}${p}`;
const IMMUTABLE = 'public, max-age=31536000, immutable';
// OWASP's secure headers: no powerful feature for the page or anything it
// loads, and no window shared with another site.
const PERMISSIONS = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()';
const OPENER = 'same-origin';
const file = (rel) => fs.readFileSync(path.join(DIST, rel));

function assertSecurityHeaders(res, p, { embed = false, html = true } = {}) {
  assert.equal(res.headers['x-content-type-options'], 'nosniff', `${p}: X-Content-Type-Options`);
  assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin', `${p}: Referrer-Policy`);
  assert.equal(res.headers['x-frame-options'], undefined, `${p}: no X-Frame-Options (frame-ancestors is used instead)`);
  assert.equal(res.headers['permissions-policy'], PERMISSIONS, `${p}: Permissions-Policy`);
  assert.equal(res.headers['cross-origin-opener-policy'], OPENER, `${p}: Cross-Origin-Opener-Policy`);
  // HSTS is the TLS server's: over plain HTTP a browser ignores it.
  assert.equal(res.headers['strict-transport-security'], undefined, `${p}: no HSTS over HTTP`);
  if (html && !embed) assert.equal(res.headers['content-security-policy'], "frame-ancestors 'self'", `${p}: CSP header`);
  if (embed) assert.equal(res.headers['content-security-policy'], undefined, `${p}: an embed must be frameable by any site`);
}

const PAGES = [
  ['/', 'index.html'],
  ['/mortgage-calculator', 'mortgage-calculator.html'],
  ['/bmi-calculator', 'bmi-calculator.html'],
  ['/percentage-calculator', 'percentage-calculator.html'],
  ['/pt-br/', 'pt-br/index.html'],
  ['/pt-br/mortgage-calculator', 'pt-br/mortgage-calculator.html'],
];
const EMBEDS = [
  ['/embed/mortgage', 'embed/mortgage.html'],
  ['/pt-br/embed/mortgage', 'pt-br/embed/mortgage.html'],
];

test('clean URLs serve the prerendered HTML, revalidated, with security headers', async () => {
  for (const [p, rel] of PAGES) {
    const res = await get(url(p));
    assert.equal(res.status, 200, `${p}: status`);
    assert.equal(res.headers['content-type'], 'text/html; charset=utf-8', `${p}: Content-Type`);
    assert.equal(res.headers['cache-control'], 'no-cache', `${p}: Cache-Control`);
    assert.ok(res.body.equals(file(rel)), `${p}: body differs from dist/${rel}`);
    assertSecurityHeaders(res, p);
  }
});

test('embeds may be framed by any site', async () => {
  for (const [p, rel] of EMBEDS) {
    const res = await get(url(p));
    assert.equal(res.status, 200, `${p}: status`);
    assert.ok(res.body.equals(file(rel)), `${p}: body differs from dist/${rel}`);
    assert.equal(res.headers['cache-control'], 'no-cache', `${p}: Cache-Control`);
    assertSecurityHeaders(res, p, { embed: true });
  }
});

test('/pt-br redirects to /pt-br/ (relative Location, query kept)', async () => {
  let res = await get(url('/pt-br'));
  assert.equal(res.status, 301);
  assert.equal(res.headers.location, '/pt-br/');
  res = await get(url('/pt-br?homePrice=1'));
  assert.equal(res.status, 301);
  assert.equal(res.headers.location, '/pt-br/?homePrice=1');
});

test('unknown paths answer 404 with dist/404.html, never cached', async () => {
  const body404 = file('404.html');
  for (const p of ['/nope', '/pt-br/nope', '/PT-BR/mortgage-calculator', '/en/bmi-calculator', '/404', '/404.html',
    '/mortgage-calculator/', '/assets/missing-0000.js', '/_headers', '/_redirects']) {
    const res = await get(url(p));
    assert.equal(res.status, 404, `${p}: status`);
    assert.equal(res.headers['content-type'], 'text/html; charset=utf-8', `${p}: Content-Type`);
    assert.ok(res.body.equals(body404), `${p}: body is not dist/404.html`);
    assert.equal(res.headers['cache-control'], 'no-cache', `${p}: Cache-Control of a 404`);
    assertSecurityHeaders(res, p);
  }
});

const MIME = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml; charset=utf-8',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
};

function assetFiles() {
  const dir = path.join(DIST, 'assets');
  const out = [];
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out.push(path.relative(DIST, p).split(path.sep).join('/'));
    }
  };
  walk(dir);
  return out.filter((f) => !f.endsWith('.gz') && !f.endsWith('.br'));
}

test('hashed assets: right MIME type, cached forever, nosniff', async () => {
  const files = assetFiles();
  assert.ok(files.some((f) => f.endsWith('.wasm')), 'no .wasm under dist/assets');
  assert.ok(files.some((f) => f.endsWith('.js') || f.endsWith('.mjs')), 'no .js under dist/assets');
  for (const rel of files) {
    const p = `/${rel}`;
    const res = await get(url(p));
    assert.equal(res.status, 200, `${p}: status`);
    const ext = path.extname(rel);
    assert.ok(MIME[ext], `${p}: no expected MIME type known for "${ext}" (add it to nginx.conf and this test)`);
    assert.equal(res.headers['content-type'], MIME[ext], `${p}: Content-Type`);
    assert.equal(res.headers['cache-control'], IMMUTABLE, `${p}: Cache-Control`);
    assert.ok(res.body.equals(file(rel)), `${p}: body differs`);
    assertSecurityHeaders(res, p, { html: false });
    assert.equal(res.headers['content-security-policy'], undefined, `${p}: no CSP header on non-HTML`);
  }
});

test('precompressed brotli and gzip for HTML, JS, CSS, JSON, SVG and WebAssembly', async () => {
  const files = assetFiles().filter((f) => /\.(js|mjs|css|json|svg|wasm)$/.test(f));
  const targets = [['/', 'index.html'], ['/pt-br/mortgage-calculator', 'pt-br/mortgage-calculator.html'], ...files.map((f) => [`/${f}`, f])];
  let compressed = 0;
  for (const [p, rel] of targets) {
    const raw = file(rel);
    const res = await get(url(p), { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(res.status, 200, `${p}: status`);
    if (raw.length < 256) continue; // below gzip_min_length
    assert.equal(res.headers['content-encoding'], 'gzip', `${p}: Content-Encoding (${raw.length} bytes)`);
    assert.match(String(res.headers.vary), /Accept-Encoding/i, `${p}: Vary`);
    assert.ok(zlib.gunzipSync(res.body).equals(raw), `${p}: gunzipped body differs`);
    // The build's own copy (gzip_static), not one compressed per request;
    // its .br twin decodes to the same bytes for hosts that serve brotli.
    assert.ok(res.body.equals(file(`${rel}.gz`)), `${p}: not dist/${rel}.gz as the build wrote it`);
    assert.ok(zlib.brotliDecompressSync(file(`${rel}.br`)).equals(raw), `${p}: dist/${rel}.br does not decode to the file`);
    // A browser that accepts brotli gets the build's .br (brotli_static).
    const br = await get(url(p), { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    assert.equal(br.headers['content-encoding'], 'br', `${p}: Content-Encoding with br accepted`);
    assert.ok(br.body.equals(file(`${rel}.br`)), `${p}: not dist/${rel}.br as the build wrote it`);
    compressed++;
    const plain = await get(url(p));
    assert.equal(plain.headers['content-encoding'], undefined, `${p}: compressed without Accept-Encoding`);
  }
  assert.ok(compressed > 0, 'nothing was large enough to compress');
});

test('service worker and manifests: revalidated, with their MIME types', async () => {
  for (const [p, type] of [
    ['/sw.js', 'text/javascript; charset=utf-8'],
    ['/manifest.webmanifest', 'application/manifest+json; charset=utf-8'],
    ['/pt-br/manifest.webmanifest', 'application/manifest+json; charset=utf-8'],
    ['/icons/icon-512.png', 'image/png'],
  ]) {
    const res = await get(url(p));
    assert.equal(res.status, 200, `${p}: status`);
    assert.equal(res.headers['content-type'], type, `${p}: Content-Type`);
    // A new build's worker and icons must be seen on the next visit.
    assert.equal(res.headers['cache-control'], 'no-cache', `${p}: Cache-Control`);
  }
});

test('deploy/_headers states the same rules', () => {
  const text = fs.readFileSync(path.join(REPO, 'deploy', '_headers'), 'utf8');
  const rules = {};
  let cur = null;
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) { cur = line.trim(); rules[cur] = []; continue; }
    assert.ok(cur, `header line outside a rule: ${line}`);
    rules[cur].push(line.trim());
  }
  assert.deepEqual(rules['/*']?.sort(), [
    "Content-Security-Policy: frame-ancestors 'self'",
    `Cross-Origin-Opener-Policy: ${OPENER}`,
    `Permissions-Policy: ${PERMISSIONS}`,
    'Referrer-Policy: strict-origin-when-cross-origin',
    'Strict-Transport-Security: max-age=31536000',
    'X-Content-Type-Options: nosniff',
  ]);
  assert.deepEqual(rules['/assets/*'], [`Cache-Control: ${IMMUTABLE}`]);
  assert.deepEqual(rules['/embed/*'], ['! Content-Security-Policy']);
  assert.deepEqual(rules['/pt-br/embed/*'], ['! Content-Security-Policy']);
});
