// The academic outputs' chunk: loaded only by pages with math, steps or
// matrix outputs (see ./lazy.tsx).

export { AcademicValue } from './Values';
export { StepsOutput } from './Steps';
export { richText } from './plainText';
