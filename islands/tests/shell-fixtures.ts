// Props of the shell islands: the strings and the menu as the build makes
// them (tests/generated-props.ts); the rest chosen for each test.

import type {
  ConsentProps,
  HeaderProps,
  HomeTabsProps,
  NavGroup,
  ScrollTopProps,
  SearchEntry,
  SidebarProps,
  StatsProps,
} from '../src/lib/shell-props';
import { shellProps } from './generated-props';

/** The sidebar's groups as the build makes them for a language. */
export function navGroups(prefix = ''): NavGroup[] {
  return shellProps(prefix === '/pt-br' ? 'pt-BR' : 'en').sidebar.groups;
}

/** Search entries for the searcher's tests: a few, short, chosen by hand. */
export const searchEntries: SearchEntry[] = [
  { id: 'mortgage', kind: 'calculator', title: 'Mortgage Calculator', category: 'Financial', description: 'Monthly payment of a home loan with taxes and insurance.', keywords: ['home loan', 'house'], names: ['Mortgage Calculator'], features: [], href: '/mortgage-calculator' },
  { id: 'bmi', kind: 'calculator', title: 'BMI Calculator', category: 'Health', description: 'Body mass index from height and weight.', keywords: ['body mass index', 'weight'], names: ['BMI Calculator'], features: [], href: '/bmi-calculator' },
  { id: 'percentage', kind: 'calculator', title: 'Percentage Calculator', category: 'Lifestyle', description: 'Percent of a number, percentage change.', keywords: ['percent'], names: ['Percentage Calculator'], features: [], href: '/percentage-calculator' },
  { id: 'compound-interest', kind: 'calculator', title: 'Compound Interest Calculator', category: 'Financial', description: 'Growth of savings with compounding.', keywords: ['savings', 'interest'], names: ['Compound Interest Calculator'], features: [], href: '/compound-interest-calculator' },
  { id: 'financial', kind: 'category', title: 'Financial', category: 'Financial', description: 'Loans, mortgages, savings.', keywords: [], names: ['Financial'], features: [], href: '/financial-calculators' },
];

export const searchEntriesPt: SearchEntry[] = [
  { id: 'mortgage', kind: 'calculator', title: 'Calculadora de Financiamento Imobiliário', category: 'Financeiro', description: 'Parcela mensal de um financiamento.', keywords: ['hipoteca', 'casa'], names: ['Calculadora de Financiamento Imobiliário'], features: [], href: '/pt-br/mortgage-calculator' },
  { id: 'basic', kind: 'calculator', title: 'Cálculo Básico', category: 'Acadêmico', description: 'Operações aritméticas.', keywords: ['soma', 'subtração'], names: ['Cálculo Básico'], features: [], href: '/pt-br/basic-calculator' },
  { id: 'percentage', kind: 'calculator', title: 'Calculadora de Porcentagem', category: 'Estilo de vida', description: 'Porcentagem de um número.', keywords: ['percentual'], names: ['Calculadora de Porcentagem'], features: [], href: '/pt-br/percentage-calculator' },
  { id: 'academic', kind: 'category', title: 'Acadêmico', category: 'Acadêmico', description: 'Matemática e notas.', keywords: ['educação'], names: ['Acadêmico'], features: [], href: '/pt-br/academic-calculators' },
];

/** A sprite URL as the generator writes one. */
export const ICONS = '/assets/icons-0123456789ab.svg';

export function headerProps(lang: 'en' | 'pt-BR' = 'en'): HeaderProps {
  const pt = lang === 'pt-BR';
  return {
    icons: ICONS,
    lang,
    siteName: 'Calcula',
    home: pt ? '/pt-br/' : '/',
    searchIndex: pt ? '/search/pt-BR.json' : '/search/en.json',
    languages: pt
      ? [{ lang: 'en', href: '/mortgage-calculator', label: 'English', suggestion: shellProps('en').header.strings.languageSuggestion }]
      : [{ lang: 'pt-BR', href: '/pt-br/mortgage-calculator', label: 'Português', suggestion: shellProps('pt-BR').header.strings.languageSuggestion }],
    otherSearches: shellProps(lang).header.otherSearches,
    strings: shellProps(lang).header.strings,
  };
}

export function sidebarProps(currentPath = '/mortgage-calculator'): SidebarProps {
  return {
    icons: ICONS,
    lang: 'en',
    groups: navGroups(),
    currentPath,
    navIndex: '/nav/en.json',
    strings: shellProps('en').sidebar.strings,
  };
}

export function consentProps(analyticsId: string | null = null): ConsentProps {
  return {
    analyticsId,
    privacyHref: '/privacy-policy',
    strings: shellProps('en').consent.strings,
  };
}

/** The home page's tabs as the build makes them. */
export function homeTabsProps(): HomeTabsProps {
  return shellProps('en').homeTabs;
}

/** Made-up statistics that exercise suffixes, decimals and grouping. */
export function statsProps(numberLocale = 'en-US'): StatsProps {
  return {
    numberLocale,
    stats: [
      { value: 50, label: 'Calculators', suffix: '+' },
      { value: 1000000, label: 'Calculations made', suffix: '' },
      { value: 4.9, label: 'Rating', suffix: '/5' },
    ],
  };
}

export const scrollTopProps: ScrollTopProps = shellProps('en').scrollTop;
