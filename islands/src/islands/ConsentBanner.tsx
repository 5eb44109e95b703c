// The cookie-consent banner: at the bottom of every page until
// answered. Accept stores the answer and only then, and only when an
// analytics id is configured, loads the analytics script; Decline stores the
// answer and loads nothing. The banner is in the server render; CSS hides it
// when <html> has `consent-answered` (set by the head script before paint,
// and by this island).

import { useEffect, useId, useState } from 'react';
import type { ConsentProps } from '../lib/shell-props';
import { answerConsent, resumeConsent, type ConsentAnswer } from '../lib/consent';
import { focusMain } from './shell/focus';

export default function ConsentBanner({ analyticsId, privacyHref, strings }: ConsentProps) {
  const textId = `${useId()}text`;
  const [answered, setAnswered] = useState(false);

  useEffect(() => {
    if (resumeConsent(analyticsId) !== null) setAnswered(true);
  }, [analyticsId]);

  function answer(value: ConsentAnswer) {
    answerConsent(value, analyticsId);
    setAnswered(true);
    // The focused button is about to disappear.
    focusMain();
  }

  return (
    <section
      className={answered ? 'shell-consent is-answered' : 'shell-consent'}
      aria-label={strings.title}
      aria-labelledby={strings.title ? undefined : textId}
    >
      <p id={textId} className="shell-consent-text">
        {strings.text}{' '}
        <a href={privacyHref}>{strings.learnMore}</a>
      </p>
      <div className="shell-consent-actions">
        <button type="button" className="shell-action" onClick={() => answer('declined')}>
          {strings.decline}
        </button>
        <button type="button" className="shell-action is-primary" onClick={() => answer('accepted')}>
          {strings.accept}
        </button>
      </div>
    </section>
  );
}
