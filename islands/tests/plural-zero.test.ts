// Zero in every plural choice of every locale file. Portuguese puts 0 in
// the plural category `one` (CLDR, Intl.PluralRules), so a choice with only
// `one` and `other` says "0 feriado ou folga cai" and "0 dia", where people
// write "nenhum feriado" or "0 dias": such a choice needs an exact `=0`.
// The texts are read from locales/ as the build reads them, each choice
// filled with 0 by the page's own pluralText.

import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { pluralText } from '../src/lib/format';

const LOCALES = join(__dirname, '..', '..', 'locales');

/** Each language's files: `<lang>.yaml` and `<lang>/calculators/*.yaml`. */
function localeFiles(): Map<string, string[]> {
  const files = new Map<string, string[]>();
  for (const name of readdirSync(LOCALES)) {
    const lang = /^(.+)\.yaml$/.exec(name)?.[1];
    if (!lang) continue;
    const calculators = join(LOCALES, lang, 'calculators');
    files.set(lang, [join(LOCALES, name), ...readdirSync(calculators).map((f) => join(calculators, f))]);
  }
  return files;
}

function strings(value: unknown, path: string, out: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') out.push([path, value]);
  else if (Array.isArray(value)) value.forEach((v, i) => strings(v, `${path}[${i}]`, out));
  else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) strings(v, `${path}.${k}`, out);
  return out;
}

/** The plural choices in a text, `{n, plural, …}`, nested ones included. */
function pluralChoices(text: string): string[] {
  const found: string[] = [];
  const re = /\{\s*\w+\s*,\s*plural\s*,/g;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    let depth = 0;
    for (let i = m.index; i < text.length; i++) {
      if (text[i] === '{') depth++;
      else if (text[i] === '}' && --depth === 0) {
        found.push(text.slice(m.index, i + 1));
        break;
      }
    }
  }
  return found;
}

/** Each language's plural choices, with the file and key each is at. */
const CHOICES = new Map(
  [...localeFiles()].map(([lang, files]) => [
    lang,
    files.flatMap((file) =>
      strings(parse(readFileSync(file, 'utf8')), file.slice(LOCALES.length + 1)).flatMap(([path, text]) => pluralChoices(text).map((choice) => ({ path, choice }))),
    ),
  ]),
);

describe('zero in plural choices', () => {
  it('every language has plural choices to check (the scan reads something)', () => {
    expect([...CHOICES.keys()]).toContain('pt-BR');
    for (const [lang, choices] of CHOICES) expect(choices.length, lang).toBeGreaterThan(0);
  });

  for (const [lang, choices] of CHOICES) {
    it(`${lang}: 0 never takes the text for 1 where the plural differs`, () => {
      const wrong: string[] = [];
      for (const { path, choice } of choices) {
        const one = pluralText(choice, 1, lang);
        // A plural that differs from the singular (2 or 5: `few`/`many` in other languages).
        const plural = [2, 5].some((n) => pluralText(choice, n, lang) !== one);
        if (plural && pluralText(choice, 0, lang) === one) wrong.push(`${path}: ${choice}`);
      }
      expect(wrong).toEqual([]);
    });
  }

  it('pt-BR business days: no holiday reads "nenhum feriado ou folga cai"', () => {
    const holidays = CHOICES.get('pt-BR')?.find((c) => c.path.startsWith('pt-BR/calculators/date.yaml') && c.choice.startsWith('{holidayCount'))?.choice;
    expect(holidays).toBeDefined();
    expect(pluralText(holidays!, 0, 'pt-BR')).toBe('nenhum feriado ou folga cai');
    expect(pluralText(holidays!, 1, 'pt-BR')).toBe('# feriado ou folga cai');
    expect(pluralText(holidays!, 3, 'pt-BR')).toBe('# feriados e folgas caem');
  });
});
