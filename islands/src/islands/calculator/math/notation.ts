// How numbers are written inside formulas on this page: Portuguese pages
// write 0,5 and separate list items with semicolons (1,5; 2), as Brazilian
// schoolbooks do. A context of its own, so the Calculator chunk can provide
// it without pulling in the MathML code.

import { createContext } from 'react';

export interface Notation {
  /** The decimal mark: `.` or `,`. */
  decimal: string;
  /** Between list items and function arguments: `,` or `;`. */
  separator: string;
}

export const POINT_NOTATION: Notation = { decimal: '.', separator: ',' };
const COMMA_NOTATION: Notation = { decimal: ',', separator: ';' };

/** The notation for a decimal mark (from the page's number locale). The
 * same object each time: a new context value would re-render every part
 * still waiting to hydrate (the password check), dropping its server HTML. */
export function notationFor(decimal: string): Notation {
  return decimal === ',' ? COMMA_NOTATION : POINT_NOTATION;
}

export const MathNotation = createContext<Notation>(POINT_NOTATION);
