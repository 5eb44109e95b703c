// The engineering outputs' code (SI prefixes, resistor colour bands), one
// chunk fetched only by calculators with such outputs (./parts.ts).

export { formatSi } from '../../lib/si';
export { bandsText, ResistorBands } from './bands';
