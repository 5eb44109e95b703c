// The sidebar: the six category groups and their
// calculators (on a catalogue of many categories, the groups around the
// page's own and a link to all of them: generator/src/render/shell_view.rs). Large screens: a column, 16rem or collapsed to 5rem icons
// (the collapse button stores `sidebar` and toggles `sidebar-collapsed` on
// <html>). Expanded, a group header toggles its list, one open at a time;
// collapsed, a group icon links to its landing page. Small screens: a
// slide-in modal drawer, opened by the header's menu button (lib/menu.ts),
// closed by its overlay, Escape, its close button or picking an item.
//
// Which of the two group controls shows (button or link) and the collapse
// button's label follow the class on <html> through CSS, so the server
// render is right before any script runs.

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { NavItem, SidebarProps } from '../lib/shell-props';
import { isMenuOpen, onMenuChange, setMenuOpen, SIDEBAR_PANEL_ID, WIDE } from '../lib/menu';
import { writeLocal } from '../lib/storage';
import { Icon } from './shell/icons';
import { withIconSprite } from './icons';
import { trapTab, focusables } from './shell/focus';
import { groupOf, samePath, toggleGroup } from './shell/sidebarState';

export const SIDEBAR_KEY = 'sidebar';
export const COLLAPSED_CLASS = 'sidebar-collapsed';
export const MENU_OPEN_CLASS = 'menu-open';

function Sidebar({ groups, currentPath, navIndex, allGroups, strings }: SidebarProps) {
  const uid = useId();
  const [openGroup, setOpenGroup] = useState<string | null>(() => groupOf(groups, currentPath));
  // Items of groups the page did not carry (very large sites), once fetched.
  const [fetched, setFetched] = useState<Record<string, NavItem[]> | null>(null);
  const loadingNav = useRef(false);

  function ensureItems(groupId: string) {
    if (fetched || loadingNav.current || groups.find((g) => g.id === groupId)?.items) return;
    loadingNav.current = true;
    fetch(navIndex)
      .then((r) => (r.ok ? (r.json() as Promise<Record<string, NavItem[]>>) : Promise.reject(new Error(`${navIndex}: ${r.status}`))))
      .then(setFetched, (e: unknown) => console.error('Could not load the menu', e))
      .finally(() => {
        loadingNav.current = false;
      });
  }
  const [drawer, setDrawer] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  /** Focus before the drawer opened (the header's menu button). */
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    setDrawer(isMenuOpen());
    return onMenuChange(setDrawer);
  }, []);

  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle(MENU_OPEN_CLASS, drawer);
    if (!drawer) return;
    opener.current = document.activeElement;
    (closeButton.current ?? (panel.current && focusables(panel.current)[0]))?.focus();
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        setMenuOpen(false);
      }
    };
    // A drawer on a screen that grows past the breakpoint becomes the column.
    const wide = matchMedia(WIDE);
    const onWide = () => {
      if (wide.matches) setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    wide.addEventListener('change', onWide);
    return () => {
      document.removeEventListener('keydown', onKey);
      wide.removeEventListener('change', onWide);
      root.classList.remove(MENU_OPEN_CLASS);
      const back = opener.current;
      opener.current = null;
      if (back instanceof HTMLElement && back.isConnected) back.focus();
    };
  }, [drawer]);

  function toggleCollapsed() {
    const collapsed = document.documentElement.classList.toggle(COLLAPSED_CLASS);
    writeLocal(SIDEBAR_KEY, collapsed ? 'collapsed' : 'expanded');
  }

  const modal = drawer ? { role: 'dialog', 'aria-modal': true, 'aria-label': strings.navigation } : {};

  return (
    <>
      <div
        ref={panel}
        id={SIDEBAR_PANEL_ID}
        className={drawer ? 'shell-sidebar is-open' : 'shell-sidebar'}
        {...modal}
        onKeyDown={(e: KeyboardEvent<HTMLDivElement>) => {
          if (drawer && panel.current) trapTab(e.nativeEvent, panel.current);
        }}
      >
        <div className="shell-drawer-head">
          <button ref={closeButton} type="button" className="shell-btn" onClick={() => setMenuOpen(false)}>
            <Icon name="x" />
            <span className="shell-sr">{strings.closeMenu}</span>
          </button>
        </div>
        <button type="button" className="shell-collapse" onClick={toggleCollapsed}>
          <Icon name="panel-left" />
          <span className="shell-collapse-label shell-when-expanded">{strings.collapse}</span>
          <span className="shell-sr shell-when-collapsed">{strings.expand}</span>
        </button>
        <nav className="shell-nav" aria-label={strings.navigation}>
          <ul className="shell-groups">
            {groups.map((g) => {
              const open = openGroup === g.id;
              const current = groupOf([g], currentPath) !== null;
              const listId = `${uid}${g.id}`;
              const cls = `shell-group shell-color-${g.color}${open ? ' is-open' : ''}${current ? ' is-current' : ''}`;
              return (
                <li key={g.id} className={cls}>
                  <button
                    type="button"
                    className="shell-group-toggle"
                    aria-expanded={open}
                    aria-controls={listId}
                    onClick={() => {
                      ensureItems(g.id);
                      setOpenGroup((o) => toggleGroup(o, g.id));
                    }}
                  >
                    <span className="shell-group-icon">
                      <Icon name={g.icon} />
                    </span>
                    <span className="shell-group-title">{g.title}</span>
                    <Icon name="chevron-down" className="shell-chevron" />
                  </button>
                  <a
                    className="shell-group-link"
                    href={g.href}
                    aria-current={samePath(g.href, currentPath) ? 'page' : undefined}
                  >
                    <span className="shell-group-icon">
                      <Icon name={g.icon} />
                    </span>
                    <span className="shell-tip">{g.title}</span>
                  </a>
                  <ul id={listId} className="shell-items" hidden={!open}>
                    {!(g.items ?? fetched?.[g.id]) && open && <li className="shell-item-loading">{strings.loading}</li>}
                    {(g.items ?? fetched?.[g.id] ?? []).map((item) => (
                      <li key={item.id}>
                        <a
                          className="shell-item"
                          href={item.href}
                          aria-current={samePath(item.href, currentPath) ? 'page' : undefined}
                          onClick={() => setMenuOpen(false)}
                        >
                          <Icon name={item.icon} />
                          <span>{item.title}</span>
                        </a>
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
            {allGroups && (
              <li className="shell-group shell-color-slate">
                <a
                  className="shell-all"
                  href={allGroups.href}
                  aria-current={samePath(allGroups.href, currentPath) ? 'page' : undefined}
                >
                  <span className="shell-group-icon">
                    <Icon name="layout-grid" />
                  </span>
                  <span className="shell-group-title shell-when-expanded">{allGroups.title}</span>
                  <span className="shell-tip shell-when-collapsed">{allGroups.title}</span>
                </a>
              </li>
            )}
          </ul>
        </nav>
      </div>
      <div className={drawer ? 'shell-overlay is-open' : 'shell-overlay'} aria-hidden="true" onClick={() => setMenuOpen(false)} />
    </>
  );
}

export default withIconSprite(Sidebar);
