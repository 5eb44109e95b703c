// Hashes one file off the main thread. The file is read in slices
// (Blob.slice + arrayBuffer), the next one while the current one is
// hashed, and each slice is fed to the hash module's streaming hasher and
// dropped: memory stays at about two slices whatever the file's size. The
// page cancels by terminating the worker.

import init, { StreamHasher, encodeDigest } from '../../../wasm/hash/calc_wasm.js';
import type { CalcError } from '../../../lib/errors';
import type { HashReply, HashRequest } from './messages';

/** Big enough that a call into WebAssembly costs nothing, small enough to keep memory flat. */
const SLICE_BYTES = 2 * 1024 * 1024;
/** Progress messages at most this often. */
const PROGRESS_MS = 100;

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<HashRequest>) => void) | null;
  postMessage(message: HashReply, transfer?: Transferable[]): void;
};

async function hash({ file, algorithm, key }: HashRequest): Promise<void> {
  await init();
  let hasher: StreamHasher;
  try {
    hasher = new StreamHasher(algorithm, key);
  } catch (error) {
    scope.postMessage({ type: 'error', error: error as CalcError });
    return;
  }
  let reported = performance.now();
  let next = file.slice(0, SLICE_BYTES).arrayBuffer();
  for (let offset = 0; offset < file.size; ) {
    const slice = await next;
    // A file that shrank while being read: what was read is no longer the file.
    if (slice.byteLength === 0) throw new Error('the file shrank while it was read');
    const end = offset + slice.byteLength;
    if (end < file.size) next = file.slice(end, end + SLICE_BYTES).arrayBuffer();
    hasher.update(new Uint8Array(slice));
    offset = end;
    const now = performance.now();
    if (now - reported >= PROGRESS_MS || offset >= file.size) {
      reported = now;
      scope.postMessage({ type: 'progress', done: offset });
    }
  }
  const digest = hasher.finalize();
  hasher.free();
  const reply: HashReply = {
    type: 'done',
    digest,
    hex: encodeDigest(digest, 'hex'),
    base64: encodeDigest(digest, 'base64'),
  };
  scope.postMessage(reply, [digest.buffer]);
}

scope.onmessage = (e) => {
  hash(e.data).catch(() => scope.postMessage({ type: 'error', error: null }));
};
