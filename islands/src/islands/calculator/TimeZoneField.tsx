// A time-zone input. Its value, what calc-wasm, share links and `eval`
// read, is an IANA id; a person may type a city or a country instead, in
// either site language ("Tóquio", "Nova York, Estados Unidos", "Japan"),
// and the field keeps what they typed on screen while the calculator gets
// the id it names. A native <input list> is a combobox screen readers and
// keyboards already know; its list (every zone by city and country, the
// visitor's own first) and the names are loaded on first focus, not on
// every page load, and the server renders the same empty list the browser
// hydrates.

import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import type { DateControlProps } from './DateField';
import { resolveZone, type ZoneIndex, type ZoneNames } from '../../lib/zoneNames';

/** A date control's props without the date bounds. */
export type TimeZoneControlProps = Omit<DateControlProps, 'min' | 'max'>;

/** The zone's name, whatever the season ("Eastern Time"), or '' if unknown. */
export function zoneName(zone: string, locale: string, at = new Date()): string {
  try {
    const parts = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'longGeneric' }).formatToParts(at);
    return parts.find((p) => p.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

interface Names {
  data: ZoneNames;
  index: ZoneIndex;
  /** The list's code (./zoneList.ts), loaded with the names. */
  list: typeof import('./zoneList');
}

export function TimeZoneControl({ id, name, text, invalid, errorMessageId, describedBy, onChange }: TimeZoneControlProps) {
  const [names, setNames] = useState<Names | null>(null);
  // What the person typed; the calculator's text is the id it names.
  const [typed, setTyped] = useState(text);
  const listId = `${id}-zones`;
  const nameId = `${id}-name`;
  const locale = typeof document === 'undefined' ? 'en' : document.documentElement.lang || 'en';
  const valueOf = (value: string, loaded: Names | null) => (loaded && resolveZone(value, loaded.index)) || value;
  // Read by handlers and effects that may run before a render shows them
  // the latest: the names arrive after focus, while the person types on.
  const latest = useRef({ typed, text, names });
  latest.current = { typed, text, names };

  const load = () => {
    if (names) return;
    // The list is built only once someone uses the field: its code comes with the names.
    void Promise.all([import('virtual:zone-names'), import('./zoneList')]).then(([{ default: data }, list]) =>
      setNames({ data, index: list.zoneIndex(data), list }),
    );
  };

  // A name typed before the names arrived is read once they have.
  useEffect(() => {
    if (!names) return;
    const value = valueOf(latest.current.typed, names);
    if (value !== latest.current.text) onChange(name, value);
  }, [names]);

  // A value set from outside (a share link, a restored calculation, the
  // tools' reset) is shown as it is; the calculator's text alone says
  // whether what is on screen is stale.
  useEffect(() => {
    if (text !== valueOf(latest.current.typed, latest.current.names)) setTyped(text);
  }, [text]);

  const options = useMemo(() => (names ? names.list.zoneOptions(names.data, locale) : []), [names, locale]);

  // The chosen zone's name, set after the first render in the browser: the
  // server's Intl may name zones differently from the visitor's. A place
  // typed by name also shows the id it stands for.
  const [current, setCurrent] = useState('');
  useEffect(() => {
    const long = zoneName(text.trim(), locale);
    setCurrent(long && typed.trim() !== text.trim() ? `${text.trim()} · ${long}` : long);
  }, [text, typed, locale]);
  const shownName = invalid ? '' : current;

  const change = (e: ChangeEvent<HTMLInputElement>) => {
    setTyped(e.target.value);
    onChange(name, valueOf(e.target.value, latest.current.names));
  };

  return (
    <>
      <div className="calc-control calc-control--zone">
        <input
          id={id}
          className="calc-input"
          type="text"
          list={listId}
          autoComplete="off"
          spellCheck={false}
          name={name}
          value={typed}
          onFocus={load}
          onChange={change}
          aria-invalid={invalid || undefined}
          aria-errormessage={errorMessageId}
          aria-describedby={[describedBy, shownName && nameId].filter(Boolean).join(' ') || undefined}
        />
        <datalist id={listId}>
          {options.map((o) => (
            <option key={o.id} value={o.id} label={o.label} />
          ))}
        </datalist>
      </div>
      <p id={nameId} className="calc-help calc-zone-name">
        {shownName}
      </p>
    </>
  );
}
