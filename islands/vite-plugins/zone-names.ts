// `virtual:zone-names`: the names people call time zones by, in every site
// language, so a zone field accepts "Tóquio", "Nova York" or "Japão" and
// keeps the IANA id as its value. Derived at build time from maintained
// data, never typed by hand: the zones and their countries from
// countries-and-timezones (the IANA zone.tab), city names from CLDR's
// exemplar cities (cldr-dates-full), country names from CLDR
// (cldr-localenames-full), the zone a country with several means by
// default from CLDR's primary zones (cldr-core), and each zone's main
// cities from city-timezones' table of some 7,300 cities with their
// population and zone (MIT licence, data included; maintained on npm):
// Rio de Janeiro and Brasília are America/Sao_Paulo, which CLDR names by
// São Paulo alone. The field imports the module on first focus: no page loads it
// otherwise.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { getAllCountries, getAllTimezones, type Timezone } from 'countries-and-timezones';
import { cityMapping } from 'city-timezones';
import type { Plugin } from 'vite';
import type { ZoneNames } from '../src/lib/zoneNames';

const ID = 'virtual:zone-names';
const RESOLVED = `\0${ID}`;
const require = createRequire(import.meta.url);

/** A package's file, as node resolves it from this folder. */
const packageFile = (pkg: string, file: string) =>
  path.join(path.dirname(require.resolve(`${pkg}/package.json`)), file);

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(file, 'utf8'));

/** CLDR's locale for a site language: itself if CLDR has it ("en"), else its language ("pt-BR" → "pt", Brazilian in CLDR). */
function cldrLocale(lang: string): string {
  const main = packageFile('cldr-dates-full', 'main');
  if (fs.existsSync(path.join(main, lang))) return lang;
  const base = lang.split('-')[0] ?? lang;
  if (fs.existsSync(path.join(main, base))) return base;
  throw new Error(`zone names: CLDR has no locale for site language ${lang} (looked in ${main})`);
}

type Tree = { [key: string]: Tree | string };

/** A zone's exemplar city in one CLDR locale, if CLDR names it there ("Asia/Tokyo" → "Tóquio"). */
function exemplarCities(locale: string): (id: string) => string | undefined {
  const file = packageFile('cldr-dates-full', `main/${locale}/timeZoneNames.json`);
  const data = readJson(file) as { main: Record<string, { dates: { timeZoneNames: { zone: Tree } } }> };
  const zones = data.main[locale]?.dates.timeZoneNames.zone;
  if (!zones) throw new Error(`${file}: no zone names for ${locale}`);
  return (id) => {
    let node: Tree | string | undefined = zones;
    for (const part of id.split('/')) node = typeof node === 'object' ? node[part] : undefined;
    const city = typeof node === 'object' ? node.exemplarCity : undefined;
    return typeof city === 'string' ? city : undefined;
  };
}

function territoryNames(locale: string): Record<string, string> {
  const file = packageFile('cldr-localenames-full', `main/${locale}/territories.json`);
  const data = readJson(file) as { main: Record<string, { localeDisplayNames: { territories: Record<string, string> } }> };
  const names = data.main[locale]?.localeDisplayNames.territories;
  if (!names) throw new Error(`${file}: no territory names for ${locale}`);
  return names;
}

function primaryZones(): Record<string, string> {
  const data = readJson(packageFile('cldr-core', 'supplemental/primaryZones.json')) as {
    supplemental: { primaryZones: Record<string, string> };
  };
  return data.supplemental.primaryZones;
}

/** The site's languages: one interface file per language in locales/. */
function siteLanguages(localesDir: string): string[] {
  const langs = fs
    .readdirSync(localesDir)
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => f.slice(0, -'.yaml'.length))
    .sort();
  if (langs.length === 0) throw new Error(`zone names: no <language>.yaml in ${localesDir}`);
  return langs;
}

/**
 * The zones a person may mean: every current zone with a country, and the
 * older ids that are another country's city (Europe/Oslo, now a link to
 * Europe/Berlin, is still where Norwegians are), but not mere old spellings
 * (Asia/Calcutta for Asia/Kolkata) or US/Eastern-style names.
 */
function placeZones(): Timezone[] {
  const all = getAllTimezones({ deprecated: true });
  return Object.values(all)
    .filter((zone) => {
      const first = zone.countries[0];
      if (!first) return false;
      if (!zone.aliasOf) return true;
      return all[zone.aliasOf as keyof typeof all]?.countries[0] !== first;
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** A zone's main cities: those of at least this many people, and its largest whatever its size. */
const MAIN_CITY_POPULATION = 500_000;

/**
 * The main cities of each listed zone, largest first, as the city → zone
 * table spells them. A city filed under an older id counts for the zone
 * that id now links to, when both are in the same country.
 */
function mainCities(zones: Timezone[]): Map<string, string[]> {
  const all = getAllTimezones({ deprecated: true });
  const listed = new Set<string>(zones.map((z) => z.name));
  const byZone = new Map<string, { name: string; population: number }[]>();
  for (const city of cityMapping) {
    const own = all[city.timezone as keyof typeof all];
    const id = listed.has(city.timezone) ? city.timezone : own?.aliasOf && listed.has(own.aliasOf) ? own.aliasOf : undefined;
    if (id === undefined) continue;
    byZone.set(id, [...(byZone.get(id) ?? []), { name: city.city, population: city.pop }]);
  }
  const main = new Map<string, string[]>();
  for (const [id, cities] of byZone) {
    const sorted = cities.sort((a, b) => b.population - a.population);
    const names = sorted.filter((c, i) => i === 0 || c.population >= MAIN_CITY_POPULATION).map((c) => c.name);
    main.set(id, [...new Set(names)]);
  }
  return main;
}

/** Builds the module's data; exported for its unit test. */
export function zoneNames(localesDir: string): ZoneNames {
  const langs = siteLanguages(localesDir);
  // CLDR names a zone by its older id at times (Asia/Calcutta for
  // Asia/Kolkata): an older id of the same country. A link from another
  // country's place is that place, not this one (Indian/Christmas now links
  // to Asia/Bangkok: Bangkok is no "Christmas Island").
  const all = getAllTimezones({ deprecated: true });
  const olderIds = new Map<string, string[]>();
  for (const zone of Object.values(all)) {
    const target = zone.aliasOf ? all[zone.aliasOf as keyof typeof all] : undefined;
    if (!zone.aliasOf || !target || zone.countries[0] !== target.countries[0]) continue;
    olderIds.set(zone.aliasOf, [...(olderIds.get(zone.aliasOf) ?? []), zone.name]);
  }
  const zones = placeZones();
  const cities = langs.map((lang) => exemplarCities(cldrLocale(lang)));
  const english = exemplarCities('en');
  const territories = langs.map((lang) => territoryNames(cldrLocale(lang)));
  const primary = primaryZones();
  const main = mainCities(zones);
  const cityOf = (find: (id: string) => string | undefined, id: string) => {
    for (const candidate of [id, ...(olderIds.get(id) ?? [])]) {
      const city = find(candidate);
      if (city) return city;
    }
    return undefined;
  };

  const countries: ZoneNames['countries'] = {};
  for (const country of Object.values(getAllCountries())) {
    // The country's own zone: CLDR's primary one, else the one zone named
    // for a place in it (Ghana: Africa/Accra, not Africa/Abidjan it links to).
    const own = zones.filter((zone) => zone.countries[0] === country.id);
    const only = own.length === 1 ? own[0]?.name : country.timezones.length === 1 ? country.timezones[0] : undefined;
    countries[country.id] = {
      names: territories.map((names) => names[country.id] ?? country.name),
      zone: primary[country.id] ?? only ?? null,
    };
  }
  return {
    langs,
    zones: zones.map((zone) => {
      // CLDR's own fallback: the id's last part, underscores as spaces.
      const derived = cityOf(english, zone.name) ?? (zone.name.split('/').pop() ?? zone.name).replaceAll('_', ' ');
      return {
        id: zone.name,
        country: zone.countries[0] ?? '',
        cities: cities.map((find) => cityOf(find, zone.name) ?? derived),
        mainCities: main.get(zone.name) ?? [],
      };
    }),
    countries,
  };
}

export function zoneNamesPlugin(localesDir: string): Plugin {
  return {
    name: 'calcula-zone-names',
    resolveId: (id) => (id === ID ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      return `export default ${JSON.stringify(zoneNames(localesDir))};`;
    },
  };
}
