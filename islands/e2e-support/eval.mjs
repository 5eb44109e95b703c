// `calcula eval <id> k=v …` from the browser tests: the eval contract's JSON,
// computed natively from the served site's content — the independent result
// a page must show.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { REPO, SITE } from './paths.mjs';

const CALCULA = process.env.CALCULA_BIN || path.join(REPO, 'target', 'release', 'calcula');

/** `lang` (`pt-BR`) runs what that language's pages run (`eval --lang`). */
export function calculaEval(id, inputs, lang) {
  const args = ['--root', SITE, 'eval', id, ...(lang ? ['--lang', lang] : []), ...Object.entries(inputs).map(([k, v]) => `${k}=${v}`)];
  return JSON.parse(execFileSync(CALCULA, args, { encoding: 'utf8' }));
}
