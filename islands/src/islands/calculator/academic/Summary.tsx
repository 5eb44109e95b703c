// The summary sentence of a page whose result is an expression: the
// expression as a person writes it in prose (x²·cos(x), √5 + 1), with the
// page's decimal mark. Other outputs read as shown. `words` fills the
// sentence (../summary.ts) with each output as the quote given.

import { useContext } from 'react';
import { MathNotation } from '../math/notation';
import type { ShownOutput } from '../outputs';
import { proseMath } from './plainText';

export type Words = (quote: (o: ShownOutput) => string) => string;

export function MathSummary({ words }: { words: Words }) {
  const notation = useContext(MathNotation);
  return <>{words((o) => (o.format === 'math' ? proseMath(o.value, notation) : o.text))}</>;
}
