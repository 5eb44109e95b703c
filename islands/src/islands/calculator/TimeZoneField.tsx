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
import { langIndex, placeName, resolveZone, zoneIndex, type ZoneNames } from '../../lib/zoneNames';

/** A date control's props without the date bounds. */
export type TimeZoneControlProps = Omit<DateControlProps, 'min' | 'max'>;

interface ZoneOption {
  id: string;
  label: string;
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

/** The visitor's zone, or undefined if the browser does not say. */
function ownZone(): string | undefined {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
}

/** Every zone by place ("Tóquio, Japão — Horário Padrão do Japão"), the visitor's first; then zones without a place (UTC). */
function zoneOptions(data: ZoneNames, locale: string): ZoneOption[] {
  const lang = langIndex(data, locale);
  const options = data.zones.map((zone) => {
    const name = zoneName(zone.id, locale);
    const place = placeName(data, zone, lang);
    return { id: zone.id, label: name ? `${place} — ${name}` : place };
  });
  const own = ownZone();
  const listed = new Set(options.map((o) => o.id));
  const supported = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const placeless = [...new Set([own, 'UTC', ...supported])]
    .filter((id): id is string => !!id && !listed.has(id) && (id === own || !id.includes('/')))
    .map((id) => ({ id, label: zoneName(id, locale) || id }));
  const all = [...options, ...placeless];
  // The visitor's own zone first, placed or not (a server on UTC).
  const first = all.findIndex((o) => o.id === own);
  if (first > 0) all.unshift(...all.splice(first, 1));
  return all;
}

interface Names {
  data: ZoneNames;
  index: ReturnType<typeof zoneIndex>;
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
    void import('virtual:zone-names').then(({ default: data }) => setNames({ data, index: zoneIndex(data) }));
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

  const options = useMemo(() => (names ? zoneOptions(names.data, locale) : []), [names, locale]);

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
