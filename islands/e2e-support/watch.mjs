// Everything a page should never do, collected while a test drives it:
// console errors and warnings (React's hydration errors #418/#425 arrive as
// console errors or window errors), uncaught exceptions, unhandled
// rejections, CSP violations, failed requests and HTTP errors.
import assert from 'node:assert/strict';

export const WATCH_SCRIPT = () => {
  const problems = [];
  Object.defineProperty(window, '__e2eProblems', { value: problems });
  const describe = (e) => {
    const t = e.target;
    if (t && t !== window && (t.src || t.href)) return `failed to load <${t.localName}> ${t.src || t.href}`;
    const err = e.error;
    return err && err.stack ? String(err.stack).split('\n').slice(0, 3).join(' | ') : e.message;
  };
  window.addEventListener('error', (e) => problems.push(`window error: ${describe(e)}`), true);
  window.addEventListener('unhandledrejection', (e) =>
    problems.push(`unhandled rejection: ${e.reason && e.reason.stack ? e.reason.stack.split('\n')[0] : e.reason}`));
  document.addEventListener('securitypolicyviolation', (e) =>
    problems.push(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`));
};

/**
 * Start watching `page` (call before the first navigation). A tab from
 * e2e-support/tabs.mjs already runs the in-page part (`installed`).
 * `expect` lists URLs (strings, RegExps or predicates) allowed to answer with an HTTP
 * error, for tests that navigate to a 404 on purpose.
 */
export async function watchPage(page, { expect = [], installed = false } = {}) {
  const problems = [];
  // Requests cut off because their document was replaced (a redirecting
  // 404 page) are not failures: count main-frame documents, and drop an
  // aborted request if a newer document has committed since it was sent.
  let documents = 0;
  const sentIn = new WeakMap();
  const aborted = [];
  page.on('framenavigated', (frame) => { if (frame === page.mainFrame()) documents++; });
  page.on('request', (req) => sentIn.set(req, documents));
  // A reused tab's way between tests is a page of the site that names no
  // icon (robots.txt), and Chromium then looks for /favicon.ico, once a tab;
  // the site's own pages name theirs.
  if (installed) expect = [...expect, (url) => new URL(url).pathname === '/favicon.ico'];
  const expected = (url) => expect.some((p) => (typeof p === 'string' ? p === url : typeof p === 'function' ? p(url) : p.test(url)));
  page.on('console', (msg) => {
    if (msg.type() !== 'error' && msg.type() !== 'warning') return;
    const loc = msg.location();
    // Playwright's own note when a context blocks the service worker
    // (e2e-support/browser.mjs does, unless a test allows it).
    if (msg.text() === 'Service Worker registration blocked by Playwright') return;
    // Chromium logs the HTTP error of a response as a console error too.
    if (/^Failed to load resource: the server responded with a status of 404/.test(msg.text()) && loc.url && expected(loc.url)) return;
    problems.push(`console.${msg.type()}: ${msg.text()}${loc.url ? ` (${loc.url}:${loc.lineNumber})` : ''}`);
  });
  page.on('pageerror', (err) => problems.push(`uncaught exception: ${err.message}`));
  page.on('requestfailed', (req) => {
    const why = req.failure()?.errorText ?? '';
    const line = `request failed: ${req.method()} ${req.url()} ${why}`;
    if (why === 'net::ERR_ABORTED') aborted.push({ line, doc: sentIn.get(req) ?? documents });
    else problems.push(line);
  });
  page.on('response', (res) => {
    if (res.status() >= 400 && !expected(res.url())) problems.push(`HTTP ${res.status()}: ${res.request().method()} ${res.url()}`);
  });
  if (!installed) await page.addInitScript(WATCH_SCRIPT);
  return {
    problems,
    /** All problems so far, including those recorded inside the page. */
    async collect() {
      let inPage = [];
      try {
        inPage = await page.evaluate(() => (window.__e2eProblems ? [...window.__e2eProblems] : []));
      } catch { /* page closed or navigating */ }
      const cut = aborted.filter((a) => a.doc >= documents).map((a) => a.line);
      return [...problems, ...cut, ...inPage];
    },
    async assertClean(what = page.url()) {
      const all = await this.collect();
      assert.deepEqual(all, [], `${what}: the page reported problems:\n  ${all.join('\n  ')}`);
    },
  };
}
