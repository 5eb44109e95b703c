// What the academic parts of the Calculator island receive beyond a plain
// field's props.

import type { Texts } from '../../../lib/conditions';
import type { CalculatorStrings, Field } from '../../../lib/props';
import type { InputSpec } from '../../../generated/InputSpec';

export interface AcademicContext {
  /** Every input's text (the keypad shows the value of the select its `keypad.angle` names). */
  texts: Texts;
  fields: Field[];
  /** The inputs' declarations (a text input's most characters). */
  inputs: InputSpec[];
  /** The current result's plain text, or null while there is none (invalid input, loading). */
  result: string | null;
  strings: CalculatorStrings;
}
