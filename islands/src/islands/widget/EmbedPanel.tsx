// The Embed panel (catalogue.md, difference 7): the code another site
// pastes to show this calculator — shown as text in a read-only box (never
// inserted as HTML here), with a copy button.

import { useState, type KeyboardEvent, type RefObject } from 'react';
import type { WidgetProps } from '../../lib/widget-props';
import { embedSnippet } from '../../lib/embed';
import { copyText } from '../../lib/share';
import { Icon } from './icons';
import { usePanelFocus } from './usePanelFocus';

export interface EmbedPanelProps {
  props: WidgetProps;
  idBase: string;
  onClose(): void;
  onKeyDown(e: KeyboardEvent<HTMLElement>): void;
  panelRef: RefObject<HTMLElement | null>;
}

export function EmbedPanel({ props, idBase, onClose, onKeyDown, panelRef }: EmbedPanelProps) {
  usePanelFocus(panelRef);
  const { strings } = props;
  const [status, setStatus] = useState('');
  const snippet = embedSnippet(props.embedUrl, props.title);
  const titleId = `${idBase}-embed-title`;
  const introId = `${idBase}-embed-intro`;
  const codeId = `${idBase}-embed-code`;

  const copy = async () => {
    setStatus('');
    const ok = await copyText(snippet);
    setStatus(ok ? strings.codeCopied : strings.copyFailed);
  };

  return (
    <section
      ref={panelRef}
      id={`${idBase}-embed`}
      className="widget-panel widget-embed"
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={introId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <div className="widget-panel-head">
        <h2 id={titleId} className="widget-panel-title">
          {strings.embed}
        </h2>
        <button type="button" className="widget-close" onClick={onClose} title={strings.close}>
          <Icon name="close" />
          <span className="widget-sr">{strings.close}</span>
        </button>
      </div>
      <div className="widget-panel-body">
        <p id={introId}>{strings.embedIntro}</p>
        <label className="widget-label" htmlFor={codeId}>
          {strings.embedCode ?? 'Embed code'}
        </label>
        <textarea
          id={codeId}
          className="widget-code"
          readOnly
          rows={8}
          spellCheck={false}
          value={snippet}
          onFocus={(e) => e.currentTarget.select()}
        />
        <div className="widget-row">
          <button type="button" className="widget-action" onClick={() => void copy()}>
            {strings.copyCode}
          </button>
          <p className="widget-inline-status" role="status">
            {status}
          </p>
        </div>
      </div>
    </section>
  );
}
