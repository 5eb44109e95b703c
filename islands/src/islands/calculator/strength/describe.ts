// An estimate in the page's words: the score's word, the guesses as a power
// of ten, the time at 10⁴ guesses a second in the largest whole unit, and
// zxcvbn's warning and suggestions by key. Nothing here can print NaN: a
// number that is not finite is shown as its bound (centuries) or left out.

import type { CalculatorStrengthStrings } from '../../../generated/CalculatorStrengthStrings';
import { fillTemplate } from '../../../lib/format';
import type { Estimate } from './estimate';

const SCORES = ['tooGuessable', 'veryGuessable', 'somewhatGuessable', 'safelyUnguessable', 'veryUnguessable'] as const;

const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';

export interface Description {
  score: number;
  scoreText: string;
  guesses: string | null;
  crackTime: string;
  warning: string | null;
  suggestions: string[];
}

/** 10 to the power `exponent`, with superscript digits: 10¹². */
export function powerOfTen(exponent: number): string {
  const digits = String(Math.max(0, Math.floor(exponent)));
  return '10' + [...digits].map((d) => SUPERSCRIPT[Number(d)]).join('');
}

function guessesText(e: Estimate, locale: string): string | null {
  if (Number.isFinite(e.guesses) && e.guesses < 1e6) {
    return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(e.guesses);
  }
  return Number.isFinite(e.guessesLog10) ? powerOfTen(e.guessesLog10) : null;
}

// Units from the largest down; a month and a year as their average lengths.
const UNITS: [Intl.NumberFormatOptions['unit'], number][] = [
  ['year', 31_556_952],
  ['month', 2_629_746],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

export function durationText(seconds: number, s: CalculatorStrengthStrings, locale: string): string {
  if (Number.isNaN(seconds) || seconds < 1) return s.lessThanSecond;
  if (!Number.isFinite(seconds) || seconds >= 100 * 31_556_952) return s.centuries;
  const [unit, size] = UNITS.find(([, size]) => seconds >= size) ?? ['second', 1];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long', maximumFractionDigits: 0 }).format(
    Math.round(seconds / size),
  );
}

export function describe(e: Estimate, s: CalculatorStrengthStrings, locale: string): Description {
  const score = Number.isFinite(e.score) ? Math.min(4, Math.max(0, Math.round(e.score))) : 0;
  const guesses = guessesText(e, locale);
  const warning = e.feedback.warning ? (s.warnings[e.feedback.warning] ?? null) : null;
  return {
    score,
    scoreText: fillTemplate(s.score, { word: s.scores[SCORES[score] ?? 'tooGuessable'], score: String(score) }),
    guesses: guesses === null ? null : fillTemplate(s.guesses, { guesses }),
    crackTime: fillTemplate(s.crackTime, { time: durationText(e.seconds, s, locale) }),
    warning,
    suggestions: e.feedback.suggestions.flatMap((key) => s.suggestions[key] ?? []),
  };
}
