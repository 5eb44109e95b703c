// Debian's Chromium through playwright-core (never a downloaded browser).
// launchServer gives the browser's PID, so it can be killed by PID whatever
// happens; Playwright gives every launch a fresh temporary --user-data-dir
// (it refuses one in `args`) and deletes it on close.
import { chromium } from 'playwright-core';
import { register, unregister, isAlive, waitForExit } from './processes.mjs';

/** The browser visitors have: Debian's Chromium (the frame-timing bench, `asVisitors`). */
export const CHROMIUM = '/usr/bin/chromium';
/**
 * What the functional tests run: Debian's chromium-headless-shell, the same
 * Blink and V8 from the same source package and version, without the full
 * browser's layers around them (what Playwright runs headless by default).
 * Measured on the browser suite: a quarter less CPU for the same tests
 * (health-pages: Chromium 90.9 → 69.7 CPU-s), and the suite is bound by
 * the two cores.
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function withTimeout(promise, ms) {
  let timer;
  try {
    return await Promise.race([promise, new Promise((r) => { timer = setTimeout(r, ms); })]);
  } finally {
    clearTimeout(timer);
  }
}

// What the functional tests run with: WebAssembly stays on V8's baseline
// compiler (Liftoff), the same code's results, without recompiling hot
// functions with TurboFan in the background on every page load: the
// browser tests are bound by the two cores (measured: two files in 77 s
// instead of 90). The recompute cases (frame-cases.mjs) run in the browser as visitors have it
// (`launchBrowser({ asVisitors: true })`).
const FUNCTIONAL_ARGS = ['--js-flags=--no-wasm-tier-up'];

/** @returns {Promise<{browser: import('playwright-core').Browser, pid:number, close:()=>Promise<void>}>} */
//
// `scrollbars`: pages laid out with the classic scrollbars a desktop
// browser draws (headless Chromium hides them, giving every scrolling box
// some 15 px more room than a visitor's has).
export async function launchBrowser({ asVisitors = false, scrollbars = false } = {}) {
  const server = await chromium.launchServer({
    executablePath: asVisitors ? CHROMIUM : HEADLESS_SHELL,
    headless: true,
    args: asVisitors ? CHROMIUM_ARGS : [...CHROMIUM_ARGS, ...FUNCTIONAL_ARGS],
    ...(scrollbars ? { ignoreDefaultArgs: ['--hide-scrollbars'] } : {}),
  });
  const pid = server.process().pid;
  register(pid, 'chromium', { group: true });
  let browser;
  try {
    browser = await chromium.connect(server.wsEndpoint());
  } catch (e) {
    await server.kill();
    unregister(pid);
    throw e;
  }
  // The site registers a service worker that answers from its cache, which
  // page.route cannot see or hold: contexts block it unless a test asks for
  // it (the offline test passes serviceWorkers: 'allow').
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options = {}) => newContext({ serviceWorkers: 'block', ...options });
  const close = async () => {
    await withTimeout(browser.close().catch(() => {}), 5000);
    await withTimeout(server.close().catch(() => {}), 5000);
    if (isAlive(pid) && !(await waitForExit(pid, 1000))) {
      await server.kill().catch(() => {});
      try { process.kill(pid, 'SIGKILL'); } catch { /* gone */ }
    }
    unregister(pid);
  };
  return { browser, pid, close };
}
