// What the page and the file-hashing worker (hash.worker.ts) say to each other.

import type { CalcError } from '../../../lib/errors';

/** Hash `file` with `algorithm` (an option id) and `key` (empty: no key). */
export interface HashRequest {
  file: Blob;
  algorithm: string;
  key: string;
}

export type HashReply =
  | { type: 'progress'; done: number }
  /** The digest's bytes, and as the page shows them. */
  | { type: 'done'; digest: Uint8Array; hex: string; base64: string }
  /** calc-wasm's error (`keyLength`, ...), or null when the file could not be read. */
  | { type: 'error'; error: CalcError | null };
