// Worked steps (calc-wasm engine/steps.rs): an ordered list, each step the
// rule's name, what it was done to and what came out, as MathML. A long
// list is folded into <details>.

import { useContext } from 'react';
import { countMessage } from '../../../lib/format';
import type { CalculatorStrings } from '../../../lib/props';
import { MathText, matrixElement } from '../math/mathml';
import { MathNotation } from '../math/notation';
import type { ShownOutput } from '../outputs';
import { parseMatrixText } from './matrixText';
import { ruleName, stepStrings } from './strings';
import { ScrollBox } from './ScrollBox';

export interface Step {
  rule: string;
  before: string;
  after: string;
  detail?: string;
}

/** Lists longer than this start folded. */
export const FOLD_AFTER = 6;

/** Rules whose before and after are matrices (`1 2; 3 4`). */
const MATRIX_RULES = new Set([
  'swapRows',
  'scaleRow',
  'addMultipleOfRow',
  'augmentedMatrix',
  'eigenvectorNullSpace',
  'eigenvector',
  'eigenvectorInverseIteration',
  'matrixInverse',
  'zeroPower',
  'matrixProduct',
  'matrixSquare',
  'lowerFromMultipliers',
  'gramSchmidtProjection',
  'normaliseVector',
  'upperFromProjections',
]);

export function readSteps(value: unknown): Step[] {
  if (!Array.isArray(value)) return [];
  const steps: Step[] = [];
  for (const s of value) {
    if (s === null || typeof s !== 'object') continue;
    const { rule, before, after, detail } = s as Record<string, unknown>;
    if (typeof rule !== 'string') continue;
    steps.push({
      rule,
      before: typeof before === 'string' ? before : '',
      after: typeof after === 'string' ? after : String(after ?? ''),
      ...(typeof detail === 'string' ? { detail } : {}),
    });
  }
  return steps;
}

function StepMath({ text, matrix }: { text: string; matrix: boolean }) {
  const notation = useContext(MathNotation);
  if (matrix) {
    const cells = parseMatrixText(text);
    if (cells) return matrixElement(cells, { className: 'calc-step-matrix', notation });
  }
  return <MathText text={text} />;
}

function StepItem({ step, strings, locale }: { step: Step; strings: ReturnType<typeof stepStrings>; locale: string }) {
  if (step.rule === 'moreSteps') {
    return <li className="calc-step calc-step--more">{countMessage(strings.moreSteps, step.after, locale)}</li>;
  }
  const matrix = MATRIX_RULES.has(step.rule);
  return (
    <li className="calc-step">
      <p className="calc-step-rule">
        <span className="calc-step-name">{ruleName(step.rule, strings.rules)}</span>
        {step.detail !== undefined && step.detail !== '' && (
          <span className="calc-step-detail">
            <MathText text={step.detail} />
          </span>
        )}
      </p>
      <ScrollBox as="p" className="calc-step-math">
        {step.before !== '' && (
          <>
            <StepMath text={step.before} matrix={matrix} />
            <span className="calc-step-arrow" aria-hidden="true">
              →
            </span>
            <span className="calc-sr-only">{` ${strings.becomes} `}</span>
          </>
        )}
        <StepMath text={step.after} matrix={matrix} />
      </ScrollBox>
    </li>
  );
}

export function StepsOutput({ output, strings, locale, idBase }: { output: ShownOutput; strings: CalculatorStrings; locale: string; idBase: string }) {
  const steps = readSteps(output.value);
  if (steps.length === 0) return null;
  const s = stepStrings(strings);
  const headingId = `${idBase}-heading`;
  const list = (
    <ol className="calc-steps-list" data-output={output.view.id}>
      {steps.map((step, i) => (
        <StepItem key={i} step={step} strings={s} locale={locale} />
      ))}
    </ol>
  );
  return (
    <section className="calc-steps" aria-labelledby={headingId}>
      <h3 id={headingId} className="calc-steps-heading">
        {output.view.label || s.heading}
      </h3>
      {steps.length > FOLD_AFTER ? (
        <details className="calc-steps-fold">
          <summary className="calc-steps-summary">{countMessage(s.showSteps, String(steps.length), locale)}</summary>
          {list}
        </details>
      ) : (
        list
      )}
    </section>
  );
}
