// Props of the site-shell islands (header, sidebar, consent, home page
// parts), as the generator writes them. generator/src/render/shell_view.rs
// serialises exactly these shapes; change both together.

export interface LanguageLink {
  /** `en` or `pt-BR`. */
  lang: string;
  /** The same page in that language. */
  href: string;
  /** The language's name in itself: "English", "Português". */
  label: string;
  /**
   * Optional: the first-visit language suggestion in THAT language (a
   * Portuguese reader on an English page reads it in Portuguese). Without
   * it the page's own `strings.languageSuggestion` is used.
   */
  suggestion?: { text: string; switchTo: string; dismiss: string };
}

export interface NavItem {
  /** Calculator id. */
  id: string;
  title: string;
  href: string;
  icon: string;
}

export interface NavGroup {
  /** Category id: financial, health, academic, lifestyle, advanced, utility. */
  id: string;
  title: string;
  icon: string;
  /** A colour name (emerald, rose, indigo, amber, cyan, slate). */
  color: string;
  /** The category's landing page. */
  href: string;
  /**
   * null on very large sites for groups other than the current page's:
   * their items are fetched from SidebarProps.navIndex on first opening.
   */
  items: NavItem[] | null;
}

/** One entry of /search/<lang>.json (an array of these). */
export interface SearchEntry {
  /** Calculator or category id. */
  id: string;
  kind: 'calculator' | 'category';
  title: string;
  /** The category's title (for a category: its own title). */
  category: string;
  description: string;
  keywords: string[];
  href: string;
}

export interface HeaderProps {
  /** URL of the site's icon sprite (`/assets/icons-<hash>.svg`): its icons are drawn from it. */
  icons: string;
  lang: string;
  siteName: string;
  /** This language's home page. */
  home: string;
  /** URL of this language's search index (SearchEntry[] as JSON). */
  searchIndex: string;
  /** The other languages of this page. */
  languages: LanguageLink[];
  /** Where "Your data" export/import reads history (issue 4 fills it). */
  strings: HeaderStrings;
}

export interface HeaderStrings {
  /** The menu button (opens the sidebar drawer on small screens). */
  openMenu: string;
  closeMenu: string;
  /** "Search calculators..." */
  searchPlaceholder: string;
  /** Accessible name of the search box. */
  searchLabel: string;
  /** The small-screen button that opens the search overlay. */
  openSearch: string;
  closeSearch: string;
  /** "No calculators found" */
  noResults: string;
  /** "Loading..." while the index is fetched. */
  loading: string;
  /** Optional: the index could not be fetched ("Search is unavailable. Reload the page."). */
  searchError?: string;
  /** Labels for the result kinds. */
  calculator: string;
  category: string;
  switchToDark: string;
  switchToLight: string;
  /** "Sign In": opens the "Your data" panel. */
  signIn: string;
  yourData: YourDataStrings;
  /**
   * Shown once to a visitor whose browser prefers another language. `text`
   * may hold `{language}`: the other language's label.
   */
  languageSuggestion: { text: string; switchTo: string; dismiss: string };
  /** Optional: accessible name of the group of language links ("Language"). */
  language?: string;
}

export interface YourDataStrings {
  title: string;
  intro: string;
  empty: string;
  exportJson: string;
  exportCsv: string;
  importJson: string;
  clearAll: string;
  close: string;
  /** Optional: "{count} saved" next to each calculator. */
  saved?: string;
  /** Optional: "Imported {count} entries." */
  importDone?: string;
  /** Optional: "This file is not a Calcula history export. Nothing was imported." */
  importFailed?: string;
  /** Optional: the browser refused to store ("Your browser did not allow saving."). */
  storageFailed?: string;
  /** Optional: "Delete all saved history from this browser?" */
  confirmClear?: string;
  /** Optional: the confirming button ("Delete all"). */
  confirmClearYes?: string;
  /** Optional: "Cancel". */
  cancel?: string;
  /** Optional: "All history was deleted." */
  cleared?: string;
}

export interface SidebarProps {
  /** URL of the site's icon sprite (`/assets/icons-<hash>.svg`): its icons are drawn from it. */
  icons: string;
  lang: string;
  groups: NavGroup[];
  /** The page's own path, to open its group and mark its item. */
  currentPath: string;
  /** URL of `{groupId: NavItem[]}` for every group (this language). */
  navIndex: string;
  strings: { navigation: string; collapse: string; expand: string; closeMenu: string; loading: string };
}

export interface ConsentProps {
  /** null: no analytics at all (nothing is ever loaded). */
  analyticsId: string | null;
  privacyHref: string;
  strings: {
    text: string;
    accept: string;
    decline: string;
    learnMore: string;
    /** Optional: accessible name of the banner's region ("Cookie consent"). */
    title?: string;
  };
}

export interface HomeCard {
  id: string;
  title: string;
  description: string;
  href: string;
  icon: string;
  /** Category id, for the card's colour. */
  category: string;
  color: string;
}

export interface HomeTabsProps {
  /** URL of the site's icon sprite (`/assets/icons-<hash>.svg`): its icons are drawn from it. */
  icons: string;
  /** Popular first (the default), then financial, health, academic, lifestyle. */
  tabs: { id: string; label: string; cards: HomeCard[] }[];
  heading: string;
  viewAll: { href: string; label: string };
}

export interface StatsProps {
  numberLocale: string;
  /** Counted from 0 when 30 % visible, once, over 2 s. */
  stats: { value: number; label: string; suffix: string }[];
}

export interface ScrollTopProps {
  /** URL of the site's icon sprite (`/assets/icons-<hash>.svg`): its icons are drawn from it. */
  icons: string;
  label: string;
}
