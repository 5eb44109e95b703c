// A calculator's props as the built site carries them (its embed page's
// <script type="application/json">): the browser tests read input ids and
// defaults here instead of retyping the YAML.
import fs from 'node:fs';
import path from 'node:path';
import { DIST } from './paths.mjs';

const cache = new Map();

/** The Calculator island's props of calculator `id` in language `lang`. */
export function calculatorProps(id, lang = 'en') {
  const key = `${id}.${lang}`;
  if (!cache.has(key)) {
    const file = path.join(DIST, lang === 'en' ? '' : lang.toLowerCase(), 'embed', `${id}.html`);
    const html = fs.readFileSync(file, 'utf8');
    const json = html.match(new RegExp(`<script type="application/json" id="calc-${id}-props">([^<]*)</script>`))?.[1];
    if (!json) throw new Error(`${file}: no props for calculator ${id}`);
    cache.set(key, JSON.parse(json));
  }
  return cache.get(key);
}

/** The input ids, in declared order. */
export const inputIds = (id, lang = 'en') => calculatorProps(id, lang).spec.inputs.map((i) => i.id);

/** The declared defaults as text, by input id. */
export const defaultTexts = (id, lang = 'en') =>
  Object.fromEntries(calculatorProps(id, lang).spec.inputs.map((i) => [i.id, i.default]));

/** The declared defaults, numbers as numbers (selects and dates stay text). */
export const defaults = (id, lang = 'en') =>
  Object.fromEntries(
    calculatorProps(id, lang).spec.inputs.map((i) => [i.id, typeof i.kind === 'object' && 'number' in i.kind ? Number(i.default) : i.default]),
  );

/**
 * The expected text of a label or sentence the page writes from a locale
 * template and its props: each `{name}` replaced by its value, an unknown
 * name left as written. The rule of src/lib/format.ts's fillTemplate, kept
 * here on purpose as the test's own: plain Node cannot load the TypeScript,
 * and a test reading the page's function would pass with its bug.
 */
export function fillTemplate(template, values) {
  return template.replace(/\{(\w+)\}/g, (whole, name) => (Object.hasOwn(values, name) ? values[name] : whole));
}
