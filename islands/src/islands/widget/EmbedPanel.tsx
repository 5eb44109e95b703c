// The Embed panel (catalogue.md, difference 7): the code another site
// pastes to show this calculator — shown as text in a read-only box (never
// inserted as HTML here), with a copy button.

import { useState, type KeyboardEvent, type RefObject } from 'react';
import type { WidgetProps } from '../../lib/widget-props';
import { embedSnippet } from '../../lib/embed';
import { copyText } from '../../lib/share';
import { Panel } from './Panel';

export interface EmbedPanelProps {
  props: WidgetProps;
  idBase: string;
  onClose(): void;
  onKeyDown(e: KeyboardEvent<HTMLElement>): void;
  panelRef: RefObject<HTMLElement | null>;
}

export function EmbedPanel({ props, idBase, onClose, onKeyDown, panelRef }: EmbedPanelProps) {
  const { strings } = props;
  const [status, setStatus] = useState('');
  const snippet = embedSnippet(props.embedUrl, props.title);
  const introId = `${idBase}-embed-intro`;
  const codeId = `${idBase}-embed-code`;

  const copy = async () => {
    setStatus('');
    const ok = await copyText(snippet);
    setStatus(ok ? strings.codeCopied : strings.copyFailed);
  };

  return (
    <Panel
      name="embed"
      idBase={idBase}
      title={strings.embed}
      close={strings.close}
      onClose={onClose}
      onKeyDown={onKeyDown}
      panelRef={panelRef}
      describedBy={introId}
    >
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
    </Panel>
  );
}
