// One form field, drawn from its Field view and its InputSpec. Every control
// carries name="<input id>", the hook tests and scripts rely on.

import type { ChangeEvent, ReactNode } from 'react';
import type { Field as FieldView, InputSpec } from '../../lib/props';
import { dateBounds, inputType, nonNegative } from '../../lib/spec';
import { DateControl } from './DateField';
import { part } from './parts';
import { AcademicField } from './academic/lazy';
import type { AcademicContext } from './academic/types';
import { FindButton, type Aim } from './AimButton';

export interface FieldProps {
  field: FieldView;
  input: InputSpec;
  text: string;
  /** Unique prefix for this field's element ids. */
  idBase: string;
  /** Currency sign shown before a currency amount. */
  prefix: string;
  /** Unit word shown after a number. */
  suffix: string;
  error: string | null;
  onChange: (id: string, text: string) => void;
  /** Text inputs drawn as a textarea, keypad or matrix grid need the calculator's state. */
  academic?: AcademicContext;
  /** A number field a solve may change: its "Find this value". */
  aim?: Aim;
}

export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

/**
 * iOS's decimal keypad has no minus sign: fields that take negative numbers
 * get the full keyboard instead.
 */
function inputMode(input: InputSpec): 'decimal' | 'text' {
  return nonNegative(input) ? 'decimal' : 'text';
}

export function Help({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} className="calc-help">
      {text}
    </p>
  ) : null;
}

// Always rendered, so screen readers announce a message when it appears.
export function ErrorText({ id, text }: { id: string; text: string | null }) {
  return (
    <p id={id} className="calc-field-error" aria-live="polite">
      {text}
    </p>
  );
}

const ACADEMIC_DISPLAYS = new Set<FieldView['display']>(['textarea', 'keypad', 'matrix', 'courses']);

export function Field(props: FieldProps) {
  const { field, input, text, idBase, prefix, suffix, error, onChange, academic, aim } = props;
  if (academic && ACADEMIC_DISPLAYS.has(field.display) && inputType(input.kind) === 'text') {
    return <AcademicField {...props} academic={academic} />;
  }
  const controlId = `${idBase}-control`;
  const helpId = `${idBase}-help`;
  const errorId = `${idBase}-error`;
  const prefixId = `${idBase}-prefix`;
  const suffixId = `${idBase}-suffix`;
  const invalid = error !== null;
  // The message first: it is what matters while the field is invalid.
  const description = describedBy(
    invalid && errorId,
    field.help !== undefined && field.help !== '' && helpId,
    prefix && prefixId,
    suffix && suffixId,
  );
  const errorMessageId = invalid ? errorId : undefined;
  const fieldClass = `calc-field${invalid ? ' calc-field--invalid' : ''}`;
  const change = (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => onChange(field.id, e.target.value);
  // What screen readers are told about every control's state.
  const validity = {
    'aria-invalid': invalid || undefined,
    'aria-errormessage': errorMessageId,
    'aria-describedby': description,
  };
  const type = inputType(input.kind);

  if (type === 'select' && field.display === 'segmented') {
    return (
      <fieldset className={`${fieldClass} calc-segmented`} aria-describedby={description}>
        <legend className="calc-label">{field.label}</legend>
        <div className="calc-segments">
          {field.options.map((option) => (
            <label key={option.value} className="calc-segment">
              <input
                type="radio"
                className="calc-segment-input"
                name={field.id}
                value={option.value}
                checked={text === option.value}
                onChange={change}
              />
              <span className="calc-segment-text">{option.label}</span>
            </label>
          ))}
        </div>
        <Help id={helpId} text={field.help} />
        <ErrorText id={errorId} text={error} />
      </fieldset>
    );
  }

  if (type === 'bool') {
    return (
      <div className={`${fieldClass} calc-check`}>
        <div className="calc-check-row">
          <input
            id={controlId}
            type="checkbox"
            className="calc-checkbox"
            name={field.id}
            value="true"
            checked={text === 'true'}
            onChange={(e) => onChange(field.id, e.target.checked ? 'true' : 'false')}
            {...validity}
          />
          <label htmlFor={controlId} className="calc-label">
            {field.label}
          </label>
        </div>
        <Help id={helpId} text={field.help} />
        <ErrorText id={errorId} text={error} />
      </div>
    );
  }

  let control: ReactNode;
  if (type === 'select') {
    control = (
      <select
        id={controlId}
        className="calc-select"
        name={field.id}
        value={text}
        onChange={change}
        {...validity}
      >
        {field.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else if (type === 'date') {
    control = (
      <DateControl
        id={controlId}
        name={field.id}
        text={text}
        {...dateBounds(input.kind)}
        invalid={invalid}
        errorMessageId={errorMessageId}
        describedBy={description}
        onChange={onChange}
      />
    );
  } else if (field.display === 'timezone') {
    const { TimeZoneControl } = part('zones');
    control = (
      <TimeZoneControl
        id={controlId}
        name={field.id}
        text={text}
        invalid={invalid}
        errorMessageId={errorMessageId}
        describedBy={description}
        onChange={onChange}
      />
    );
  } else {
    control = (
      <div className="calc-control">
        {prefix && (
          <span id={prefixId} className="calc-affix calc-affix--prefix" aria-hidden="true">
            {prefix}
          </span>
        )}
        <input
          id={controlId}
          className="calc-input"
          type="text"
          inputMode={inputMode(input)}
          autoComplete="off"
          spellCheck={false}
          name={field.id}
          value={text}
          onChange={change}
          {...validity}
        />
        {suffix && (
          <span id={suffixId} className="calc-affix calc-affix--suffix" aria-hidden="true">
            {suffix}
          </span>
        )}
      </div>
    );
  }

  return (
    <div className={fieldClass}>
      <label htmlFor={controlId} className="calc-label">
        {field.label}
      </label>
      {control}
      {/* After the control, so Tab reaches it from the field; drawn on the label's line. */}
      <FindButton aim={aim} input={field.id} label={field.label} />
      <Help id={helpId} text={field.help} />
      <ErrorText id={errorId} text={error} />
    </div>
  );
}
