// The summary sentence of a page whose result is an expression: the
// expression as a person writes it in prose (x²·cos(x), √5 + 1), with the
// page's decimal mark. Other outputs read as shown.

import { useContext } from 'react';
import { MathNotation } from '../math/notation';
import { summaryText, type SummaryView } from '../outputs';
import { proseMath } from './plainText';

export function MathSummary({ summary }: { summary: SummaryView }) {
  const notation = useContext(MathNotation);
  return <>{summaryText(summary, (o) => (o.format === 'math' ? proseMath(o.value, notation) : o.text))}</>;
}
