// The names a time-zone field accepts, from the module the build writes
// (virtual:zone-names, from CLDR and the IANA zone table). The expected ids
// are facts about places, checked against the IANA tz database's zone.tab
// and CLDR's Portuguese exemplar cities, not read from the data under test.
import { describe, expect, test } from 'vitest';
import data from 'virtual:zone-names';
import { langIndex, placeName, resolveZone, searchKey, zoneIndex } from '../src/lib/zoneNames';

const index = zoneIndex(data);
const resolve = (text: string) => resolveZone(text, index);

describe('a zone typed by name', () => {
  test.each([
    ['Tóquio', 'Asia/Tokyo'],
    ['Tokyo', 'Asia/Tokyo'],
    ['tóquio', 'Asia/Tokyo'],
    ['  TOQUIO ', 'Asia/Tokyo'],
    ['Manaus', 'America/Manaus'],
    ['Nova York', 'America/New_York'],
    ['New York', 'America/New_York'],
    ['Londres', 'Europe/London'],
    ['London', 'Europe/London'],
    ['São Paulo', 'America/Sao_Paulo'],
    ['sao paulo', 'America/Sao_Paulo'],
    ['Cidade do México', 'America/Mexico_City'],
    ['Calcutá', 'Asia/Kolkata'],
    // A city whose zone is now a link to another country's keeps its own id.
    ['Oslo', 'Europe/Oslo'],
    ['Accra', 'Africa/Accra'],
    // "City, Country", as the list shows it.
    ['Manaus, Brasil', 'America/Manaus'],
    ['Lisbon, Portugal', 'Europe/Lisbon'],
  ])('%s → %s', (typed, id) => {
    expect(resolve(typed)).toBe(id);
  });

  // Issue 41: zones CLDR names only through another country's linked id
  // (Asia/Bangkok was "Christmas Island") were not found by their own city;
  // cities other than the zone's own (Rio de Janeiro is São Paulo's zone,
  // per zone.tab's comment "Brazil (southeast: GO, DF, MG, ES, RJ, ...)").
  test.each([
    ['Bangkok', 'Asia/Bangkok'],
    ['Dubai', 'Asia/Dubai'],
    ['Auckland', 'Pacific/Auckland'],
    ['Zurich', 'Europe/Zurich'],
    ['Zurique', 'Europe/Zurich'],
    ['Riyadh', 'Asia/Riyadh'],
    ['Riade', 'Asia/Riyadh'],
    ['Abidjan', 'Africa/Abidjan'],
    ['Rio de Janeiro', 'America/Sao_Paulo'],
    ['Brasília', 'America/Sao_Paulo'],
    ['Brasilia', 'America/Sao_Paulo'],
    ['Rio de Janeiro, Brasil', 'America/Sao_Paulo'],
    ['Rio de Janeiro, Brazil', 'America/Sao_Paulo'],
    ['Sydney', 'Australia/Sydney'],
    ['Los Angeles', 'America/Los_Angeles'],
  ])('a zone by its own city, or by one of its main cities: %s → %s', (typed, id) => {
    expect(resolve(typed)).toBe(id);
  });

  test.each([
    ['Japão', 'Asia/Tokyo'],
    ['Japan', 'Asia/Tokyo'],
    ['Reino Unido', 'Europe/London'],
    ['Gana', 'Africa/Accra'],
    ['Noruega', 'Europe/Oslo'],
    // Several zones, one of them CLDR's primary.
    ['Portugal', 'Europe/Lisbon'],
    ['Alemanha', 'Europe/Berlin'],
    ['China', 'Asia/Shanghai'],
  ])('a country with one zone, or a primary one: %s → %s', (typed, id) => {
    expect(resolve(typed)).toBe(id);
  });

  test.each(['Brasil', 'Brazil', 'Estados Unidos', 'Rússia', 'Austrália'])(
    'a country of several zones names none: %s',
    (typed) => {
      expect(resolve(typed)).toBeUndefined();
    },
  );

  test.each(['Asia/Tokyo', 'UTC', '', 'Atlantis', 'Tóq'])('not a place name: %j', (typed) => {
    expect(resolve(typed)).toBeUndefined();
  });
});

describe('the data', () => {
  test('covers the site languages, every zone of zone.tab and every country', () => {
    expect(data.langs).toEqual(['en', 'pt-BR']);
    // zone.tab (tzdata 2025) lists some 310 zones and 249 countries.
    expect(data.zones.length).toBeGreaterThan(300);
    expect(Object.keys(data.countries).length).toBeGreaterThan(240);
    for (const zone of data.zones) {
      expect(zone.cities).toHaveLength(data.langs.length);
      expect(data.countries[zone.country], zone.id).toBeDefined();
    }
  });

  test('the list names a place in the page language', () => {
    const pt = langIndex(data, 'pt-BR');
    const en = langIndex(data, 'en-US');
    const tokyo = data.zones.find((z) => z.id === 'Asia/Tokyo')!;
    expect(placeName(data, tokyo, pt)).toBe('Tóquio, Japão');
    expect(placeName(data, tokyo, en)).toBe('Tokyo, Japan');
    const singapore = data.zones.find((z) => z.id === 'Asia/Singapore')!;
    expect(placeName(data, singapore, en)).toBe('Singapore');
  });

  test('a zone is named by its own city, never by another country\'s place linked to it', () => {
    const pt = langIndex(data, 'pt-BR');
    const en = langIndex(data, 'en-US');
    const zone = (id: string) => data.zones.find((z) => z.id === id)!;
    expect(placeName(data, zone('Asia/Bangkok'), en)).toBe('Bangkok, Thailand');
    expect(placeName(data, zone('Asia/Bangkok'), pt)).toBe('Bangkok, Tailândia');
    expect(placeName(data, zone('Pacific/Auckland'), en)).toBe('Auckland, New Zealand');
    expect(placeName(data, zone('Europe/Zurich'), pt)).toBe('Zurique, Suíça');
    expect(placeName(data, zone('Africa/Abidjan'), en)).toBe('Abidjan, Côte d’Ivoire');
    // An older id of the same place still names it (Asia/Calcutta: Kolkata).
    expect(placeName(data, zone('Asia/Kolkata'), en)).toBe('Kolkata, India');
    // Every zone's own city, in English, is its id's place or CLDR's name
    // for that id or an older id of the same country: never a city of a
    // zone in another country.
    const elsewhere = new Map(data.zones.map((z) => [searchKey(z.cities[en]!), z.country]));
    for (const z of data.zones) expect(elsewhere.get(searchKey(z.cities[en]!)), z.id).toBe(z.country);
  });

  test('search keys ignore case, accents, spaces and punctuation', () => {
    expect(searchKey('São Paulo')).toBe('saopaulo');
    expect(searchKey("St. John's")).toBe('stjohns');
    expect(searchKey('Ürümqi')).toBe('urumqi');
  });
});
