// `math` and `matrix` outputs as MathML. The plain text (ShownOutput.text)
// stays what the copy tool copies; these only draw it.

import { Fragment, useContext } from 'react';
import { MathText, matrixElement } from '../math/mathml';
import { MathNotation } from '../math/notation';
import type { ShownOutput } from '../outputs';
import { entryText } from './plainText';
import { ScrollBox } from './ScrollBox';


/** Several expressions, separated by commas (semicolons where commas are decimal marks), each its own <math>. */
function MathList({ items }: { items: string[] }) {
  const { separator } = useContext(MathNotation);
  return (
    <>
      {items.map((item, i) => (
        <Fragment key={i}>
          {i > 0 && `${separator} `}
          <MathText text={item} />
        </Fragment>
      ))}
    </>
  );
}

export function AcademicValue({ output }: { output: ShownOutput }) {
  return (
    <ScrollBox className="calc-math-scroll">
      <Value output={output} />
    </ScrollBox>
  );
}

function Value({ output }: { output: ShownOutput }) {
  const { value } = output;
  const notation = useContext(MathNotation);
  if (output.format === 'matrix' && Array.isArray(value) && value.length > 0 && value.every(Array.isArray)) {
    return matrixElement(value as unknown[][], { className: 'calc-matrix-value', notation });
  }
  if (Array.isArray(value)) return <MathList items={value.map(entryText).filter((t) => t !== '')} />;
  return <MathText text={entryText(value) || output.text} />;
}
