// The Embed panel: the code another site
// pastes to show this calculator — shown as text in a read-only box (never
// inserted as HTML here), with a copy button.

import { useState } from 'react';
import type { WidgetProps } from '../../lib/widget-props';
import { embedSnippet, embedUrlHere } from '../../lib/embed';
import { copyText } from '../../lib/share';
import { Panel, type PanelHostProps } from './Panel';

export interface EmbedPanelProps extends PanelHostProps {
  props: WidgetProps;
}

export function EmbedPanel({ props, ...host }: EmbedPanelProps) {
  const { idBase } = host;
  const { strings } = props;
  const [status, setStatus] = useState('');
  // Shown only once opened, in the browser: the origin is this page's.
  const snippet = embedSnippet(embedUrlHere(props.embedUrl), props.title);
  const introId = `${idBase}-embed-intro`;
  const codeId = `${idBase}-embed-code`;

  const copy = async () => {
    setStatus('');
    const ok = await copyText(snippet);
    setStatus(ok ? strings.codeCopied : strings.copyFailed);
  };

  return (
    <Panel name="embed" title={strings.embed} close={strings.close} describedBy={introId} {...host}>
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
