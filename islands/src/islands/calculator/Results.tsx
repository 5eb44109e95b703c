// The results panel: primary output(s) large, the summary sentence, then the
// other outputs. While inputs are invalid or the module is loading, the last
// good result stays, marked stale, with a status line saying why.

import { useState } from 'react';
import type { ShownOutput } from './outputs';
import { quotesMath, summaryText, type SummaryView } from './summary';
import { OutputText, Warnings, isWarning } from './OutputText';
import type { CalculatorStrings, CalculatorToolStrings } from '../../lib/props';
import { part, type Parts } from './parts';
import { MathSummary, StepsOutput } from './academic/lazy';
import { AimButton, type Aim } from './AimButton';

export interface ResultsProps {
  heading: string;
  headingId: string;
  outputs: ShownOutput[];
  summary: SummaryView | null;
  /** Why the result is stale, or null when it is current. */
  status: string | null;
  busy: boolean;
  /** For worked steps: their rule names and headings. */
  strings?: CalculatorStrings;
  /** The page's number locale (counts in the steps' sentences take its plural rules). */
  locale: string;
  /** A random draw: each line of its main text result gets a copy button. */
  copyLines?: CalculatorToolStrings;
  /** "Set a target" beside each result a solve may aim at. */
  aim?: Aim;
}

function Value({ output, className }: { output: ShownOutput; className: string }) {
  return (
    <span className={className}>
      <OutputText output={output} />
      {output.unit && <span className="calc-unit">{` ${output.unit}`}</span>}
    </span>
  );
}

const isSteps = (output: ShownOutput) => output.format === 'steps';

/** Only random draws have copy buttons per line (./parts.ts). */
function CopyLinesPart(props: Parameters<Parts['copyLines']['CopyLines']>[0]) {
  const { CopyLines } = part('copyLines');
  return <CopyLines {...props} />;
}

export function Results({ heading, headingId, outputs, summary, status, busy, strings, locale, copyLines, aim }: ResultsProps) {
  const [copyStatus, setCopyStatus] = useState('');
  const primary = outputs.filter((o) => o.view.primary && !isWarning(o) && !isSteps(o));
  const others = outputs.filter((o) => !o.view.primary && !isWarning(o) && !isSteps(o));
  const steps = strings ? outputs.filter(isSteps) : [];
  const stale = status !== null;
  return (
    <section
      className={`calc-results${stale ? ' calc-results--stale' : ''}`}
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
    >
      <h2 id={headingId} className="calc-heading">
        {heading}
      </h2>
      <Warnings outputs={outputs.filter(isWarning)} />
      <div className="calc-live" aria-live="polite">
        <p className="calc-status">{status}</p>
        {primary.map((o) => (
          <p key={o.view.id} className="calc-primary">
            <span className="calc-primary-label">{o.view.label}</span>
            {copyLines && o.format === 'text' ? (
              <span className="calc-primary-value">
                <CopyLinesPart output={o} tools={copyLines} onStatus={setCopyStatus} />
              </span>
            ) : (
              <Value output={o} className="calc-primary-value" />
            )}
            <AimButton aim={aim} output={o.view.id} label={o.view.label} />
          </p>
        ))}
        {summary && <p className="calc-summary">{quotesMath(summary) ? <MathSummary words={(quote) => summaryText(summary, quote)} /> : summaryText(summary)}</p>}
      </div>
      {copyLines && (
        <p className="calc-copy-status" role="status">
          {copyStatus}
        </p>
      )}
      {others.length > 0 && (
        <dl className="calc-outputs">
          {others.map((o) => (
            <div key={o.view.id} className="calc-output">
              <dt className="calc-output-label">{o.view.label}</dt>
              <dd className="calc-output-value">
                <Value output={o} className="calc-output-text" />
                <AimButton aim={aim} output={o.view.id} label={o.view.label} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      {steps.map((o) => (
        <StepsOutput key={o.view.id} output={o} strings={strings as CalculatorStrings} locale={locale} idBase={`${headingId}-${o.view.id}`} />
      ))}
    </section>
  );
}
