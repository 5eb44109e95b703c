// zxcvbn-ts set up for the page's language: the common lists (passwords,
// keyboard layouts) and English everywhere, Brazilian Portuguese words too
// on the pt-BR pages. No translations are given, so its warnings and
// suggestions come back as keys, which our locales translate.

import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';

const factories = new Map<string, Promise<ZxcvbnFactory>>();

async function factory(lang: string): Promise<ZxcvbnFactory> {
  const [common, en, local] = await Promise.all([
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
    lang === 'pt-BR' ? import('@zxcvbn-ts/language-pt-br') : Promise.resolve(null),
  ]);
  return new ZxcvbnFactory({
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...en.dictionary, ...local?.dictionary },
  });
}

/** The estimator for `lang`, built once (its dictionaries take a moment). */
export function estimator(lang: string): Promise<ZxcvbnFactory> {
  let f = factories.get(lang);
  if (!f) {
    f = factory(lang);
    factories.set(lang, f);
  }
  return f;
}

export type Estimate = Pick<ZxcvbnResult, 'score' | 'guesses' | 'guessesLog10' | 'feedback'> & {
  /** Offline attack on a slow hash, 10⁴ guesses a second. */
  seconds: number;
};

export function estimate(zxcvbn: ZxcvbnFactory, password: string): Estimate {
  const r = zxcvbn.check(password);
  return {
    score: r.score,
    guesses: r.guesses,
    guessesLog10: r.guessesLog10,
    feedback: r.feedback,
    seconds: r.crackTimes.offlineSlowHashingXPerSecond.seconds,
  };
}
