// A date input: the browser's own date picker, whose value is the plain
// `YYYY-MM-DD` text calc-wasm reads, whatever the page's language shows.

import type { ChangeEvent } from 'react';

export interface DateControlProps {
  id: string;
  /** The input id: name="<input id>", the hook tests and scripts rely on. */
  name: string;
  text: string;
  min?: string;
  max?: string;
  invalid: boolean;
  errorMessageId?: string;
  describedBy?: string;
  onChange: (id: string, text: string) => void;
}

export function DateControl({ id, name, text, min, max, invalid, errorMessageId, describedBy, onChange }: DateControlProps) {
  return (
    <div className="calc-control calc-control--date">
      <input
        id={id}
        className="calc-input calc-input--date"
        type="date"
        name={name}
        min={min}
        max={max}
        value={text}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(name, e.target.value)}
        aria-invalid={invalid || undefined}
        aria-errormessage={errorMessageId}
        aria-describedby={describedBy}
      />
    </div>
  );
}
