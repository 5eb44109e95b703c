// @vitest-environment happy-dom
// The embed code (escaped iframe, a listener that trusts only our origin
// and its own iframe) and the height messages an embed page sends.

import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEIGHT_MESSAGE, embedSnippet, embedUrlHere, isFramedEmbed, startHeightReports } from '../src/lib/embed';

const URL_EN = 'https://calcula.example/embed/mortgage';

function listenerOf(snippet: string) {
  const body = snippet.slice(snippet.indexOf('<script>') + '<script>'.length, snippet.lastIndexOf('</script>'));
  const listeners: ((e: unknown) => void)[] = [];
  const fakeWindow = { addEventListener: (type: string, f: (e: unknown) => void) => type === 'message' && listeners.push(f) };
  const frames = [
    { contentWindow: { name: 'ours' }, style: { height: '' } },
    { contentWindow: { name: 'other' }, style: { height: '' } },
  ];
  const fakeDocument = { querySelectorAll: (sel: string) => (sel === 'iframe[data-calcula-embed]' ? frames : []) };
  new Function('window', 'document', body)(fakeWindow, fakeDocument);
  const send = (e: unknown) => listeners.forEach((f) => f(e));
  return { frames, send };
}

describe('embedUrlHere', () => {
  it('names the origin the page is served from, whatever the build was told', () => {
    expect(embedUrlHere('https://calcula.example/pt-br/embed/mortgage', 'http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080/pt-br/embed/mortgage');
    expect(embedUrlHere(URL_EN, 'https://calc.my-host.com.br')).toBe('https://calc.my-host.com.br/embed/mortgage');
    expect(embedUrlHere(URL_EN, location.origin)).toBe(`${location.origin}/embed/mortgage`);
  });

  it('keeps the configured address on a page without an origin of its own', () => {
    expect(embedUrlHere(URL_EN, 'null')).toBe(URL_EN);
  });
});

describe('embedSnippet', () => {
  it('is the iframe of the brief plus a listener', () => {
    const snippet = embedSnippet(URL_EN, 'Mortgage Calculator');
    expect(snippet.split('\n')[0]).toBe(
      '<iframe src="https://calcula.example/embed/mortgage" title="Mortgage Calculator" loading="lazy" style="width:100%;border:0" data-calcula-embed></iframe>',
    );
    expect(snippet).toContain('<script>');
    expect(snippet).toContain('event.origin !== "https://calcula.example"');
    expect(snippet.trimEnd().endsWith('</script>')).toBe(true);
  });

  it('escapes the title and the address in attributes', () => {
    const snippet = embedSnippet('https://calcula.example/embed/x?a=1&b="2"', 'A "quoted" <b>title</b> & more');
    expect(snippet).toContain('src="https://calcula.example/embed/x?a=1&amp;b=&quot;2&quot;"');
    expect(snippet).toContain('title="A &quot;quoted&quot; &lt;b&gt;title&lt;/b&gt; &amp; more"');
  });

  it('sets the height of its own iframe from our messages only', () => {
    const { frames, send } = listenerOf(embedSnippet(URL_EN, 'Mortgage'));
    const [ours, other] = frames as [(typeof frames)[0], (typeof frames)[0]];
    const message = { type: HEIGHT_MESSAGE, id: 'mortgage', height: 812.4 };

    send({ origin: 'https://evil.example', source: ours.contentWindow, data: message });
    expect(ours.style.height).toBe('');

    send({ origin: 'https://calcula.example', source: { name: 'stranger' }, data: message });
    expect(ours.style.height).toBe('');
    expect(other.style.height).toBe('');

    for (const data of [null, 'x', { type: 'other', height: 5 }, { type: HEIGHT_MESSAGE, height: '100' }, { type: HEIGHT_MESSAGE, height: -1 }, { type: HEIGHT_MESSAGE, height: NaN }]) {
      send({ origin: 'https://calcula.example', source: ours.contentWindow, data });
    }
    expect(ours.style.height).toBe('');

    send({ origin: 'https://calcula.example', source: ours.contentWindow, data: message });
    expect(ours.style.height).toBe('813px');
    expect(other.style.height).toBe('');

    send({ origin: 'https://calcula.example', source: ours.contentWindow, data: { ...message, height: 1e9 } });
    expect(ours.style.height).toBe('20000px');
  });
});

describe('height reports', () => {
  afterEach(() => {
    document.body.className = '';
    vi.restoreAllMocks();
  });

  it('are sent only by an embed page inside a frame', () => {
    expect(isFramedEmbed()).toBe(false);
    document.body.className = 'embed';
    // Not framed: window.parent is the window itself.
    expect(isFramedEmbed()).toBe(false);
    const post = vi.spyOn(window, 'postMessage');
    const stop = startHeightReports('mortgage');
    stop();
    expect(post).not.toHaveBeenCalled();
  });

  it('post {type, id, height} to the parent, once per height', () => {
    document.body.className = 'embed';
    const parent = { postMessage: vi.fn() };
    vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window);
    let height = 640.2;
    vi.spyOn(document.documentElement, 'getBoundingClientRect').mockImplementation(() => ({ height }) as DOMRect);
    expect(isFramedEmbed()).toBe(true);
    const stop = startHeightReports('mortgage');
    expect(parent.postMessage).toHaveBeenCalledWith({ type: HEIGHT_MESSAGE, id: 'mortgage', height: 641 }, '*');
    stop();
    height = 700;
    expect(parent.postMessage).toHaveBeenCalledTimes(1);
  });
});
