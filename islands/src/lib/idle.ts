// requestIdleCallback where the browser has it (Safari does not); a short
// timeout otherwise. Returns a cancel function.
export function whenIdle(callback: () => void, timeout: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => callback(), { timeout });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, Math.min(timeout, 200));
  return () => clearTimeout(handle);
}

/** Runs `callback` once the page has loaded (now, if it has). */
export function afterLoad(callback: () => void): void {
  if (document.readyState === 'complete') callback();
  else addEventListener('load', callback, { once: true });
}
