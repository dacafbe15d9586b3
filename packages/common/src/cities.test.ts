import { describe, expect, it } from 'vitest';
import { mapSearchUrl } from './cities';

describe('mapSearchUrl', () => {
  it('searches OpenStreetMap for the address, encoded whole (commas, slashes, accents)', () => {
    expect(mapSearchUrl(' Wilsonova 300/8, 120 00 Praha 2 ')).toBe(
      'https://www.openstreetmap.org/search?query=Wilsonova%20300%2F8%2C%20120%2000%20Praha%202',
    );
    expect(mapSearchUrl('Bayerstraße 10a, 80335 München')).toBe(
      'https://www.openstreetmap.org/search?query=Bayerstra%C3%9Fe%2010a%2C%2080335%20M%C3%BCnchen',
    );
  });
});
