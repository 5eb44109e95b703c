// The sidebar drawer's open state, shared by the Header island (its menu
// button) and the Sidebar island (the drawer). Both islands import this one
// module, so the state survives whichever hydrates first; every change is
// also announced as a `calcula:menu` CustomEvent on document ({open}), for
// anything else on the page that cares.

export const MENU_EVENT = 'calcula:menu';

export interface MenuDetail {
  open: boolean;
}

let open = false;

export function isMenuOpen(): boolean {
  return open;
}

export function setMenuOpen(next: boolean): void {
  if (next === open) return;
  open = next;
  document.dispatchEvent(new CustomEvent<MenuDetail>(MENU_EVENT, { detail: { open } }));
}

/** Calls `listener` on every change; returns an unsubscribe function. */
export function onMenuChange(listener: (open: boolean) => void): () => void {
  const handler = (e: Event) => listener((e as CustomEvent<MenuDetail>).detail.open);
  document.addEventListener(MENU_EVENT, handler);
  return () => document.removeEventListener(MENU_EVENT, handler);
}

/** Screens this wide show the sidebar as a column and the search inline. */
export const WIDE = '(min-width: 1024px)';

/** Id of the sidebar panel that the header's menu button controls. */
export const SIDEBAR_PANEL_ID = 'sidebar-panel';
