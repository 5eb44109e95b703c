// The estimate for a typed password (a lazy chunk with zxcvbn-ts; see
// StrengthField.tsx). Suspends until the estimator for the page's language
// is built, then checks each new password synchronously (zxcvbn-ts caps
// the length it examines, so this stays quick).

import { use, useMemo } from 'react';
import type { CalculatorStrengthStrings } from '../../../generated/CalculatorStrengthStrings';
import { describe } from './describe';
import { estimate, estimator } from './estimate';

interface StrengthReportProps {
  password: string;
  strings: CalculatorStrengthStrings;
  lang: string;
  locale: string;
}

export default function StrengthReport({ password, strings, lang, locale }: StrengthReportProps) {
  const zxcvbn = use(estimator(lang));
  const d = useMemo(() => describe(estimate(zxcvbn, password), strings, locale), [zxcvbn, password, strings, locale]);
  return (
    <div className="calc-strength-report" data-output="strengthCheck" data-score={d.score}>
      <meter className="calc-strength-meter" min={0} max={4} low={2} high={3} optimum={4} value={d.score} aria-label={d.scoreText} />
      <p className="calc-strength-score">{d.scoreText}</p>
      {d.guesses && <p className="calc-help">{d.guesses}</p>}
      <p className="calc-help">{d.crackTime}</p>
      {d.warning && <p className="calc-strength-warning">{d.warning}</p>}
      {d.suggestions.length > 0 && (
        <ul className="calc-strength-suggestions">
          {d.suggestions.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
