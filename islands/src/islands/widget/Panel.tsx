// The frame of every widget panel (info, quick calculator, embed): a dialog
// titled by its heading, with a close button, that takes focus when it
// opens. One frame so the panels cannot drift apart in ids, roles or focus.

import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import { Icon } from './icons';
import { usePanelFocus } from './usePanelFocus';

/** What the widget hands every panel it opens, for the frame. */
export interface PanelHostProps {
  idBase: string;
  onClose(): void;
  onKeyDown(e: KeyboardEvent<HTMLElement>): void;
  panelRef: RefObject<HTMLElement | null>;
}

export interface PanelProps extends PanelHostProps {
  /** Which panel: its id is `${idBase}-${name}`, its class `widget-${name}`. */
  name: 'info' | 'quick' | 'embed';
  title: ReactNode;
  /** The close button's name. */
  close: string;
  /** The id of the text that describes the dialog, if any. */
  describedBy?: string;
  children: ReactNode;
}

export function Panel({ name, idBase, title, close, onClose, onKeyDown, panelRef, describedBy, children }: PanelProps) {
  usePanelFocus(panelRef);
  const titleId = `${idBase}-${name}-title`;
  return (
    <section
      ref={panelRef}
      id={`${idBase}-${name}`}
      className={`widget-panel widget-${name}`}
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <div className="widget-panel-head">
        <h2 id={titleId} className="widget-panel-title">
          {title}
        </h2>
        <button type="button" className="widget-close" onClick={onClose} title={close}>
          <Icon name="x" />
          <span className="widget-sr">{close}</span>
        </button>
      </div>
      {children}
    </section>
  );
}
