// A random draw (a password, several passwords, a draw of numbers) with a
// copy button after each of its lines. The buttons show only an icon, so
// the output's text stays the draw itself; their accessible names say
// what they copy, and "Copied." is both shown and announced by a status
// region that sits outside the results' live region (read once, not twice).

import { useEffect, useState } from 'react';
import type { ShownOutput } from './outputs';
import type { CalculatorToolStrings } from '../../lib/props';
import { copyText } from '../../lib/share';
import { fillTemplate } from '../../lib/format';

/** How long the copied mark stays on a button. */
const COPIED_MS = 2000;

function CopyIcon({ done }: { done: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      {done ? (
        <path d="m5 12 5 5 9-10" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      ) : (
        <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
          <rect x="8" y="8" width="12" height="12" rx="2" />
          <path d="M16 8V5a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h3" />
        </g>
      )}
    </svg>
  );
}

export interface CopyLinesProps {
  output: ShownOutput;
  tools: CalculatorToolStrings;
  /** Receives the status text ("Copied." or why not) for the status region. */
  onStatus: (text: string) => void;
}

export function CopyLines({ output, tools, onStatus }: CopyLinesProps) {
  const lines = output.text === '' ? [] : output.text.split('\n');
  const [copied, setCopied] = useState<number | null>(null);
  useEffect(() => {
    if (copied === null) return;
    const timer = window.setTimeout(() => setCopied(null), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  // A new draw: no line of it has been copied yet.
  useEffect(() => setCopied(null), [output.text]);

  const copy = async (index: number) => {
    const ok = await copyText(lines[index] ?? '');
    setCopied(ok ? index : null);
    onStatus(ok ? tools.lineCopied : tools.copyFailed);
  };
  const nameOf = (index: number) =>
    lines.length === 1
      ? fillTemplate(tools.copyLineAlone, { label: output.view.label })
      : fillTemplate(tools.copyLine, { label: output.view.label, number: String(index + 1) });

  return (
    <span className="calc-value calc-copy-lines" data-output={output.view.id}>
      {lines.map((line, index) => (
        <span key={index} className="calc-copy-line">
          {index > 0 && '\n'}
          <span className="calc-copy-text">{line}</span>
          <button type="button" className="calc-copy-button" aria-label={nameOf(index)} onClick={() => void copy(index)}>
            <CopyIcon done={copied === index} />
          </button>
        </span>
      ))}
    </span>
  );
}
