// Calculations whose input texts are long (a pasted list of thousands of
// numbers) are parsed and computed in a Web Worker (./evaluate.worker.ts),
// so the page keeps answering while they run; short ones stay on the main
// thread, where the answer is there in the same frame as the keystroke.
// One worker per page, started on the first long calculation; this module
// loads then too (./longInput.ts says which calculations are long).

import type { CalcSpec, WasmModule } from './props';

export interface OffThreadRequest {
  id: number;
  module: WasmModule;
  spec: CalcSpec;
  given: Record<string, string>;
  lang: string;
}

export interface OffThreadReply {
  id: number;
  /** What calc-wasm's evaluate returned. */
  answer: unknown;
}

let worker: Worker | null = null;
let next = 0;
const waiting = new Map<number, (answer: unknown) => void>();

function theWorker(): Worker {
  if (worker) return worker;
  const w = new Worker(new URL('./evaluate.worker.ts', import.meta.url), { type: 'module' });
  w.onmessage = ({ data }: MessageEvent<OffThreadReply>) => {
    waiting.get(data.id)?.(data.answer);
    waiting.delete(data.id);
  };
  // A worker that cannot start (or dies) fails what it was given; the next
  // long calculation starts a new one.
  w.onerror = () => {
    worker = null;
    w.terminate();
    for (const [id, settle] of waiting) {
      settle({ error: { input: 'calculator', code: 'badInput' } });
      waiting.delete(id);
    }
  };
  worker = w;
  return w;
}

/** calc-wasm's evaluate, run in the worker: its answer, as evaluate returns it. */
export function evaluateOffThread(module: WasmModule, spec: CalcSpec, given: Record<string, string>, lang: string): Promise<unknown> {
  const id = next++;
  return new Promise((settle) => {
    waiting.set(id, settle);
    theWorker().postMessage({ id, module, spec, given, lang } satisfies OffThreadRequest);
  });
}
