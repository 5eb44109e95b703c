// Props of the site-shell islands (header, sidebar, consent, scroll to top,
// home page) and the search index's entries. Generated from the Rust
// structs that serialise them (generator/src/bindings.rs); named here.

export type { HeaderProps } from '../generated/HeaderProps';
export type { HeaderStrings } from '../generated/HeaderStrings';
export type { YourDataStrings } from '../generated/YourDataStrings';
export type { LanguageLink } from '../generated/LanguageLink';
export type { OtherSearch } from '../generated/OtherSearch';
export type { SidebarProps } from '../generated/SidebarProps';
export type { NavGroup } from '../generated/NavGroup';
export type { NavItem } from '../generated/NavItem';
export type { ConsentProps } from '../generated/ConsentProps';
export type { ScrollTopProps } from '../generated/ScrollTopProps';
export type { HomeTabsProps } from '../generated/HomeTabsProps';
export type { HomeCard } from '../generated/HomeCard';
export type { StatsProps } from '../generated/StatsProps';
export type { SearchEntry } from '../generated/SearchEntry';
