// Registers the site's service worker (/sw.js, written by the build: see
// generator/templates/sw.js) once the page has loaded and the browser is
// idle, so it never competes with the page's own requests.
//
// Whenever a worker takes control of this page (the first visit, or a new
// build's worker on the visit that brought it), the page was loaded without
// it: the page then sends it what it loaded (itself, its scripts, styles and
// WebAssembly, and the islands' code fetched ahead of their first use) for
// the worker to store, so this page works offline too.
// A worker can also take control before this script runs (a new build's
// worker installs while the page is still loading, and claims it), when the
// controllerchange event has already passed: so the page also sends the list
// once registration is done. The worker skips what it has already stored.
import { afterLoad, whenIdle } from './idle';

const WORKER = '/sw.js';
const IDLE_TIMEOUT_MS = 5000;

/**
 * Sends the worker controlling this page (if any) what the page has
 * loaded, for it to store. Also called once the loader has fetched the
 * code of the islands not used yet (main.ts), so that they work offline.
 */
export function storeLoadedForOffline(): void {
  const workers = navigator.serviceWorker as ServiceWorkerContainer | undefined;
  const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
  workers?.controller?.postMessage([location.pathname, ...loaded]);
}

export function registerServiceWorker(): void {
  const workers = navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!workers) return;
  workers.addEventListener('controllerchange', storeLoadedForOffline);
  const register = () => {
    whenIdle(() => {
      workers
        .register(WORKER)
        .then(() => workers.ready)
        .then(storeLoadedForOffline)
        .catch(() => {
          /* no worker (private mode, a host without sw.js): the site works online as before */
        });
    }, IDLE_TIMEOUT_MS);
  };
  afterLoad(register);
}
