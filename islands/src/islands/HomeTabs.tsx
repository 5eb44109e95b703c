// "Popular calculators" on the home page: a WAI-ARIA tablist —
// Popular (the default), Financial, Health, Academic, Lifestyle — each panel
// a grid of calculator cards, then "View all calculators". Arrow keys, Home
// and End move between tabs (automatic activation).

import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { HomeCard, HomeTabsProps } from '../lib/shell-props';
import { Icon } from './shell/icons';
import { withIconSprite } from './icons';

function Card({ card }: { card: HomeCard }) {
  return (
    <li className={`shell-card shell-color-${card.color}`} data-category={card.category}>
      <a className="shell-card-link" href={card.href}>
        <span className="shell-card-icon">
          <Icon name={card.icon} />
        </span>
        <span className="shell-card-title">{card.title}</span>
        <span className="shell-card-text">{card.description}</span>
      </a>
    </li>
  );
}

function HomeTabs({ tabs, heading, viewAll }: HomeTabsProps) {
  const uid = useId();
  const [selected, setSelected] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function select(i: number) {
    const n = tabs.length;
    const next = ((i % n) + n) % n;
    setSelected(next);
    buttons.current[next]?.focus();
  }

  function onKeyDown(e: KeyboardEvent<HTMLButtonElement>) {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowLeft: selected - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const to = moves[e.key];
    if (to === undefined) return;
    e.preventDefault();
    select(to);
  }

  const tabId = (i: number) => `${uid}tab${i}`;
  const panelId = (i: number) => `${uid}panel${i}`;
  return (
    <section className="shell-home-tabs" aria-labelledby={`${uid}heading`}>
      <h2 id={`${uid}heading`}>{heading}</h2>
      <div className="shell-tablist" role="tablist" aria-labelledby={`${uid}heading`}>
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={tabId(i)}
            className="shell-tab"
            aria-selected={i === selected}
            aria-controls={panelId(i)}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => setSelected(i)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.id}
          id={panelId(i)}
          className="shell-tabpanel"
          role="tabpanel"
          aria-labelledby={tabId(i)}
          hidden={i !== selected}
        >
          <ul className="shell-cards">
            {tab.cards.map((card) => (
              <Card key={card.id} card={card} />
            ))}
          </ul>
        </div>
      ))}
      <p className="shell-view-all">
        <a href={viewAll.href}>{viewAll.label}</a>
      </p>
    </section>
  );
}

export default withIconSprite(HomeTabs);
