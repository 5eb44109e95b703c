// The pages `make bench` measures, one per page type: page weight
// (page-weight.mjs) and the first interaction (first-interaction.mjs).

/** [name, path]: one page per page type, both languages among them. */
export const PAGES = [
  ['home', '/'],
  ['category', '/financial-calculators'],
  ['calculator', '/mortgage-calculator'],
  ['calculator (pt-BR)', '/pt-br/bmi-calculator'],
  ['academic: keypad and math', '/basic-calculator'],
  ['academic: steps', '/derivative-calculator'],
  ['academic: matrix grid', '/matrix-calculator'],
  ['academic: GPA course editor', '/gpa-calculator'],
  ['academic (pt-BR): keypad', '/pt-br/scientific-calculator'],
  ['formula calculator', '/tip-calculator'],
  ['lifestyle (pt-BR): dates', '/pt-br/date-calculator'],
  ['utility: random draws', '/random-generator'],
  ['utility (pt-BR): passwords', '/pt-br/password-generator'],
  ['engineering: bands and SI values', '/engineering-calculator'],
  ['lifestyle: time zones', '/time-calculator'],
  ['lifestyle: age', '/age-calculator'],
  ['health: cycle calendar', '/ovulation-calculator'],
  ['units (pt-BR): conversion', '/pt-br/conversion-calculator'],
  ['utility: hash generator', '/hash-generator'],
  ['advanced: graphing', '/graphing-calculator'],
  ['embed', '/embed/percentage'],
  ['article', '/about'],
];

/** PAGES, or those of them whose paths are given (a quick look while developing). */
export function choosePages(paths) {
  const unknown = paths.filter((p) => !PAGES.some(([, path]) => path === p));
  if (unknown.length > 0) throw new Error(`not in bench/page-types.mjs PAGES: ${unknown.join(', ')}`);
  return paths.length > 0 ? PAGES.filter(([, path]) => paths.includes(path)) : PAGES;
}
