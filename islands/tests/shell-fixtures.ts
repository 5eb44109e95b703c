// Props of the shell islands as the generator writes them, built by hand
// from the spec's sidebar table (§2.2) and locales/*.yaml (`shell.`).

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

const GROUPS: [string, string, string, string, string[]][] = [
  ['financial', 'Financial', 'wallet', 'emerald', ['mortgage', 'loan', 'compound-interest', 'auto-loan', 'tax', 'retirement', 'savings', 'amortization', 'paycheck', 'investment']],
  ['health', 'Health', 'heart', 'rose', ['ai-fitness', 'bmi', 'calorie', 'tdee', 'bmr', 'body-fat', 'pregnancy', 'ovulation', 'calorie-deficit', 'protein', 'pace', 'life-expectancy']],
  ['academic', 'Academic', 'cap', 'indigo', ['basic', 'rounding', 'gpa', 'grade', 'scientific', 'algebra', 'derivative', 'fraction', 'standard-deviation', 'integral', 'quadratic', 'matrix']],
  ['lifestyle', 'Lifestyle', 'sun', 'amber', ['age', 'time', 'tip', 'date', 'percentage', 'sleep', 'square-footage']],
  ['advanced', 'Advanced', 'cog', 'cyan', ['graphing', 'concrete', 'mortgage-payoff', 'construction', 'conversion', 'engineering', 'cost-of-living']],
  ['utility', 'Utility', 'key', 'slate', ['hash-generator', 'random-generator', 'password-generator']],
];

const title = (id: string) =>
  id
    .split('-')
    .map((w) => w[0]?.toUpperCase() + w.slice(1))
    .join(' ');

export function navGroups(prefix = ''): NavGroup[] {
  return GROUPS.map(([id, groupTitle, icon, color, items]) => ({
    id,
    title: groupTitle,
    icon,
    color,
    href: `${prefix}/${id}-calculators`,
    items: items.map((item) => {
      const path = item.endsWith('-generator') ? item : `${item}-calculator`;
      return {
        id: item,
        title: title(path),
        href: `${prefix}/${path}`,
        icon: ({ mortgage: 'home', bmi: 'scale', percentage: 'percent' } as Record<string, string>)[item] ?? 'calculator',
      };
    }),
  }));
}

export const searchEntries: SearchEntry[] = [
  { id: 'mortgage', kind: 'calculator', title: 'Mortgage Calculator', category: 'Financial', description: 'Monthly payment of a home loan with taxes and insurance.', keywords: ['home loan', 'house'], href: '/mortgage-calculator' },
  { id: 'bmi', kind: 'calculator', title: 'BMI Calculator', category: 'Health', description: 'Body mass index from height and weight.', keywords: ['body mass index', 'weight'], href: '/bmi-calculator' },
  { id: 'percentage', kind: 'calculator', title: 'Percentage Calculator', category: 'Lifestyle', description: 'Percent of a number, percentage change.', keywords: ['percent'], href: '/percentage-calculator' },
  { id: 'compound-interest', kind: 'calculator', title: 'Compound Interest Calculator', category: 'Financial', description: 'Growth of savings with compounding.', keywords: ['savings', 'interest'], href: '/compound-interest-calculator' },
  { id: 'financial', kind: 'category', title: 'Financial', category: 'Financial', description: 'Loans, mortgages, savings.', keywords: [], href: '/financial-calculators' },
];

export const searchEntriesPt: SearchEntry[] = [
  { id: 'mortgage', kind: 'calculator', title: 'Calculadora de Financiamento Imobiliário', category: 'Financeiro', description: 'Parcela mensal de um financiamento.', keywords: ['hipoteca', 'casa'], href: '/pt-br/mortgage-calculator' },
  { id: 'basic', kind: 'calculator', title: 'Cálculo Básico', category: 'Acadêmico', description: 'Operações aritméticas.', keywords: ['soma', 'subtração'], href: '/pt-br/basic-calculator' },
  { id: 'percentage', kind: 'calculator', title: 'Calculadora de Porcentagem', category: 'Estilo de vida', description: 'Porcentagem de um número.', keywords: ['percentual'], href: '/pt-br/percentage-calculator' },
  { id: 'academic', kind: 'category', title: 'Acadêmico', category: 'Acadêmico', description: 'Matemática e notas.', keywords: ['educação'], href: '/pt-br/academic-calculators' },
];

export function headerProps(lang: 'en' | 'pt-BR' = 'en'): HeaderProps {
  const pt = lang === 'pt-BR';
  return {
    lang,
    siteName: 'Calcula',
    home: pt ? '/pt-br/' : '/',
    searchIndex: pt ? '/search/pt-BR.json' : '/search/en.json',
    languages: pt
      ? [{ lang: 'en', href: '/mortgage-calculator', label: 'English', suggestion: shellProps('en').header.strings.languageSuggestion }]
      : [{ lang: 'pt-BR', href: '/pt-br/mortgage-calculator', label: 'Português', suggestion: shellProps('pt-BR').header.strings.languageSuggestion }],
    strings: shellProps(lang).header.strings,
  };
}

export function sidebarProps(currentPath = '/mortgage-calculator'): SidebarProps {
  return {
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

export function homeTabsProps(): HomeTabsProps {
  const card = (id: string, category: string, color: string) => ({
    id,
    title: title(`${id}-calculator`),
    description: `About ${id}.`,
    href: `/${id}-calculator`,
    icon: ({ mortgage: 'home', bmi: 'scale' } as Record<string, string>)[id] ?? 'calculator',
    category,
    color,
  });
  return {
    heading: 'Popular calculators',
    viewAll: { href: '/calculators', label: 'View all calculators' },
    tabs: [
      { id: 'popular', label: 'Popular', cards: [card('mortgage', 'financial', 'emerald'), card('bmi', 'health', 'rose')] },
      { id: 'financial', label: 'Financial', cards: [card('loan', 'financial', 'emerald')] },
      { id: 'health', label: 'Health', cards: [card('tdee', 'health', 'rose')] },
      { id: 'academic', label: 'Academic', cards: [card('scientific', 'academic', 'indigo')] },
      { id: 'lifestyle', label: 'Lifestyle', cards: [card('time', 'lifestyle', 'amber')] },
    ],
  };
}

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
