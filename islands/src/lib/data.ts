// Data kept out of the WebAssembly modules (calc-wasm's `needsData` error):
// a hashed static asset, fetched the first time a calculation asks for it
// and handed to the module once (its `provideData`). Today only the EFF
// wordlist for passphrases (calc-wasm/calculators/utility/src/wordlist.rs).

import type { WasmModule } from './props';
import { loadGlue } from './wasm';
import effWordlist from '../../../calc-wasm/calculators/utility/src/data/eff-large-wordlist.txt?url';

/** Each data name calc-wasm can ask for, and the URL of its asset. */
const URLS: Record<string, string> = { effWordlist };

interface DataGlue {
  provideData(name: string, text: string): boolean;
}

const provided = new Map<string, Promise<boolean>>();

async function fetchAndProvide(module: WasmModule, name: string): Promise<boolean> {
  const url = URLS[name];
  if (!url) return false;
  const [response, glue] = await Promise.all([fetch(url), loadGlue<DataGlue>(module)]);
  return response.ok && glue.provideData(name, await response.text());
}

/** Fetches data `name` and gives it to `module`: true once it has it. A
 * failure (offline, a wrong file) is forgotten, so the next input retries. */
export function provideData(module: WasmModule, name: string): Promise<boolean> {
  const key = `${module}/${name}`;
  let pending = provided.get(key);
  if (!pending) {
    pending = fetchAndProvide(module, name).catch(() => false);
    provided.set(key, pending);
    void pending.then((ok) => {
      if (!ok) provided.delete(key);
    });
  }
  return pending;
}
