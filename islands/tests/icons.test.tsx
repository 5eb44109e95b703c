// Icons come from the generator's sprite: the islands draw `<use>` of the
// sprite their props name, never path data of their own, and every icon an
// island names itself is in src/interface-icons.json, the list the generator
// puts in the sprite.

import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import interfaceIcons from '../src/interface-icons.json';
import Sidebar from '../src/islands/Sidebar';
import Header from '../src/islands/Header';
import { ICONS, headerProps, sidebarProps } from './shell-fixtures';

const SRC = join(import.meta.dirname, '../src/islands');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.tsx') ? [join(dir, e.name)] : [],
  );
}

/** Icon names written in the islands: `<Icon name="x" />`, `<Icon name={a ? 'x' : 'y'} />` and IconName unions. */
function namedIcons(): Set<string> {
  const names = new Set<string>();
  for (const file of sources(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/<Icon name=(?:"([^"]+)"|\{([^}]*)\})|type IconName =([^;]*);/g)) {
      if (m[1]) names.add(m[1]);
      for (const literal of (m[2] ?? m[3] ?? '').matchAll(/'([^']+)'/g)) names.add(literal[1] as string);
    }
  }
  return names;
}

describe('icons', () => {
  it('names exactly the icons the generator adds to the sprite for the islands', () => {
    expect([...namedIcons()].sort()).toEqual([...interfaceIcons].sort());
  });

  it('draws from the sprite the props name, with no path data', () => {
    const html = renderToString(<Sidebar {...sidebarProps()} />) + renderToString(<Header {...headerProps()} />);
    expect(html).toContain(`<use href="${ICONS}#panel-left"></use>`);
    expect(html).toContain(`<use href="${ICONS}#menu"></use>`);
    // The content's icons, by their Lucide names.
    for (const group of sidebarProps().groups) expect(html).toContain(`${ICONS}#${group.icon}"`);
    expect(html).not.toMatch(/<path /);
  });
});
