// `calcula eval <id> k=v …` from the browser tests: the eval contract's JSON,
// computed by the native build from the served site's content. A page that
// shows it agrees with the native build (the same Rust, compiled for the
// host instead of WebAssembly), which does not make the number right: tests
// that take their expected value from here say "agrees with the native
// build"; the content's examples and the unit tests compare with literals.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { REPO, SITE } from './paths.mjs';

const CALCULA = process.env.CALCULA_BIN || path.join(REPO, 'target', 'release', 'calcula');

/** `lang` (`pt-BR`) runs what that language's pages run (`eval --lang`). */
export function calculaEval(id, inputs, lang) {
  const args = ['--root', SITE, 'eval', id, ...(lang ? ['--lang', lang] : []), ...Object.entries(inputs).map(([k, v]) => `${k}=${v}`)];
  return JSON.parse(execFileSync(CALCULA, args, { encoding: 'utf8' }));
}
