// What every browser test file starts with: its own nginx serving dist/ on
// a free loopback port and its own headless Chromium, both up before the
// file's first test and stopped (by PID) after its last. The two objects
// are filled in place once they are up, so a file reads them as
// `server.origin` and `chromium.browser` inside its tests.
import { before, after } from 'node:test';
import { startServer } from './server.mjs';
import { launchBrowser } from './browser.mjs';
import { closeAgent } from './http.mjs';

export function siteAndBrowser(browserOptions = {}) {
  const server = {};
  const chromium = {};
  before(async () => {
    Object.assign(server, await startServer());
    Object.assign(chromium, await launchBrowser(browserOptions));
  });
  after(async () => {
    await chromium.close?.();
    await server.stop?.();
    closeAgent();
  });
  return { server, chromium };
}
