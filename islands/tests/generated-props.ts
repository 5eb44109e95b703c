// Props as the build writes them, derived from the content: `make unit`
// runs `calcula props --out islands/tests/generated` before vitest (the
// folder is git-ignored), so tests never read a copy that drifts from the
// YAML.

import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { CalculatorProps } from '../src/lib/props';
import type {
  ConsentProps,
  HeaderProps,
  HomeTabsProps,
  ScrollTopProps,
  SearchEntry,
  SidebarProps,
  StatsProps,
} from '../src/lib/shell-props';
import type { WidgetProps } from '../src/lib/widget-props';

export type Lang = 'en' | 'pt-BR';

/** A calculator page: its id and language, `mortgage.pt-BR`. */
export type PageName = `${string}.${Lang}`;

const DIR = join(__dirname, 'generated');

function read<T>(file: string): T {
  const path = join(DIR, file);
  if (!existsSync(path)) {
    throw new Error(`${path} is missing: run \`make unit\`, or \`cargo run -q -p generator -- props --out islands/tests/generated\` from the repository`);
  }
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

/** The Calculator island's props, `initial` computed at build time. */
/** Every calculator id the build wrote props for (both languages' pages). */
export function calculatorIds(): string[] {
  const ids = readdirSync(DIR)
    .map((f) => /^(.+)\.en\.json$/.exec(f)?.[1])
    .filter((id): id is string => id !== undefined);
  if (ids.length === 0) throw new Error(`${DIR} holds no calculator props: run \`make unit\``);
  return ids.sort();
}

export function calculatorProps(page: PageName): CalculatorProps {
  return read<CalculatorProps>(`${page}.json`);
}

export function widgetProps(page: PageName): WidgetProps {
  return read<WidgetProps>(`${page}.widget.json`);
}

/** The shell islands of a language's home page, and its search index. */
export interface ShellProps {
  header: HeaderProps;
  sidebar: SidebarProps;
  consent: ConsentProps;
  scrollTop: ScrollTopProps;
  homeTabs: HomeTabsProps;
  stats: StatsProps;
  search: SearchEntry[];
}

export function shellProps(lang: Lang): ShellProps {
  return read<ShellProps>(`shell.${lang}.json`);
}
