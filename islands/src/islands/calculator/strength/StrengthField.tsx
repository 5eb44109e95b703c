// Checking a password the visitor types (the password generator's pages:
// props.strings.strength), a chunk loaded on first use (./StrengthPanel.tsx).
// The estimator (zxcvbn-ts and its dictionaries, hundreds of KB) is another,
// imported when something is first typed. The password lives in this
// component's state alone: it has no name, is outside the form, and never
// reaches the share link, the recent calculations or storage. The field is
// uncontrolled, so what was typed while this chunk loaded is kept and read
// once hydrated.

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { CalculatorProps } from '../../../lib/props';

const StrengthReport = lazy(() => import('./StrengthReport'));

interface StrengthFieldProps {
  props: CalculatorProps;
  idBase: string;
}

export function StrengthField({ props, idBase }: StrengthFieldProps) {
  const [password, setPassword] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => setPassword(input.current?.value ?? ''), []);
  const s = props.strings.strength;
  if (!s) return null;
  return (
    <section className="calc-strength" aria-labelledby={`${idBase}-heading`} data-strength="">
      <h2 id={`${idBase}-heading`} className="calc-heading">
        {s.heading}
      </h2>
      <p className="calc-help" id={`${idBase}-note`}>
        {s.note}
      </p>
      <div className="calc-field">
        <label className="calc-label" htmlFor={`${idBase}-input`}>
          {s.label}
        </label>
        {/* The box every form field draws (calculator.css: .calc-control). */}
        <div className="calc-control">
          <input
            id={`${idBase}-input`}
            className="calc-input"
            type="password"
            autoComplete="off"
            spellCheck={false}
            aria-describedby={`${idBase}-note`}
            ref={input}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
        </div>
      </div>
      <div role="status" aria-live="polite">
        {password !== '' && (
          <Suspense fallback={<p className="calc-help">{s.loading}</p>}>
            <StrengthReport password={password} strings={s} lang={props.lang} locale={props.numberLocale} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
