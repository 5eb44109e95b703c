// The time-zone field's list (./TimeZoneField.tsx): every zone by place and
// name, the visitor's own first. Loaded with the names, on the field's first
// focus, not before the first input.

import { langIndex, placeName, type ZoneNames } from '../../lib/zoneNames';
import { zoneName } from './TimeZoneField';

export { zoneIndex } from '../../lib/zoneNames';

export interface ZoneOption {
  id: string;
  label: string;
}

/** The visitor's zone, or undefined if the browser does not say. */
function ownZone(): string | undefined {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
}

/** Every zone by place ("Tóquio, Japão — Horário Padrão do Japão"), the visitor's first; then zones without a place (UTC). */
export function zoneOptions(data: ZoneNames, locale: string): ZoneOption[] {
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
