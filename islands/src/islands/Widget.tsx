// The floating widget on calculator pages: a 48 px vertical toolbar on the
// right with About (the info panel), Quick calculator, Share and Embed.
// Above 768 px it can be hidden, leaving a small edge tab that brings it
// back (remembered in this browser, from page to page); at 768 px and
// below it is a button at the bottom right that expands into the toolbar.
// One panel is open at a time; collapsing or hiding closes it, and so does
// navigating (back/forward, a fragment link, a page restored from the
// back-forward cache). CSS decides which of the two layouts applies, so the
// server render is the same for every screen.

import { Suspense, lazy, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { WidgetProps } from '../lib/widget-props';
import type { QuickCalcState } from '../lib/quick-calc';
import { currentInputs, currentSolve, inputLabels, shareOrCopy } from '../lib/share';
import { shareLink, type ShareLink } from '../lib/shareLink';
import { fillTemplate } from '../lib/format';
import { Icon, type IconName } from './widget/icons';
import { withIconSprite } from './icons';
import { InfoPanel } from './widget/InfoPanel';
import { EmbedPanel } from './widget/EmbedPanel';
import { PanelBoundary } from './widget/PanelBoundary';

// big.js comes with it: loaded when the quick calculator is first opened.
const QuickCalc = lazy(() => import('./widget/QuickCalc'));

type Panel = 'info' | 'quick' | 'embed';

/** A status message stays this long. */
const STATUS_MS = 6000;

/**
 * The hidden toolbar is remembered in this browser: localStorage `widget`
 * = "hidden", mirrored by the class `widget-hidden` on <html>, which the
 * inline head script (generator/templates/inline/theme.js) sets before first
 * paint, so a hidden toolbar never flashes on the next page.
 */
export const HIDDEN_KEY = 'widget';
export const HIDDEN_CLASS = 'widget-hidden';

function storeHidden(hidden: boolean): void {
  document.documentElement.classList.toggle(HIDDEN_CLASS, hidden);
  try {
    if (hidden) localStorage.setItem(HIDDEN_KEY, 'hidden');
    else localStorage.removeItem(HIDDEN_KEY);
  } catch {
    // Storage disabled: hidden for this page only.
  }
}

/** The page's address with the calculator's current inputs (and which were too long for it). */
export function shareLinkFor(id: string): ShareLink {
  const base = `${window.location.origin}${window.location.pathname}`;
  const values = currentInputs(id);
  return values ? shareLink(base, Object.keys(values), values, currentSolve(id)) : { url: base, leftOut: [] };
}

/** The page's address with the calculator's current inputs. */
export function shareUrlFor(id: string): string {
  return shareLinkFor(id).url;
}

function Widget(props: WidgetProps) {
  const { strings } = props;
  const uid = useId();
  const root = useRef<HTMLElement>(null);
  const panelRef = useRef<HTMLElement | null>(null);
  const openers = useRef<Partial<Record<Panel, HTMLButtonElement | null>>>({});
  const toggleRef = useRef<HTMLButtonElement>(null);
  const tabRef = useRef<HTMLButtonElement>(null);
  const hideRef = useRef<HTMLButtonElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [hidden, setHidden] = useState(false);
  const [panel, setPanel] = useState<Panel | null>(null);
  const [status, setStatus] = useState('');
  const [manualLink, setManualLink] = useState<string | null>(null);
  const quickState = useRef<QuickCalcState | null>(null);
  const restoreFocus = useRef<HTMLElement | null>(null);

  const closePanel = (returnFocus = true) => {
    if (panel && returnFocus) restoreFocus.current = openers.current[panel] ?? null;
    setPanel(null);
  };

  const openPanel = (next: Panel) => {
    if (panel === next) {
      closePanel();
      return;
    }
    setManualLink(null);
    setPanel(next);
  };

  // A panel takes focus when it mounts; a closed one gives it back to its button.
  useEffect(() => {
    if (!panel && restoreFocus.current) {
      const el = restoreFocus.current;
      restoreFocus.current = null;
      if (el.getClientRects().length > 0) el.focus();
    }
  });

  // The server render shows the toolbar; the head script has already hidden
  // it by CSS when the reader hid it on an earlier page.
  useEffect(() => {
    if (document.documentElement.classList.contains(HIDDEN_CLASS)) setHidden(true);
  }, []);

  // Navigation closes everything.
  useEffect(() => {
    const reset = (e?: Event) => {
      if (e?.type === 'pageshow' && !(e as PageTransitionEvent).persisted) return;
      setPanel(null);
      setExpanded(false);
      setManualLink(null);
    };
    window.addEventListener('popstate', reset);
    window.addEventListener('hashchange', reset);
    window.addEventListener('pageshow', reset);
    return () => {
      window.removeEventListener('popstate', reset);
      window.removeEventListener('hashchange', reset);
      window.removeEventListener('pageshow', reset);
    };
  }, []);

  // Stay above the consent banner while it is shown (it spans the bottom).
  useEffect(() => {
    const el = root.current;
    const banner = document.querySelector<HTMLElement>('.shell-consent');
    if (!el || !banner || typeof ResizeObserver !== 'function') return;
    const update = () => {
      const visible = banner.getClientRects().length > 0;
      const height = visible ? Math.ceil(banner.getBoundingClientRect().height) : 0;
      // CSSOM, not a style attribute: allowed by the site's CSP.
      el.style.setProperty('--widget-consent', `${height}px`);
    };
    const observer = new ResizeObserver(update);
    observer.observe(banner);
    update();
    return () => observer.disconnect();
  }, []);

  // Status messages clear themselves.
  useEffect(() => {
    if (!status) return;
    const timer = setTimeout(() => setStatus(''), STATUS_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const collapse = () => {
    setExpanded(false);
    closePanel(false);
  };

  const hide = () => {
    setPanel(null);
    setHidden(true);
    storeHidden(true);
    setManualLink(null);
    // The toolbar disappears: focus goes to the tab that brings it back.
    requestAnimationFrame(() => tabRef.current?.focus());
  };

  const show = () => {
    setHidden(false);
    storeHidden(false);
    requestAnimationFrame(() => hideRef.current?.focus());
  };

  const share = async () => {
    setPanel(null);
    setStatus('');
    setManualLink(null);
    const { url, leftOut } = shareLinkFor(props.id);
    // Inputs too long for a link are named before the link goes anywhere:
    // the link is copied (not handed to a share sheet, which would hide the
    // message), and the message says what to copy separately.
    const labels = inputLabels(props.id);
    const left = leftOut.length > 0 ? fillTemplate(strings.linkLeftOut, { inputs: leftOut.map((id) => `“${labels[id] ?? id}”`).join(', ') }) : '';
    const data = { title: props.title, text: props.description, url };
    const outcome = await shareOrCopy(data, navigator, left === '');
    if (outcome === 'copied') setStatus(left || strings.linkCopied);
    else if (outcome === 'failed') {
      setStatus([strings.copyFailed, left].filter(Boolean).join(' '));
      setManualLink(url);
    }
  };

  const onPanelKey = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      closePanel();
    }
  };

  const onRootKey = (e: KeyboardEvent<HTMLElement>) => {
    // Escape on the toolbar of the small-screen layout collapses it.
    if (e.key === 'Escape' && !panel && expanded) {
      e.preventDefault();
      setExpanded(false);
      toggleRef.current?.focus();
    }
  };

  const tool = (name: Panel | 'share', icon: IconName, label: string) => {
    const isPanel = name !== 'share';
    return (
      <button
        ref={
          isPanel
            ? (el) => {
                openers.current[name] = el;
              }
            : undefined
        }
        type="button"
        className={`widget-button${isPanel && panel === name ? ' is-active' : ''}`}
        title={label}
        aria-expanded={isPanel ? panel === name : undefined}
        aria-controls={isPanel && panel === name ? `${uid}-${name}` : undefined}
        data-widget={name}
        onClick={() => (isPanel ? openPanel(name) : void share())}
      >
        <Icon name={icon} />
        <span className="widget-sr">{label}</span>
      </button>
    );
  };

  const className = ['widget', expanded ? 'is-expanded' : '', hidden ? 'is-hidden' : '', panel ? 'has-panel' : '']
    .filter(Boolean)
    .join(' ');

  return (
    <aside ref={root} className={className} aria-label={strings.toolbar} onKeyDown={onRootKey}>
      <div className="widget-bar">
        <button
          ref={toggleRef}
          type="button"
          className="widget-button widget-toggle"
          title={expanded ? strings.collapse : strings.expand}
          aria-expanded={expanded}
          aria-controls={`${uid}-tools`}
          data-widget="toggle"
          onClick={() => (expanded ? collapse() : setExpanded(true))}
        >
          <Icon name={expanded ? 'x' : 'layout-grid'} />
          <span className="widget-sr">{expanded ? strings.collapse : strings.expand}</span>
        </button>
        <div id={`${uid}-tools`} className="widget-tools" role="group" aria-label={strings.toolbar}>
          {tool('info', 'info', strings.about)}
          {tool('quick', 'calculator', strings.quickCalculator)}
          {tool('share', 'share-2', strings.share)}
          {tool('embed', 'code', strings.embed)}
          <button
            ref={hideRef}
            type="button"
            className="widget-button widget-hide"
            title={strings.hide}
            data-widget="hide"
            onClick={hide}
          >
            <Icon name="chevron-right" />
            <span className="widget-sr">{strings.hide}</span>
          </button>
        </div>
      </div>
      <button ref={tabRef} type="button" className="widget-edge-tab" title={strings.show} data-widget="show" onClick={show}>
        <Icon name="chevron-left" />
        <span className="widget-sr">{strings.show}</span>
      </button>
      {panel === 'info' && (
        <InfoPanel props={props} idBase={uid} onClose={() => closePanel()} onKeyDown={onPanelKey} panelRef={panelRef} />
      )}
      {panel === 'quick' && (
        <PanelBoundary onError={() => closePanel(false)}>
          <Suspense fallback={null}>
            <QuickCalc
            strings={strings}
            lang={props.lang}
            idBase={uid}
            saved={quickState.current}
            onSave={(s) => {
              quickState.current = s;
            }}
            onClose={() => closePanel()}
            panelRef={panelRef}
            />
          </Suspense>
        </PanelBoundary>
      )}
      {panel === 'embed' && (
        <EmbedPanel props={props} idBase={uid} onClose={() => closePanel()} onKeyDown={onPanelKey} panelRef={panelRef} />
      )}
      <div className="widget-notice">
        <p className="widget-status" role="status">
          {status}
        </p>
        {manualLink !== null && (
          <p className="widget-manual">
            <label className="widget-label" htmlFor={`${uid}-link`}>
              {strings.shareLink ?? 'Link to these results'}
            </label>
            <input
              id={`${uid}-link`}
              className="widget-link"
              type="text"
              readOnly
              value={manualLink}
              onFocus={(e) => e.currentTarget.select()}
            />
          </p>
        )}
      </div>
    </aside>
  );
}

export default withIconSprite(Widget);
