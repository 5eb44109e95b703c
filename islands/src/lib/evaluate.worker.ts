// Evaluates a calculator off the main thread: the page sends a calculation
// whose input texts are long (tens of thousands of characters to parse),
// this worker runs calc-wasm's `evaluate` on it with its own instance of
// the page's module, and sends the answer back as evaluate returns it.

import { loadWasm } from './wasm';
import type { OffThreadReply, OffThreadRequest } from './offThread';

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<OffThreadRequest>) => void) | null;
  postMessage(message: OffThreadReply): void;
};

scope.onmessage = async ({ data: { id, module, spec, given, lang } }) => {
  try {
    const evaluate = await loadWasm(module);
    scope.postMessage({ id, answer: evaluate(spec, given, lang) });
  } catch (cause) {
    // A module that will not load here (or a trap) is said on the page as
    // calc-wasm failing would be.
    console.error('calc-wasm failed in the worker', cause);
    scope.postMessage({ id, answer: { error: { input: 'calculator', code: 'badInput' } } });
  }
};
