// Calcula's service worker, written by `calcula build` (generator/src/offline.rs
// fills in VERSION and PRECACHE). It makes the site work offline:
// - installing it stores the app shell (each language's home page, search
//   index and manifest, the scripts and styles, the icons);
// - content-hashed files (/assets/) come from the cache first: they never change;
// - everything else (pages, search index) comes from the network first, so
//   a new build shows at once, with the stored copy as the offline fallback;
// - a new build has a new VERSION, so the browser installs the new worker
//   on the next visit; it takes over at once and deletes the old caches.
// Only this site's own GET requests are handled: any other request (an
// analytics script after consent) goes to the network untouched, never cached.

const VERSION = '__VERSION__';
const PRECACHE = __PRECACHE__;
const PREFIX = 'calcula-';
const CACHE = PREFIX + VERSION;
const HASHED = '/assets/';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key.startsWith(PREFIX) && key !== CACHE) await caches.delete(key);
      }
      await self.clients.claim();
    })(),
  );
});

function ownUrl(href) {
  try {
    const url = new URL(href, self.location.href);
    return url.origin === self.location.origin ? url : null;
  } catch {
    return null;
  }
}

/** Pages are stored without their query: a share link's query is read by the page's script. */
function cacheKey(url) {
  return url.pathname.startsWith(HASHED) ? url.href : url.origin + url.pathname;
}

// A page loaded before this worker controlled it (the first visit, or the
// visit that brought a new build) sends the URLs it loaded: store them too.
self.addEventListener('message', (event) => {
  if (!Array.isArray(event.data)) return;
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      Promise.all(
        event.data
          .map(ownUrl)
          .filter(Boolean)
          .map(async (url) => {
            const key = cacheKey(url);
            if (await cache.match(key)) return;
            const response = await fetch(key).catch(() => null);
            if (response?.status === 200) await cache.put(key, response);
          }),
      ),
    ),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = ownUrl(request.url);
  if (request.method !== 'GET' || !url || url.pathname === '/sw.js') return;
  event.respondWith(url.pathname.startsWith(HASHED) ? cacheFirst(event) : networkFirst(event, cacheKey(url)));
});

/**
 * Stores a copy of a complete, ordinary answer, without holding the answer
 * back until it is stored (a stream, such as a live-reload event stream,
 * would never finish; it is not stored at all).
 */
function store(event, cache, key, response) {
  const streamed = response.headers.get('content-type')?.startsWith('text/event-stream');
  if (response.status === 200 && response.type === 'basic' && !streamed) {
    event.waitUntil(cache.put(key, response.clone()));
  }
  return response;
}

async function cacheFirst(event) {
  const cache = await caches.open(CACHE);
  const stored = await cache.match(event.request);
  if (stored) return stored;
  return store(event, cache, event.request, await fetch(event.request));
}

async function networkFirst(event, key) {
  const cache = await caches.open(CACHE);
  try {
    return store(event, cache, key, await fetch(event.request));
  } catch (offline) {
    const stored = await cache.match(key);
    if (stored) return stored;
    throw offline;
  }
}
