// In the browser each calc-wasm module fetches its .wasm; under vitest the
// glue's fetch of its file URL is answered from disk. Applies to every unit
// test file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The bytes of one module, as `make wasm` writes them. */
export function wasmBytes(module: string): Buffer {
  return readFileSync(join(__dirname, `../src/wasm/${module}/calc_wasm_bg.wasm`));
}

const realFetch = globalThis.fetch;
globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
  const url = input instanceof Request ? input.url : String(input);
  if (url.startsWith('file:') && url.endsWith('.wasm')) {
    return new Response(readFileSync(fileURLToPath(url)), { headers: { 'Content-Type': 'application/wasm' } });
  }
  return realFetch(input, init);
};
