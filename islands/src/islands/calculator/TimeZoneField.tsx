// A time-zone input: the IANA id as text (what calc-wasm, share links and
// `eval` read), searchable through a list of the browser's own zones and
// their names in the page's language, the visitor's zone first. A native
// <input list> is a combobox screen readers and keyboards already know; the
// list is built on first focus (some 400 names), not on every page load,
// and the server renders the same empty list the browser hydrates.

import { useEffect, useState, type ChangeEvent } from 'react';
import type { DateControlProps } from './DateField';

/** A date control's props without the date bounds. */
export type TimeZoneControlProps = Omit<DateControlProps, 'min' | 'max'>;

interface ZoneOption {
  id: string;
  name: string;
}

/** The zone's name, whatever the season ("Eastern Time"), or '' if unknown. */
export function zoneName(zone: string, locale: string, at = new Date()): string {
  try {
    const parts = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'longGeneric' }).formatToParts(at);
    return parts.find((p) => p.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

/** The visitor's zone, then every zone the browser knows, each once. */
export function zoneIds(): string[] {
  const own = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  const supported = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([own, ...supported, 'UTC'])].filter((zone) => zone !== undefined && zone !== '');
}

export function TimeZoneControl({ id, name, text, invalid, errorMessageId, describedBy, onChange }: TimeZoneControlProps) {
  const [options, setOptions] = useState<ZoneOption[]>([]);
  const listId = `${id}-zones`;
  const nameId = `${id}-name`;
  const locale = typeof document === 'undefined' ? 'en' : document.documentElement.lang || 'en';
  const fill = () => {
    if (options.length === 0) setOptions(zoneIds().map((zone) => ({ id: zone, name: zoneName(zone, locale) })));
  };
  // The chosen zone's name, set after the first render in the browser: the
  // server's Intl may name zones differently from the visitor's.
  const [current, setCurrent] = useState('');
  useEffect(() => setCurrent(zoneName(text.trim(), locale)), [text, locale]);
  const shownName = invalid ? '' : current;
  return (
    <div className="calc-control calc-control--zone">
      <input
        id={id}
        className="calc-input"
        type="text"
        list={listId}
        autoComplete="off"
        spellCheck={false}
        name={name}
        value={text}
        onFocus={fill}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(name, e.target.value)}
        aria-invalid={invalid || undefined}
        aria-errormessage={errorMessageId}
        aria-describedby={[describedBy, shownName && nameId].filter(Boolean).join(' ') || undefined}
      />
      <datalist id={listId}>
        {options.map((o) => (
          <option key={o.id} value={o.id} label={o.name} />
        ))}
      </datalist>
      <p id={nameId} className="calc-help calc-zone-name">
        {shownName}
      </p>
    </div>
  );
}
