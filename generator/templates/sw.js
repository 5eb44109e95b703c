// Calcula's service worker, written by `calcula build` (generator/src/offline.rs
// fills in VERSION and PRECACHE). It makes the site work offline:
// - installing it stores the app shell (each language's home page, search
//   index and manifest, the scripts and styles, the icons);
// - content-hashed files (/assets/) come from the cache first: they never change;
// - everything else (pages, search index) comes from the network first, so
//   a new build shows at once, with the stored copy as the offline fallback;
// - a page never stored, asked for with no network, gets an offline page in
//   its language (OFFLINE: each language's strings and home) listing the
//   pages of that language stored on this device;
// - a new build has a new VERSION, so the browser installs the new worker
//   on the next visit; it takes over at once and deletes the old caches.
// Only this site's own GET requests are handled: any other request (an
// analytics script after consent) goes to the network untouched, never cached.

const VERSION = '__VERSION__';
const PRECACHE = __PRECACHE__;
const OFFLINE = __OFFLINE__;
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

/**
 * This version's cache, or null once a newer worker has deleted it: a
 * worker still finishing a request or a message must not create it again
 * (caches.open would), or an empty cache of a dead version stays forever.
 */
async function ownCache() {
  return (await caches.has(CACHE)) ? caches.open(CACHE) : null;
}

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
    ownCache().then((cache) =>
      Promise.all(
        (cache ? event.data : [])
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
  if (cache && response.status === 200 && response.type === 'basic' && !streamed) {
    event.waitUntil(cache.put(key, response.clone()));
  }
  return response;
}

async function cacheFirst(event) {
  const cache = await ownCache();
  const stored = await cache?.match(event.request);
  if (stored) return stored;
  return store(event, cache, event.request, await fetch(event.request));
}

async function networkFirst(event, key) {
  const cache = await ownCache();
  try {
    return store(event, cache, key, await fetch(event.request));
  } catch (offline) {
    const stored = await cache?.match(key);
    if (stored) return stored;
    if (cache && event.request.mode === 'navigate') return offlinePage(cache, new URL(event.request.url));
    throw offline;
  }
}

/** The language a path belongs to: the one whose home is its longest prefix. */
function languageOf(pathname) {
  return OFFLINE.filter((l) => pathname.startsWith(l.home)).sort((a, b) => b.home.length - a.home.length)[0] ?? OFFLINE[0];
}

const escapeHtml = (text) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/** A stored page's title, as its HTML writes it (already escaped). */
async function titleOf(response) {
  const found = /<title>([^<]*)<\/title>/.exec(await response.text());
  return found ? found[1].trim() : null;
}

/** The pages of `language` stored in `cache`: [{path, title}], by title. */
async function storedPages(cache, language) {
  const pages = [];
  for (const request of await cache.keys()) {
    const url = new URL(request.url);
    if (url.pathname.startsWith(HASHED) || languageOf(url.pathname) !== language) continue;
    const response = await cache.match(request);
    if (!response?.headers.get('content-type')?.startsWith('text/html')) continue;
    const title = await titleOf(response);
    if (title) pages.push({ path: url.pathname, title });
  }
  return pages.sort((a, b) => (a.path === language.home ? -1 : b.path === language.home ? 1 : a.title.localeCompare(b.title, language.lang)));
}

/** The offline page for `url`: in its language, with links to the pages stored on this device. */
async function offlinePage(cache, url) {
  const l = languageOf(url.pathname);
  const links = (await storedPages(cache, l)).map((p) => `<li><a href="${escapeHtml(p.path)}">${p.title}</a></li>`).join('');
  const html = `<!doctype html>
<html lang="${escapeHtml(l.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(l.title)}</title>
<style>
:root { color-scheme: light dark; font: 1.0625rem/1.5 system-ui, sans-serif; }
body { max-width: 40rem; margin: 0 auto; padding: 2rem 1.25rem; }
h1 { font-size: 1.75rem; line-height: 1.2; }
h2 { font-size: 1.125rem; margin-top: 2rem; }
ul { padding-left: 1.25rem; }
li { margin: 0.5rem 0; }
a { color: #2563eb; }
@media (prefers-color-scheme: dark) { a { color: #93c5fd; } }
</style>
</head>
<body>
<main data-offline>
<h1>${escapeHtml(l.title)}</h1>
<p>${escapeHtml(l.message)}</p>
<p><a href="${escapeHtml(url.pathname + url.search)}">${escapeHtml(l.retry)}</a></p>
${links ? `<h2>${escapeHtml(l.storedHeading)}</h2>\n<ul>${links}</ul>` : ''}
</main>
</body>
</html>
`;
  return new Response(html, {
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
      'cache-control': 'no-store',
    },
  });
}
