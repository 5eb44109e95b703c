// Every page of dist/, read without a browser: every internal link and
// resource resolves under nginx with status 200 (no redirect, no 404), every
// in-page #fragment exists, canonical and hreflang links are consistent, the
// sitemap lists real pages, and every page declares its language and a CSP
// that allows its own inline scripts.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { startServer } from '../../e2e-support/server.mjs';
import { get, closeAgent } from '../../e2e-support/http.mjs';
import { DIST, REPO } from '../../e2e-support/paths.mjs';
import { tokens, htmlFiles, urlPathOf, decodeEntities } from '../../e2e-support/html.mjs';

let server;
before(async () => { server = await startServer(); });
after(async () => { await server?.stop(); closeAgent(); });

/** The public origin from content/site.yaml (`url: https://...`). */
const SITE_URL = (() => {
  const yaml = fs.readFileSync(path.join(REPO, 'content', 'site.yaml'), 'utf8');
  const m = /^url:\s*["']?([^"'\s#]+)/m.exec(yaml);
  assert.ok(m, 'content/site.yaml has no url:');
  return new URL(m[1]).origin;
})();

const LINK_ATTRS = {
  a: ['href'], area: ['href'], link: ['href'], script: ['src'], img: ['src', 'srcset'], source: ['src', 'srcset'],
  iframe: ['src'], video: ['src', 'poster'], audio: ['src'], track: ['src'], embed: ['src'], object: ['data'],
  form: ['action'], use: ['href', 'xlink:href'], image: ['href', 'xlink:href'], input: ['src'],
};
const EXECUTABLE_SCRIPT = new Set(['', 'text/javascript', 'module', 'application/javascript']);

/** Parse every page once. */
function readPages() {
  const pages = [];
  for (const rel of htmlFiles(DIST)) {
    const html = fs.readFileSync(path.join(DIST, rel), 'utf8');
    const page = { rel, path: urlPathOf(rel), refs: [], ids: new Set(), alternates: [], canonical: null, robots: '', lang: null, csp: null, inlineScripts: [], inlineStyles: [], icons: [] };
    let openScript = null;
    for (const t of tokens(html)) {
      if (t.type === 'raw' && t.name === 'script' && openScript) {
        if (!openScript.src && EXECUTABLE_SCRIPT.has((openScript.type || '').toLowerCase())) page.inlineScripts.push(t.text);
        openScript = null;
        continue;
      }
      if (t.type === 'raw' && t.name === 'style') { page.inlineStyles.push(`<style>${t.text.slice(0, 60)}`); continue; }
      if (t.type !== 'open') continue;
      const a = t.attrs;
      if (t.name === 'script') openScript = a;
      if (a.id) page.ids.add(a.id);
      if (t.name === 'a' && a.name) page.ids.add(a.name);
      if (a.style !== undefined) page.inlineStyles.push(`<${t.name} style="${a.style.slice(0, 60)}">`);
      if (t.name === 'html') page.lang = a.lang ?? null;
      if (t.name === 'meta' && (a['http-equiv'] || '').toLowerCase() === 'content-security-policy') page.csp = a.content;
      if (t.name === 'meta' && (a.name || '').toLowerCase() === 'robots') page.robots = a.content || '';
      if (t.name === 'meta' && /^og:(url|image)$/.test(a.property || '') && a.content) page.refs.push({ tag: `meta ${a.property}`, value: a.content });
      if (t.name === 'link') {
        const rel = (a.rel || '').toLowerCase().split(/\s+/);
        if (rel.includes('canonical')) page.canonical = a.href;
        if (rel.includes('icon')) page.icons.push(a.href);
        if (rel.includes('alternate') && a.hreflang) page.alternates.push({ hreflang: a.hreflang, href: a.href });
      }
      for (const attr of LINK_ATTRS[t.name] || []) {
        const v = a[attr];
        if (v === undefined) continue;
        if (attr === 'srcset') {
          for (const part of v.split(',')) {
            const u = part.trim().split(/\s+/)[0];
            if (u) page.refs.push({ tag: `${t.name}[srcset]`, value: u });
          }
        } else {
          page.refs.push({ tag: `${t.name}[${attr}]`, value: v });
        }
      }
    }
    pages.push(page);
  }
  return pages;
}

const pages = fs.existsSync(DIST) ? readPages() : [];
const byPath = new Map(pages.map((p) => [p.path, p]));
const pageUrl = (p) => new URL(p.path, SITE_URL);

/** An internal URL of the site (relative, root-relative or on SITE_URL), or null. */
function internal(value, base) {
  const v = value.trim();
  if (!v || /^(mailto|tel|javascript|data|blob|sms):/i.test(v)) return null;
  let u;
  try { u = new URL(v, base); } catch { return { invalid: v }; }
  if (u.origin !== SITE_URL) return null;
  return u;
}

/** Fail with the list of problems, one per line, if there are any. */
function noProblems(problems, title) {
  if (problems.length) assert.fail(`${title} (${problems.length}):\n  ${problems.join('\n  ')}`);
}

async function status(p) {
  const res = await get(`${server.origin}${p}`);
  return { status: res.status, location: res.headers.location };
}

test('dist/ has pages', () => {
  assert.ok(pages.length > 0, `no .html under ${DIST}`);
  for (const must of ['/', '/pt-br/', '/mortgage-calculator', '/pt-br/mortgage-calculator', '/embed/mortgage', '/404']) {
    assert.ok(byPath.has(must), `no page for ${must}`);
  }
});

test('every internal link and resource answers 200', async () => {
  const targets = new Map(); // path → [where]
  const problems = [];
  let external = 0;
  for (const page of pages) {
    for (const ref of page.refs) {
      const v = ref.value.trim();
      if (v === '#') { problems.push(`${page.rel}: ${ref.tag}="#" is a placeholder link`); continue; }
      if (v.startsWith('#')) continue; // same document: checked by the fragment test
      // The 404 page is served at any path: a relative link in it breaks.
      if (page.path === '/404' && !/^([a-z][a-z0-9+.-]*:|\/)/i.test(v)) {
        problems.push(`404.html: ${ref.tag}="${v}" is relative, but the 404 page is served at every unknown path`);
        continue;
      }
      const u = internal(ref.value, pageUrl(page));
      if (!u) { external++; continue; }
      if (u.invalid) { problems.push(`${page.rel}: ${ref.tag}="${u.invalid}" is not a URL`); continue; }
      if (!targets.has(u.pathname)) targets.set(u.pathname, []);
      targets.get(u.pathname).push(`${page.rel} ${ref.tag}="${ref.value}"`);
    }
  }
  for (const [p, where] of targets) {
    const r = await status(p);
    if (r.status !== 200) {
      problems.push(`${p} → ${r.status}${r.location ? ` (Location: ${r.location})` : ''}, linked from ${where.length} place(s): ${where.slice(0, 3).join('; ')}`);
    }
  }
  console.log(`links: ${pages.length} pages, ${targets.size} distinct internal URLs checked, ${external} external references not checked`);
  noProblems(problems, 'broken internal links');
});

test('every #fragment points at an element that exists', () => {
  const problems = [];
  for (const page of pages) {
    for (const ref of page.refs) {
      const sameDocument = ref.value.trim().startsWith('#');
      const u = internal(ref.value, pageUrl(page));
      if (!u || u.invalid || !u.hash || u.hash === '#') continue;
      const target = sameDocument ? page : byPath.get(u.pathname);
      if (!target) continue; // reported by the status test if missing
      const id = decodeURIComponent(u.hash.slice(1));
      if (!target.ids.has(id) && id !== 'top') problems.push(`${page.rel}: ${ref.tag}="${ref.value}": no id="${id}" in ${target.rel}`);
    }
  }
  noProblems(problems, 'dangling fragments');
});

test('every page declares an icon (or browsers ask for /favicon.ico)', async () => {
  const favicon = fs.existsSync(path.join(DIST, 'favicon.ico'));
  const problems = [];
  for (const page of pages) {
    if (!page.icons.length && !favicon) problems.push(`${page.rel}: no <link rel="icon">, and there is no dist/favicon.ico`);
  }
  noProblems(problems, 'icons (a browser then requests /favicon.ico and gets a 404 in the console)');
});

test('canonical links: absolute, on the site, the page itself, answering 200', async () => {
  const problems = [];
  for (const page of pages) {
    if (page.path === '/404') continue;
    const noindex = /noindex/i.test(page.robots);
    if (!page.canonical) {
      if (!noindex) problems.push(`${page.rel}: no <link rel="canonical">`);
      continue;
    }
    let u;
    try { u = new URL(page.canonical); } catch { problems.push(`${page.rel}: canonical "${page.canonical}" is not an absolute URL`); continue; }
    if (u.origin !== SITE_URL) problems.push(`${page.rel}: canonical ${page.canonical} is not on ${SITE_URL}`);
    if (!noindex && u.pathname !== page.path) problems.push(`${page.rel}: canonical ${page.canonical} is not the page's own URL ${SITE_URL}${page.path}`);
    const r = await status(u.pathname);
    if (r.status !== 200) problems.push(`${page.rel}: canonical ${page.canonical} → ${r.status}`);
  }
  noProblems(problems, 'canonical links');
});

test('hreflang alternates: absolute, reciprocal, self-referencing, answering 200', async () => {
  const problems = [];
  const LANG_TAGS = new Set(['en', 'pt-BR', 'x-default']);
  for (const page of pages) {
    if (!page.alternates.length) continue;
    const seen = new Set();
    for (const alt of page.alternates) {
      if (!LANG_TAGS.has(alt.hreflang)) problems.push(`${page.rel}: hreflang="${alt.hreflang}" (expected en, pt-BR or x-default)`);
      if (seen.has(alt.hreflang)) problems.push(`${page.rel}: hreflang="${alt.hreflang}" twice`);
      seen.add(alt.hreflang);
      let u;
      try { u = new URL(alt.href); } catch { problems.push(`${page.rel}: hreflang ${alt.hreflang} href "${alt.href}" is not absolute`); continue; }
      if (u.origin !== SITE_URL) { problems.push(`${page.rel}: hreflang ${alt.hreflang} → ${alt.href} is not on ${SITE_URL}`); continue; }
      const r = await status(u.pathname);
      if (r.status !== 200) { problems.push(`${page.rel}: hreflang ${alt.hreflang} → ${alt.href} answers ${r.status}`); continue; }
      // Reciprocal: the other page lists this one back.
      const other = byPath.get(u.pathname);
      if (other && alt.hreflang !== 'x-default' && !other.alternates.some((b) => new URL(b.href, SITE_URL).pathname === page.path)) {
        problems.push(`${page.rel} → ${alt.hreflang} ${alt.href}, but ${other.rel} does not link back to ${page.path}`);
      }
    }
    const self = page.alternates.find((a) => { try { return a.hreflang !== 'x-default' && new URL(a.href).pathname === page.path; } catch { return false; } });
    if (!self) problems.push(`${page.rel}: its hreflang alternates do not include itself`);
    else if (self.hreflang !== page.lang) problems.push(`${page.rel}: lists itself as hreflang="${self.hreflang}" but <html lang="${page.lang}">`);
  }
  const total = pages.reduce((n, p) => n + p.alternates.length, 0);
  console.log(`hreflang: ${total} alternate links on ${pages.filter((p) => p.alternates.length).length} pages`);
  noProblems(problems, 'hreflang alternates');
});

test('the sitemap lists every indexable page, and only pages that answer 200', async (t) => {
  const file = path.join(DIST, 'sitemap.xml');
  if (!fs.existsSync(file)) {
    assert.fail('dist/sitemap.xml is missing');
  }
  const xml = fs.readFileSync(file, 'utf8');
  const locs = [...xml.matchAll(/<loc>\s*([^<]+?)\s*<\/loc>/g)].map((m) => decodeEntities(m[1]));
  assert.ok(locs.length > 0, 'sitemap.xml has no <loc>');
  const problems = [];
  const listed = new Set();
  for (const loc of locs) {
    let u;
    try { u = new URL(loc); } catch { problems.push(`sitemap: "${loc}" is not an absolute URL`); continue; }
    if (u.origin !== SITE_URL) { problems.push(`sitemap: ${loc} is not on ${SITE_URL}`); continue; }
    listed.add(u.pathname);
    const r = await status(u.pathname);
    if (r.status !== 200) problems.push(`sitemap: ${loc} → ${r.status}`);
    const page = byPath.get(u.pathname);
    if (page && /noindex/i.test(page.robots)) problems.push(`sitemap: ${loc} is marked noindex`);
  }
  for (const page of pages) {
    if (page.path === '/404' || /noindex/i.test(page.robots) || /\/embed\//.test(page.path)) continue;
    if (!listed.has(page.path)) problems.push(`sitemap: ${SITE_URL}${page.path} (${page.rel}) is not listed`);
  }
  t.diagnostic(`${locs.length} URLs in the sitemap`);
  noProblems(problems, 'sitemap');
});

test('every page declares its language and a CSP that allows its own inline scripts', () => {
  const problems = [];
  for (const page of pages) {
    const expectedLang = page.path.startsWith('/pt-br/') ? 'pt-BR' : 'en';
    if (page.lang !== expectedLang) problems.push(`${page.rel}: <html lang="${page.lang}">, expected "${expectedLang}"`);
    if (!page.csp) { problems.push(`${page.rel}: no <meta http-equiv="Content-Security-Policy">`); continue; }
    const directives = Object.fromEntries(page.csp.split(';').map((d) => d.trim()).filter(Boolean).map((d) => {
      const [name, ...values] = d.split(/\s+/);
      return [name.toLowerCase(), values];
    }));
    const script = directives['script-src'] ?? directives['default-src'];
    const style = directives['style-src'] ?? directives['default-src'];
    if (!script) { problems.push(`${page.rel}: CSP has no script-src`); continue; }
    if (!script.includes("'self'")) problems.push(`${page.rel}: CSP script-src lacks 'self'`);
    if (!script.includes("'wasm-unsafe-eval'")) problems.push(`${page.rel}: CSP script-src lacks 'wasm-unsafe-eval'`);
    if (script.includes("'unsafe-inline'") || script.includes("'unsafe-eval'")) problems.push(`${page.rel}: CSP script-src allows unsafe-inline/unsafe-eval`);
    if (!style || !style.includes("'self'")) problems.push(`${page.rel}: CSP style-src lacks 'self'`);
    if (directives['frame-ancestors']) problems.push(`${page.rel}: frame-ancestors in a <meta> CSP is ignored by browsers (it is a header)`);
    for (const body of page.inlineScripts) {
      const hash = `'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`;
      if (!script.includes(hash)) problems.push(`${page.rel}: inline script ${JSON.stringify(body.slice(0, 50))}… is not allowed by the CSP (needs ${hash})`);
    }
    if (style && !style.includes("'unsafe-inline'")) {
      for (const s of page.inlineStyles) problems.push(`${page.rel}: ${s} is blocked by style-src without 'unsafe-inline'`);
    }
  }
  noProblems(problems, 'lang and CSP');
});
