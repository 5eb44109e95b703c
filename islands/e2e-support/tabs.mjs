// Tabs reused from test to test. A new tab costs Chromium a renderer
// process and a cold compile of React, the island and its wasm module:
// about 1 CPU-second a page on this machine's kind, against 0.4 for the
// same page loaded again in a tab that has loaded the site before (V8's
// compilation caches are the process's). Most of the browser suite's time
// was new tabs.
//
// A lease is a whole context with its one page, never shared while leased,
// so tests running side by side cannot see each other's storage. Between
// leases the tab goes through a page of the site where its storage, cookies
// and caches are emptied, and the next test's settings (viewport, colour
// scheme, reduced motion, the localStorage it starts with) are applied. The
// HTTP cache is off in a reused tab, so every load fetches what a fresh
// context would: tests that watch requests see them all.
//
// A test that changes the context or the tab in a way this file cannot
// undo (routes, init scripts, permissions, a second page, an offline
// switch…) makes its lease "spoiled": the context is closed at the end, as
// before. Listeners a test adds with page.on are removed at the end.
import { WATCH_SCRIPT } from './watch.mjs';

const SPOILING_PAGE = new Set([
  'route', 'routeFromHAR', 'routeWebSocket', 'unroute', 'unrouteAll', 'addInitScript', 'exposeFunction',
  'exposeBinding', 'setExtraHTTPHeaders', 'clock', 'close', 'context', 'setDefaultTimeout', 'setDefaultNavigationTimeout',
  'addLocatorHandler', 'requestGC', 'pause',
]);
const SPOILING_CONTEXT = new Set([
  'route', 'routeFromHAR', 'routeWebSocket', 'unroute', 'unrouteAll', 'addInitScript', 'exposeFunction',
  'exposeBinding', 'setExtraHTTPHeaders', 'clock', 'newPage', 'grantPermissions', 'clearPermissions', 'addCookies',
  'setOffline', 'setGeolocation', 'setHTTPCredentials', 'on', 'once', 'addListener', 'tracing', 'request',
  'newCDPSession', 'setDefaultTimeout', 'setDefaultNavigationTimeout', 'waitForEvent', 'backgroundPages', 'serviceWorkers',
]);
const LISTENING = new Set(['on', 'once', 'addListener', 'prependListener']);

// Runs in every document of a reused tab before the page's scripts: the
// lease's localStorage, written on every load (`always`) or on the first
// load of the lease only (`once`, so a reload keeps what the test changed).
// The lease's settings travel in sessionStorage, which a tab keeps across
// its navigations on one origin.
const SEED = () => {
  try {
    const seed = JSON.parse(sessionStorage.getItem('e2e-seed') || 'null');
    if (!seed) return;
    for (const [k, v] of Object.entries(seed.always)) localStorage.setItem(k, v);
    if (!sessionStorage.getItem('e2e-seeded')) {
      sessionStorage.setItem('e2e-seeded', '1');
      for (const [k, v] of Object.entries(seed.once)) localStorage.setItem(k, v);
    }
  } catch { /* storage disabled */ }
};

// Scripts every tab runs before the page's own (the problem watcher's):
// added once when the tab is made, since a tab cannot drop an init script.
const tabScripts = [SEED, WATCH_SCRIPT];

const idle = new WeakMap(); // browser → Map(key → [{ context, page }])

function idleList(browser, key) {
  if (!idle.has(browser)) idle.set(browser, new Map());
  const byKey = idle.get(browser);
  if (!byKey.has(key)) byKey.set(key, []);
  return byKey.get(key);
}

async function newTab(browser, fixed, { viewport, colorScheme, reducedMotion }) {
  const context = await browser.newContext({ ...fixed, viewport, colorScheme, reducedMotion });
  const page = await context.newPage();
  for (const script of tabScripts) await page.addInitScript(script);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return { context, page, cdp };
}

/**
 * A context and its page, reused when one is idle with the same fixed
 * options, fresh otherwise, on `origin` with empty storage and these
 * settings, not navigated further. Close the returned context to give the
 * tab back.
 *
 * fixed: context options a tab cannot change (locale, javaScriptEnabled,
 *   acceptDownloads…), keying the idle tabs.
 * always, once: localStorage written before the page's scripts on every
 *   load or on the lease's first load.
 */
export async function leaseTab(browser, origin, {
  fixed = {}, viewport = { width: 1280, height: 900 }, colorScheme = 'light', reducedMotion = 'reduce', always = {}, once = {},
} = {}) {
  const key = JSON.stringify(fixed);
  const free = idleList(browser, key);
  const tab = free.pop() ?? (await newTab(browser, fixed, { viewport, colorScheme, reducedMotion }));
  const { context, page } = tab;
  await page.setViewportSize(viewport);
  await page.emulateMedia({ colorScheme, reducedMotion });
  await context.clearCookies();
  // A page of the site that runs no script of its own: storage is the
  // origin's, emptied here after the last lease's document is gone.
  await page.goto(`${origin}/robots.txt`, { waitUntil: 'load' });
  // The pointer where a new tab's is: a wheel turned over the last test's
  // panel would scroll the panel, not the page.
  await page.mouse.move(0, 0);
  await page.evaluate(async (seed) => {
    localStorage.clear();
    sessionStorage.clear();
    if (self.caches) for (const name of await caches.keys()) await caches.delete(name);
    if (indexedDB.databases) for (const db of await indexedDB.databases()) indexedDB.deleteDatabase(db.name);
    sessionStorage.setItem('e2e-seed', JSON.stringify(seed));
  }, { always, once });

  let spoiled = false;
  let released = false;
  const listeners = [];
  const release = async () => {
    if (released) return;
    released = true;
    for (const [event, fn] of listeners) page.off(event, fn);
    if (spoiled || page.isClosed()) {
      await context.close();
    } else {
      free.push(tab);
    }
  };
  const pageProxy = new Proxy(page, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (SPOILING_PAGE.has(prop)) spoiled = true;
      if (typeof value !== 'function') return value;
      if (LISTENING.has(prop)) {
        return (event, fn) => {
          listeners.push([event, fn]);
          target[prop](event, fn);
          return pageProxy;
        };
      }
      return value.bind(target);
    },
  });
  const contextProxy = new Proxy(context, {
    get(target, prop) {
      if (prop === 'close') return release;
      if (prop === 'pages') return () => [pageProxy];
      // Another page of the context opens as the test asked for its tab:
      // the context's own defaults are those of the lease that made it.
      if (prop === 'newPage') {
        return async (...args) => {
          spoiled = true;
          const other = await target.newPage(...args);
          await other.setViewportSize(viewport);
          await other.emulateMedia({ colorScheme, reducedMotion });
          return other;
        };
      }
      const value = Reflect.get(target, prop, target);
      if (SPOILING_CONTEXT.has(prop)) spoiled = true;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { context: contextProxy, page: pageProxy };
}
