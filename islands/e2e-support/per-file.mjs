// What every browser test file starts with: its own nginx serving dist/ on
// a free loopback port and its own headless Chromium, both up before the
// file's first test and stopped (by PID) after its last. The two objects
// are filled in place once they are up, so a file reads them as
// `server.origin` and `chromium.browser` inside its tests.
import { before, after } from 'node:test';
import { startServer } from './server.mjs';
import { launchBrowser } from './browser.mjs';
import { closeAgent } from './http.mjs';

//
// `variant`: a function building another site to serve instead of dist/
// (e2e-support/variant.mjs), removed after the file's last test.
export function siteAndBrowser(browserOptions = {}, { variant } = {}) {
  const server = {};
  const chromium = {};
  let built = null;
  before(async () => {
    built = variant ? variant() : null;
    Object.assign(server, await startServer(built ? { site: built.root } : {}));
    Object.assign(chromium, await launchBrowser(browserOptions));
  });
  after(async () => {
    await chromium.close?.();
    await server.stop?.();
    built?.remove();
    closeAgent();
  });
  return { server, chromium };
}
