// The summary sentence of a page whose result is an expression: the
// expression as a person writes it in prose (x²·cos(x), √5 + 1), with the
// page's decimal mark. Other outputs read as shown. A chunk of its own:
// only pages whose sentence quotes an expression load it. `words` fills the
// sentence (../summary.ts) with each output as the quote given.

import { useContext } from 'react';
import { MathNotation } from '../math/notation';
import type { ShownOutput } from '../outputs';
import type { Notation } from '../math/notation';
import { readableMath } from '../math/readable';

/** A `math` output as a sentence quotes it: x²·cos(x), √5 + 1, 0,5 on Portuguese pages. */
function proseMath(value: unknown, notation: Notation): string {
  const items = (Array.isArray(value) ? value : [value]).filter((t) => typeof t === 'string' || typeof t === 'number');
  return items.map((t) => readableMath(String(t), notation)).join(`${notation.separator} `);
}

export type Words = (quote: (o: ShownOutput) => string) => string;

export function MathSummary({ words }: { words: Words }) {
  const notation = useContext(MathNotation);
  return <>{words((o) => (o.format === 'math' ? proseMath(o.value, notation) : o.text))}</>;
}
