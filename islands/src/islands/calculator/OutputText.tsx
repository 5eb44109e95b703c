// How one shown output's text is marked up: a date is a <time> with its ISO
// day, anything else a <span>; both carry data-output="<output id>". Warning
// outputs are notices at the top of the results instead.

import type { ShownOutput } from './outputs';
import { isIsoDate } from '../../lib/dates';
import { AcademicValue, NumberLine } from './academic/lazy';
import { part } from './parts';

export function OutputText({ output }: { output: ShownOutput }) {
  if ((output.format === 'date' || output.format === 'month') && isIsoDate(output.value)) {
    return (
      <time className="calc-value" data-output={output.view.id} dateTime={output.value}>
        {output.text}
      </time>
    );
  }
  if (output.format === 'math' || output.format === 'matrix') {
    return (
      <span className="calc-value calc-value--math" data-output={output.view.id}>
        <AcademicValue output={output} />
      </span>
    );
  }
  if (output.format === 'intervals') {
    return (
      <span className="calc-value calc-value--intervals" data-output={output.view.id}>
        <NumberLine output={output} />
      </span>
    );
  }
  if (output.format === 'bands') {
    const { ResistorBands } = part('engineering');
    return (
      <span className="calc-value calc-value--bands" data-output={output.view.id}>
        <ResistorBands value={output.value} />
        <span className="calc-bands-names">{output.text}</span>
      </span>
    );
  }
  return (
    <span className="calc-value" data-output={output.view.id}>
      {output.text}
    </span>
  );
}

export const isWarning = (output: ShownOutput) => output.format === 'warning';

function WarningIcon() {
  return (
    <svg className="calc-warning-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M12 3 2 21h20L12 3Z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <path d="M12 10v5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <circle cx="12" cy="18" r="1.2" fill="currentColor" />
    </svg>
  );
}

/**
 * Safety notices, first in the results. The status region is always there
 * (empty while there is nothing to say), so a notice that appears is read
 * out; the notice itself exists only while its value is not `none`.
 */
export function Warnings({ outputs }: { outputs: ShownOutput[] }) {
  return (
    <div className="calc-warnings" role="status">
      {outputs.map((o) => (
        <div key={o.view.id} className="calc-warning">
          <WarningIcon />
          <p className="calc-warning-body">
            <strong className="calc-warning-title">{o.view.label}</strong>{' '}
            <span className="calc-warning-text" data-output={o.view.id}>
              {o.text}
            </span>
          </p>
        </div>
      ))}
    </div>
  );
}
