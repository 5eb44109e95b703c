// The first-visit language offer: a small, non-blocking note with a link to
// the same page in the language the browser prefers. Never a redirect.

import { useId } from 'react';
import type { HeaderStrings, LanguageLink } from '../../lib/shell-props';
import { fillTemplate } from '../../lib/format';
import { Icon } from './icons';

export interface LanguageSuggestionProps {
  link: LanguageLink;
  strings: HeaderStrings['languageSuggestion'];
  onChoose(lang: string): void;
  onDismiss(): void;
}

export function LanguageSuggestion({ link, strings, onChoose, onDismiss }: LanguageSuggestionProps) {
  const textId = `${useId()}text`;
  // In the offered language when the generator gave its strings.
  const s = link.suggestion ?? strings;
  const lang = link.suggestion ? link.lang : undefined;
  return (
    <section className="shell-suggest" aria-labelledby={textId} lang={lang}>
      <p id={textId} className="shell-suggest-text">
        {fillTemplate(s.text, { language: link.label })}
      </p>
      <div className="shell-suggest-actions">
        <a className="shell-action is-primary" href={link.href} hrefLang={link.lang} onClick={() => onChoose(link.lang)}>
          {fillTemplate(s.switchTo, { language: link.label })}
        </a>
        <button type="button" className="shell-btn" onClick={onDismiss}>
          <Icon name="x" />
          <span className="shell-sr">{s.dismiss}</span>
        </button>
      </div>
    </section>
  );
}
