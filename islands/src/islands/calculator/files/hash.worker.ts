// Hashes one file off the main thread. The file is streamed with a BYOB
// ("bring your own buffer") reader into ONE staging buffer allocated once,
// each full buffer is copied into the hasher's own buffer inside
// WebAssembly memory and hashed there: no allocation per chunk, so memory
// stays flat whatever the file's size (and the garbage collector has
// nothing to catch up with). WebAssembly memory cannot be read into
// directly: a BYOB read detaches the buffer it fills, which WebAssembly
// memory's cannot be. The page cancels by terminating the worker.

import init, { StreamHasher, encodeDigest } from '../../../wasm/hash/calc_wasm.js';
import type { CalcError } from '../../../lib/errors';
import type { HashReply, HashRequest } from './messages';

/** Progress messages at most this often. */
const PROGRESS_MS = 100;

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<HashRequest>) => void) | null;
  postMessage(message: HashReply, transfer?: Transferable[]): void;
};

/**
 * Calls `take` with each run of the file's bytes, `capacity` bytes at a
 * time (the last run shorter). The view is only valid during the call.
 */
async function readFull(file: Blob, capacity: number, take: (bytes: Uint8Array) => void): Promise<void> {
  const reader = file.stream().getReader({ mode: 'byob' });
  // Each read hands the buffer back (transferred): the same memory, reused.
  let staging = new ArrayBuffer(capacity);
  let filled = 0;
  for (;;) {
    const { done, value } = await reader.read(new Uint8Array(staging, filled, capacity - filled));
    if (value) {
      staging = value.buffer as ArrayBuffer;
      filled += value.byteLength;
    }
    if (filled === capacity || (done && filled > 0)) {
      take(new Uint8Array(staging, 0, filled));
      filled = 0;
    }
    if (done) return;
  }
}

async function hash({ file, algorithm, key }: HashRequest): Promise<void> {
  const { memory } = (await init()) as { memory: WebAssembly.Memory };
  let hasher: StreamHasher;
  try {
    hasher = new StreamHasher(algorithm, key);
  } catch (error) {
    scope.postMessage({ type: 'error', error: error as CalcError });
    return;
  }
  const pointer = hasher.bufferPtr();
  let reported = performance.now();
  let offset = 0;
  await readFull(file, hasher.bufferCapacity(), (bytes) => {
    // A fresh view each time: memory.buffer changes when memory grows.
    new Uint8Array(memory.buffer, pointer, bytes.byteLength).set(bytes);
    hasher.updateFromBuffer(bytes.byteLength);
    offset += bytes.byteLength;
    const now = performance.now();
    if (now - reported >= PROGRESS_MS) {
      reported = now;
      scope.postMessage({ type: 'progress', done: offset });
    }
  });
  // A file that shrank while being read: what was read is no longer the file.
  if (offset !== file.size) throw new Error('the file changed while it was read');
  scope.postMessage({ type: 'progress', done: offset });
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
