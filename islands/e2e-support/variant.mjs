// The real site built once more with one setting of content/site.yaml
// changed, for the browser tests of what only such a site has: the consent
// banner is built only when an analytics id is set, and the real site sets
// none. A temporary root holds a copy of content/ (the edited file) and
// links to locales/, islands/ and deploy/; the release generator (as
// `make build` leaves it, or CALCULA_BIN) builds it into its own dist/.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO } from './paths.mjs';

const CALCULA = process.env.CALCULA_BIN || path.join(REPO, 'target', 'release', 'calcula');

/**
 * Builds the site with `from` replaced by `to` in content/site.yaml; returns
 * the root (serve it with startServer({ site })) and a function removing it.
 */
export function buildVariant(from, to) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'calcula-variant-'));
  // mkdtemp's 0700 would keep nginx's workers (another user) out.
  fs.chmodSync(root, 0o755);
  fs.cpSync(path.join(REPO, 'content'), path.join(root, 'content'), { recursive: true });
  for (const dir of ['locales', 'islands', 'deploy']) fs.symlinkSync(path.join(REPO, dir), path.join(root, dir));
  const file = path.join(root, 'content', 'site.yaml');
  const text = fs.readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`content/site.yaml has no ${JSON.stringify(from)}`);
  fs.writeFileSync(file, text.replace(from, to));
  execFileSync(CALCULA, ['--root', root, 'build', '--no-precompress', '--out', path.join(root, 'dist')], { stdio: ['ignore', 'ignore', 'pipe'] });
  return { root, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}

/** The analytics id the variant sets (a test never loads the real script). */
export const TEST_ANALYTICS_ID = 'G-TEST1234';

/** The site with an analytics id, hence a consent banner. */
export const withAnalytics = () => buildVariant('analytics_id: null', `analytics_id: ${TEST_ANALYTICS_ID}`);
