// Just enough HTML reading for tests that need no browser: the generator's
// output is well-formed, so a tag scanner is sufficient.
import fs from 'node:fs';
import path from 'node:path';

const NAMED = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', '#39': "'" };

export function decodeEntities(s) {
  return s.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+[0-9]*);/gi, (m, e) => {
    if (e[0] === '#') {
      const cp = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return String.fromCodePoint(cp);
    }
    return NAMED[e.toLowerCase()] ?? m;
  });
}

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const RAW = new Set(['script', 'style', 'textarea', 'title']);

export function parseAttrs(s) {
  const attrs = {};
  const re = /([^\s"'<>\/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  let m;
  while ((m = re.exec(s))) attrs[m[1].toLowerCase()] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '');
  return attrs;
}

/**
 * Tokens of a document: {type:'open'|'close'|'text', name, attrs, text}.
 * Comments are dropped; script/style contents are one raw text token.
 */
export function* tokens(html) {
  const re = /<!--[\s\S]*?-->|<!doctype[^>]*>|<\/([a-zA-Z][\w-]*)\s*>|<([a-zA-Z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
  let last = 0;
  let m;
  while ((m = re.exec(html))) {
    if (m.index > last) yield { type: 'text', text: html.slice(last, m.index) };
    last = re.lastIndex;
    if (m[1]) yield { type: 'close', name: m[1].toLowerCase() };
    else if (m[2]) {
      const name = m[2].toLowerCase();
      const selfClosing = /\/\s*$/.test(m[3]);
      yield { type: 'open', name, attrs: parseAttrs(m[3].replace(/\/\s*$/, '')), void: VOID.has(name) || selfClosing };
      if (RAW.has(name) && !selfClosing) {
        const end = html.toLowerCase().indexOf(`</${name}`, last);
        const stop = end < 0 ? html.length : end;
        yield { type: 'raw', name, text: html.slice(last, stop) };
        last = stop;
        re.lastIndex = stop;
      }
    }
  }
  if (last < html.length) yield { type: 'text', text: html.slice(last) };
}

/** Tags (open tokens) of a document, with decoded attributes. */
export function tags(html) {
  return [...tokens(html)].filter((t) => t.type === 'open');
}

/**
 * Tokens of a document, each with the elements open around it (outermost
 * first, void elements never open). An end tag closes up to its element,
 * so omitted end tags (</p>, </li>) do not leave elements open.
 */
function* nested(html) {
  const open = []; // open tags
  for (const t of tokens(html)) {
    if (t.type === 'close') {
      const i = open.map((e) => e.name).lastIndexOf(t.name);
      if (i >= 0) open.length = i;
    }
    yield [t, open];
    if (t.type === 'open' && !t.void) open.push(t);
  }
}

/**
 * Text content of every element whose attribute `attr` equals `value`, in
 * document order (nested tags stripped, entities decoded, whitespace kept).
 */
export function textsOf(html, attr, value) {
  const out = [];
  const index = new Map(); // matching open tag → its text's index in out
  for (const [t, open] of nested(html)) {
    if (t.type === 'open' && !t.void && t.attrs[attr] === value) index.set(t, out.push('') - 1);
    else if (t.type === 'text' || (t.type === 'raw' && t.name !== 'script' && t.name !== 'style')) {
      for (const e of open) if (index.has(e)) out[index.get(e)] += decodeEntities(t.text);
    }
  }
  return out;
}

/** Tags (open tokens) inside an element whose attribute `attr` equals `value`. */
export function tagsWithin(html, attr, value) {
  const out = [];
  for (const [t, open] of nested(html)) {
    if (t.type === 'open' && open.some((e) => e.attrs[attr] === value)) out.push(t);
  }
  return out;
}

/** Every *.html file under `dir`, as paths relative to it, sorted. */
export function htmlFiles(dir, ext = '.html') {
  const out = [];
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith(ext)) out.push(path.relative(dir, p).split(path.sep).join('/'));
    }
  };
  walk(dir);
  return out.sort();
}

/** The clean URL path a dist file is served at: index.html → /, x.html → /x. */
export function urlPathOf(rel) {
  if (rel === 'index.html') return '/';
  if (rel.endsWith('/index.html')) return `/${rel.slice(0, -'index.html'.length)}`;
  return `/${rel.replace(/\.html$/, '')}`;
}
