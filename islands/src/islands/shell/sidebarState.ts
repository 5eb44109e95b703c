// The sidebar's group logic, kept pure for testing: one
// group open at a time, clicking the open group closes it, and the group
// holding the current page opens by itself.

import type { NavGroup } from '../../lib/shell-props';

/** "/pt-br/x/" and "/pt-br/x" and "/pt-br/x.html" are the same page. */
export function samePath(a: string, b: string): boolean {
  const norm = (p: string) => {
    const path = p.split(/[?#]/)[0] ?? '';
    const trimmed = path.replace(/\.html$/, '').replace(/\/+$/, '');
    return trimmed === '' ? '/' : trimmed;
  };
  return norm(a) === norm(b);
}

/** The group whose landing page or one of whose items is `path`, or null. */
export function groupOf(groups: readonly NavGroup[], path: string): string | null {
  for (const g of groups) {
    if (samePath(g.href, path) || (g.items ?? []).some((i) => samePath(i.href, path))) return g.id;
  }
  return null;
}

/** Expanded sidebar: a click on group `id` toggles it and closes any other. */
export function toggleGroup(open: string | null, id: string): string | null {
  return open === id ? null : id;
}
