// The academic fields, for the server render and the tests. In the browser
// each is a chunk of its own: ./lazy.tsx loads only the one a field's display
// asks for.

import { KeypadField } from './Keypad';
import { MatrixField } from './MatrixEditor';
import { TextareaField } from './Textarea';
import { CoursesField } from './CoursesEditor';

export { KeypadField, MatrixField, TextareaField, CoursesField };
