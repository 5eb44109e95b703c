// What the calculator island needs to know about its history before it loads
// any history code (./recent.ts and src/lib/history.ts come only when this
// calculator has stored history, or once something is calculated).

/** localStorage key prefix of a calculator's history (src/lib/history.ts HISTORY_PREFIX). */
export const HISTORY_KEY_PREFIX = 'calcula:history:';

/** Quiet time after the last change before a calculation counts as settled. */
export const SETTLE_MS = 1500;

/**
 * Dispatched on document (detail: {id}) whenever ./recent.ts changes a
 * calculator's history, so lists on the page can re-read it. Other parts of
 * the page that change history may dispatch it too.
 */
export const HISTORY_EVENT = 'calcula:history';
