// Time zones by the names people call them: "Tóquio", "New York, United
// States", "Japão", "Rio de Janeiro". The data (virtual:zone-names, built
// from CLDR, the IANA zone table and a city → zone table by
// vite-plugins/zone-names.ts) holds every zone's city and every country's
// name in each site language, and each zone's main cities; this file turns it into a
// lookup that answers the IANA id a name means, or nothing when a name is
// unknown or could mean several zones ("Brasil": the field lists them).

export interface ZoneNames {
  /** The site's languages, in the order of every `cities` and `names` list. */
  langs: string[];
  /**
   * `cities`: the zone's own city (CLDR's exemplar), one per language;
   * `mainCities`: its largest cities, one spelling for every language
   * ("Rio de Janeiro", "Brasília" for America/Sao_Paulo).
   */
  zones: { id: string; country: string; cities: string[]; mainCities: string[] }[];
  /** By ISO country code: its names, and the zone it means alone (null: it has several, none primary). */
  countries: Record<string, { names: string[]; zone: string | null }>;
}

/** Letters and digits only, lower case, without accents: "São Paulo" → "saopaulo". */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** Name key → IANA id; null where the name means more than one zone. */
export type ZoneIndex = Map<string, string | null>;

export function zoneIndex(data: ZoneNames): ZoneIndex {
  const index: ZoneIndex = new Map();
  const add = (name: string, id: string) => {
    const key = searchKey(name);
    if (key === '') return;
    const known = index.get(key);
    index.set(key, known === undefined || known === id ? id : null);
  };
  for (const zone of data.zones) {
    const country = data.countries[zone.country];
    zone.cities.forEach((city, lang) => {
      add(city, zone.id);
      const countryName = country?.names[lang];
      if (countryName) add(`${city}, ${countryName}`, zone.id);
    });
  }
  for (const country of Object.values(data.countries)) {
    if (country.zone) for (const name of country.names) add(name, country.zone);
  }
  // Main cities only where no zone's own city or country took the name
  // (Córdoba is Argentina's zone, not Spain's second city).
  const named = new Set(index.keys());
  for (const zone of data.zones) {
    const country = data.countries[zone.country];
    for (const city of zone.mainCities) {
      for (const name of [city, ...(country?.names ?? []).map((c) => `${city}, ${c}`)]) {
        if (!named.has(searchKey(name))) add(name, zone.id);
      }
    }
  }
  return index;
}

/** The IANA id `text` names, if it names exactly one zone. */
export function resolveZone(text: string, index: ZoneIndex): string | undefined {
  return index.get(searchKey(text)) ?? undefined;
}

/** Which of the data's languages a page in `lang` reads ("pt-BR"; else its base language; else the first). */
export function langIndex(data: ZoneNames, lang: string): number {
  const exact = data.langs.indexOf(lang);
  if (exact >= 0) return exact;
  const base = lang.split('-')[0];
  const near = data.langs.findIndex((l) => l.split('-')[0] === base);
  return near >= 0 ? near : 0;
}

/** "Tóquio, Japão": a zone as the field's list shows it on a page in language `lang`. */
export function placeName(data: ZoneNames, zone: ZoneNames['zones'][number], lang: number): string {
  const city = zone.cities[lang] ?? zone.id;
  const country = data.countries[zone.country]?.names[lang];
  return country && searchKey(country) !== searchKey(city) ? `${city}, ${country}` : city;
}
