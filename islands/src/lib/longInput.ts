// Which calculations are long enough to run off the main thread
// (./offThread.ts): a check the page makes on every update, kept apart from
// the worker's code, which loads only for the first long one.

/** Input texts longer than this, together, are evaluated off the main thread. */
export const OFF_THREAD_CHARS = 8000;

/** Whether these texts are long enough to be evaluated off the main thread (and a worker can be had). */
export function belongsOffThread(texts: Record<string, string>): boolean {
  if (typeof Worker === 'undefined') return false;
  let total = 0;
  for (const text of Object.values(texts)) {
    total += text.length;
    if (total > OFF_THREAD_CHARS) return true;
  }
  return false;
}

