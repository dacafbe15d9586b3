import { describe, expect, it } from 'vitest';
import { CITY_ALIASES } from './city-aliases';
import { greatCircleKm } from './distance';
import { foldName } from './fold-name';
import { lookupCityByName } from './gazetteer';

const KOLN = { lat: 50.94, lon: 6.96 };

describe('foldName', () => {
  it('drops accents, case and punctuation', () => {
    expect(foldName('  KÖLN ')).toBe('koln');
    expect(foldName("'s-Gravenhage")).toBe('s gravenhage');
    expect(foldName('Łódź')).toBe('lodz');
    expect(foldName('København')).toBe('kobenhavn');
    expect(foldName('Frankfurt (Oder)')).toBe('frankfurt oder');
  });
});

describe('lookupCityByName', () => {
  it.each(['koln', 'KÖLN', 'Köln', 'Cologne', 'cologne', 'Koeln'])('finds Köln for %j', async (name) => {
    const found = await lookupCityByName(name);
    expect(found?.lat).toBeCloseTo(KOLN.lat, 1);
    expect(found?.lon).toBeCloseTo(KOLN.lon, 1);
  });

  it('spells the answer properly, in the language it was asked in', async () => {
    expect((await lookupCityByName('koln'))?.city).toBe('Köln');
    expect((await lookupCityByName('cologne'))?.city).toBe('Cologne');
    expect((await lookupCityByName('muenchen'))?.city).toBe('München');
    expect((await lookupCityByName('zurich'))?.city).toBe('Zürich');
  });

  it('prefers the alias over a smaller place of the same name elsewhere', async () => {
    const hanover = await lookupCityByName('Hanover');
    expect(hanover?.lat).toBeCloseTo(52.37, 1);
    const geneva = await lookupCityByName('Geneva');
    expect(geneva?.lon).toBeCloseTo(6.14, 1);
  });

  it('takes the most populous of several places with one name', async () => {
    const paris = await lookupCityByName('Paris');
    expect(paris).toMatchObject({ city: 'Paris' });
    expect(paris?.lat).toBeCloseTo(48.85, 1);
  });

  it('completes whole leading words', async () => {
    expect((await lookupCityByName('New York'))?.city).toBe('New York City');
  });

  it.each(['xyzzy-nowhere', '', '  ', 'Ber'])('answers null for %j', async (name) => {
    expect(await lookupCityByName(name)).toBeNull();
  });

  it('has no two aliases that fold alike (the second would silently replace the first)', () => {
    const keys = CITY_ALIASES.flatMap(({ aliases }) => aliases.map(foldName));
    expect(new Set(keys).size).toBe(keys.length);
  });

  // Guards the table against typos: an alias whose target is missing would silently fall back to another place.
  it.each(CITY_ALIASES.flatMap(({ target, aliases }) => aliases.map((alias) => [alias, target] as const)))(
    'resolves the alias %j to %j',
    async (alias, target) => {
      const [found, expected] = await Promise.all([lookupCityByName(alias), lookupCityByName(target)]);
      expect(found?.city).toBe(alias);
      expect(expected).not.toBeNull();
      if (found && expected) expect(greatCircleKm(found, expected)).toBeLessThan(1);
    },
  );
});
