// Embeds. An embed page (/embed/<id>, body
// class `embed`) inside another site's iframe tells its parent how tall it
// is, on load and on every size change:
//     parent.postMessage({ type: 'calcula:height', id, height }, '*')
// The height is not a secret, so '*' is fine. The widget's Embed button
// shows the code another site pastes: the iframe plus a small listener that
// sets the iframe's height from those messages, accepting them only from
// our origin and from that very iframe.

export const HEIGHT_MESSAGE = 'calcula:height';

export interface HeightMessage {
  type: typeof HEIGHT_MESSAGE;
  /** Calculator id (`mortgage`). */
  id: string;
  /** CSS pixels, rounded up. */
  height: number;
}

/** True on an embed page that is shown inside a frame. */
export function isFramedEmbed(): boolean {
  if (typeof window === 'undefined' || typeof document === 'undefined') return false;
  let framed: boolean;
  try {
    framed = window.parent !== window;
  } catch {
    framed = true;
  }
  return framed && document.body.classList.contains('embed');
}

/** The document's content height (not the frame's: that would never shrink). */
export function documentHeight(doc: Document = document): number {
  const html = doc.documentElement.getBoundingClientRect().height;
  const body = doc.body ? doc.body.getBoundingClientRect().height : 0;
  return Math.ceil(Math.max(html, body));
}

/**
 * On a framed embed page, posts the height now, on load and whenever it
 * changes. Returns a function that stops it (a no-op elsewhere).
 */
export function startHeightReports(id: string): () => void {
  if (!isFramedEmbed()) return () => {};
  let last = -1;
  let frame = 0;
  const post = () => {
    frame = 0;
    const height = documentHeight();
    if (height === last || height <= 0) return;
    last = height;
    const message: HeightMessage = { type: HEIGHT_MESSAGE, id, height };
    window.parent.postMessage(message, '*');
  };
  // One message per frame at most, however many elements resize.
  const schedule = () => {
    if (frame === 0) frame = requestAnimationFrame(post);
  };
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : null;
  observer?.observe(document.documentElement);
  observer?.observe(document.body);
  window.addEventListener('load', schedule);
  window.addEventListener('resize', schedule);
  post();
  return () => {
    observer?.disconnect();
    window.removeEventListener('load', schedule);
    window.removeEventListener('resize', schedule);
    if (frame !== 0) cancelAnimationFrame(frame);
  };
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A JS string literal that cannot end a <script> element. */
function scriptString(text: string): string {
  return JSON.stringify(text).replace(/</g, '\\u003c').replace(/>/g, '\\u003e');
}

/**
 * `embedUrl` (written by the build from the site's configured address) at
 * the origin this page is served from, so that code copied from any host
 * (a preview, a mirror, a deployer who never set the address) names that
 * host, and its listener trusts that origin. A page without an origin of
 * its own (a file opened from disk: "null") keeps the configured one.
 */
export function embedUrlHere(embedUrl: string, origin: string = window.location.origin): string {
  if (!/^https?:\/\//.test(origin)) return embedUrl;
  const url = new URL(embedUrl);
  return `${origin}${url.pathname}${url.search}`;
}

/**
 * The code another site pastes into its page: the iframe and a listener that
 * resizes it. Shown as text on our pages, never inserted as HTML.
 */
export function embedSnippet(embedUrl: string, title: string): string {
  const origin = new URL(embedUrl).origin;
  return [
    `<iframe src="${escapeAttribute(embedUrl)}" title="${escapeAttribute(title)}" loading="lazy" style="width:100%;border:0" data-calcula-embed></iframe>`,
    '<script>',
    'window.addEventListener("message", function (event) {',
    `  if (event.origin !== ${scriptString(origin)}) return;`,
    '  var data = event.data;',
    `  if (!data || data.type !== ${scriptString(HEIGHT_MESSAGE)} || typeof data.height !== "number" || !(data.height > 0)) return;`,
    '  var frames = document.querySelectorAll("iframe[data-calcula-embed]");',
    '  for (var i = 0; i < frames.length; i++) {',
    '    if (frames[i].contentWindow === event.source) {',
    '      frames[i].style.height = Math.min(Math.ceil(data.height), 20000) + "px";',
    '    }',
    '  }',
    '});',
    '</script>',
  ].join('\n');
}
