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

  test('search keys ignore case, accents, spaces and punctuation', () => {
    expect(searchKey('São Paulo')).toBe('saopaulo');
    expect(searchKey("St. John's")).toBe('stjohns');
    expect(searchKey('Ürümqi')).toBe('urumqi');
  });
});
