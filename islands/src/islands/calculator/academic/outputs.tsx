// The academic outputs' chunk: loaded only by pages with math, steps,
// matrix or intervals outputs (see ./lazy.tsx).

export { AcademicValue } from './Values';
export { StepsOutput } from './Steps';
export { NumberLine } from './NumberLine';
export { richText } from './plainText';
