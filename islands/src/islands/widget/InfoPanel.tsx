// The info panel: tabs About (title, description), Formulas
// (expression, explanation, variables) and FAQs, and the references, which
// open in a new tab. Texts come from WidgetProps; the explanation and answer
// HTML was rendered from Markdown and escaped by the generator.

import { useRef, useState, type KeyboardEvent } from 'react';
import type { WidgetProps } from '../../lib/widget-props';
import { Panel, type PanelHostProps } from './Panel';

type Tab = 'about' | 'formulas' | 'faqs';
const TABS: Tab[] = ['about', 'formulas', 'faqs'];

export interface InfoPanelProps extends PanelHostProps {
  props: WidgetProps;
}

/** Whether the widget has anything to say about this calculator. */
export function hasInfo(props: WidgetProps): boolean {
  return Boolean(props.title || props.description || props.formulas.length > 0 || props.faqs.length > 0);
}

export function InfoPanel({ props, ...host }: InfoPanelProps) {
  const { idBase } = host;
  const { strings } = props;
  const [tab, setTab] = useState<Tab>('about');
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ about: null, formulas: null, faqs: null });
  const known = hasInfo(props);

  // Arrow keys, Home and End move between tabs (WAI-ARIA tabs, automatic activation).
  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    const i = TABS.indexOf(tab);
    let next: Tab | undefined;
    if (e.key === 'ArrowRight') next = TABS[(i + 1) % TABS.length];
    else if (e.key === 'ArrowLeft') next = TABS[(i + TABS.length - 1) % TABS.length];
    else if (e.key === 'Home') next = TABS[0];
    else if (e.key === 'End') next = TABS[TABS.length - 1];
    if (!next) return;
    e.preventDefault();
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <Panel name="info" title={known ? props.title : strings.unavailableTitle} close={strings.close} {...host}>
      {!known ? (
        <div className="widget-panel-body">
          <p>{strings.unavailableText}</p>
        </div>
      ) : (
        <>
          <div className="widget-tabs" role="tablist" aria-label={strings.about}>
            {TABS.map((t) => (
              <button
                key={t}
                ref={(el) => {
                  tabRefs.current[t] = el;
                }}
                type="button"
                role="tab"
                id={`${idBase}-tab-${t}`}
                className="widget-tab-button"
                aria-selected={tab === t}
                aria-controls={`${idBase}-tabpanel-${t}`}
                tabIndex={tab === t ? 0 : -1}
                onClick={() => setTab(t)}
                onKeyDown={onTabKey}
              >
                {strings.tabs[t]}
              </button>
            ))}
          </div>
          <div
            className="widget-panel-body"
            role="tabpanel"
            id={`${idBase}-tabpanel-${tab}`}
            aria-labelledby={`${idBase}-tab-${tab}`}
            tabIndex={0}
          >
            {tab === 'about' && (
              <>
                <h3 className="widget-subtitle">{props.title}</h3>
                <p>{props.description}</p>
              </>
            )}
            {tab === 'formulas' &&
              (props.formulas.length === 0 ? (
                <p>{strings.noFormulas}</p>
              ) : (
                props.formulas.map((f, i) => (
                  <div key={i} className="widget-formula">
                    <p className="widget-formula-expression">
                      <code>{f.expression}</code>
                    </p>
                    <div className="widget-html" dangerouslySetInnerHTML={{ __html: f.explanationHtml }} />
                    {f.variables.length > 0 && (
                      <dl className="widget-variables">
                        {f.variables.map((v) => (
                          <div key={v.name} className="widget-variable">
                            <dt>
                              <code>{v.name}</code>
                            </dt>
                            <dd>{v.description}</dd>
                          </div>
                        ))}
                      </dl>
                    )}
                  </div>
                ))
              ))}
            {tab === 'faqs' &&
              props.faqs.map((f, i) => (
                <div key={i} className="widget-faq">
                  <h3 className="widget-subtitle">{f.question}</h3>
                  <div className="widget-html" dangerouslySetInnerHTML={{ __html: f.answerHtml }} />
                </div>
              ))}
          </div>
          {props.references.length > 0 && (
            <div className="widget-references">
              <h3 className="widget-references-title">{strings.references}</h3>
              <ul>
                {props.references.map((r) => (
                  <li key={r.url}>
                    <a href={r.url} target="_blank" rel="noopener">
                      {r.title}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </>
      )}
    </Panel>
  );
}
