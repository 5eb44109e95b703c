// Where things are. Override with environment variables to run the suite
// against another build (for example a hand-made site while developing):
//   CALCULA_SITE=/tmp/fake-site   a folder that holds dist/ (nginx prefix)
//   CALCULA_NGINX_CONF=...        the nginx config to copy (default deploy/nginx.conf)
//   CALCULA_RESULTS=...           where screenshots go (default test-results/)
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SITE = path.resolve(process.env.CALCULA_SITE || REPO);
export const DIST = path.join(SITE, 'dist');
export const NGINX_CONF = path.resolve(process.env.CALCULA_NGINX_CONF || path.join(REPO, 'deploy', 'nginx.conf'));
export const RESULTS = path.resolve(process.env.CALCULA_RESULTS || path.join(REPO, 'test-results'));
