// The content the served site was built from (content/*.yaml of CALCULA_SITE,
// or of this checkout), for tests that take a page's figures from it.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { SITE } from './paths.mjs';

/** content/`relative` parsed, e.g. `site.yaml` or `calculators/tip.yaml`. */
export const readContent = (relative) => parse(fs.readFileSync(path.join(SITE, 'content', relative), 'utf8'));

/** A calculator's content file, parsed. */
export const calculatorContent = (id) => readContent(path.join('calculators', `${id}.yaml`));
