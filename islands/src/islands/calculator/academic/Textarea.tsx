// A multi-line expression or list field (display: textarea), a chunk of its
// own: the hash generator and the list calculators need neither the keypad
// nor the grid editor (see ./lazy.tsx).

import { describedBy, ErrorText, Help, type FieldProps } from '../Field';

export function TextareaField({ field, text, idBase, error, onChange }: FieldProps) {
  const controlId = `${idBase}-control`;
  const helpId = `${idBase}-help`;
  const errorId = `${idBase}-error`;
  const invalid = error !== null;
  const lines = text.split('\n').length;
  return (
    <div className={`calc-field${invalid ? ' calc-field--invalid' : ''}`}>
      <label htmlFor={controlId} className="calc-label">
        {field.label}
      </label>
      <textarea
        id={controlId}
        className="calc-textarea"
        name={field.id}
        rows={Math.min(Math.max(lines + 1, 4), 12)}
        autoComplete="off"
        spellCheck={false}
        value={text}
        onChange={(e) => onChange(field.id, e.target.value)}
        aria-invalid={invalid || undefined}
        aria-errormessage={invalid ? errorId : undefined}
        aria-describedby={describedBy(invalid && errorId, field.help !== undefined && field.help !== '' && helpId)}
      />
      <Help id={helpId} text={field.help} />
      <ErrorText id={errorId} text={error} />
    </div>
  );
}
