import type { CarBody } from '@wayfare/common';
import type { BodyStyle } from './car-illustration';
import { seededRandom } from './random';

/** What a renter calls the car's class; every demo city offers at least three of them. */
export type CarSize = 'small' | 'compact' | 'estate' | 'saloon' | 'suv' | 'van' | 'sports';

export interface DemoCar {
  make: string;
  model: string;
  body: BodyStyle;
  size: CarSize;
  colour: string;
  /** Litres per 100 km, as the makers' combined (WLTP) figures give them, rounded. */
  fuelConsumption: number;
  features: CarBody['features'];
  /** One of the demo cities (seed/cities.ts). */
  city: string;
  isExclusive?: boolean;
}

/** A model the generated fleet draws from: seats, doors and litres as sold; `auto` is the share with automatic. */
type Model = [make: string, model: string, body: BodyStyle, litres: number, seats: number, doors: number, auto: number];

const MODELS: Record<Exclude<CarSize, 'sports'>, Model[]> = {
  small: [
    ['Volkswagen', 'Polo', 'hatch', 5.3, 5, 5, 0.3],
    ['Renault', 'Twingo', 'hatch', 4.9, 4, 5, 0.1],
    ['Hyundai', 'i10', 'hatch', 5.0, 4, 5, 0.2],
    ['Kia', 'Picanto', 'hatch', 4.8, 4, 5, 0.2],
    ['Peugeot', '208', 'hatch', 5.1, 5, 5, 0.4],
    ['Škoda', 'Fabia', 'hatch', 5.2, 5, 5, 0.3],
    ['Dacia', 'Sandero', 'hatch', 5.4, 5, 5, 0.1],
    ['Toyota', 'Aygo X', 'hatch', 4.8, 4, 5, 0.4],
  ],
  compact: [
    ['Opel', 'Astra', 'hatch', 5.5, 5, 5, 0.5],
    ['Hyundai', 'i30', 'hatch', 5.6, 5, 5, 0.4],
    ['Mazda', '3', 'hatch', 5.8, 5, 5, 0.5],
    ['Audi', 'A3 Sportback', 'hatch', 5.4, 5, 5, 0.8],
    ['Mercedes-Benz', 'A 180', 'hatch', 5.7, 5, 5, 1],
    ['BMW', '118i', 'hatch', 6.0, 5, 5, 1],
    ['Citroën', 'C4', 'hatch', 5.4, 5, 5, 0.5],
  ],
  estate: [
    ['Škoda', 'Octavia Combi', 'sedan', 5.4, 5, 5, 0.5],
    ['Volkswagen', 'Golf Variant', 'sedan', 5.6, 5, 5, 0.5],
    ['Ford', 'Focus Estate', 'sedan', 5.8, 5, 5, 0.4],
    ['Peugeot', '308 SW', 'sedan', 5.3, 5, 5, 0.6],
    ['Toyota', 'Corolla Touring Sports', 'sedan', 4.6, 5, 5, 1],
    ['BMW', '320d Touring', 'sedan', 5.4, 5, 5, 1],
    ['Kia', 'Ceed Sportswagon', 'sedan', 5.9, 5, 5, 0.4],
  ],
  saloon: [
    ['Škoda', 'Superb', 'sedan', 5.9, 5, 4, 0.8],
    ['Peugeot', '508', 'sedan', 5.5, 5, 4, 1],
    ['Audi', 'A6', 'sedan', 6.1, 5, 4, 1],
    ['BMW', '520d', 'sedan', 5.3, 5, 4, 1],
    ['Mercedes-Benz', 'E 200', 'sedan', 6.8, 5, 4, 1],
  ],
  suv: [
    ['Volkswagen', 'T-Roc', 'suv', 6.2, 5, 5, 0.6],
    ['Renault', 'Captur', 'suv', 5.8, 5, 5, 0.5],
    ['Ford', 'Kuga', 'suv', 6.4, 5, 5, 0.7],
    ['Škoda', 'Kodiaq', 'suv', 6.9, 7, 5, 0.8],
    ['Kia', 'Sportage', 'suv', 6.7, 5, 5, 0.7],
    ['Hyundai', 'Kona', 'suv', 5.9, 5, 5, 0.6],
    ['Toyota', 'C-HR', 'suv', 5.1, 5, 5, 1],
    ['Audi', 'Q3', 'suv', 7.0, 5, 5, 1],
    ['Peugeot', '2008', 'suv', 5.7, 5, 5, 0.5],
    ['Dacia', 'Jogger', 'suv', 6.1, 7, 5, 0.2],
  ],
  van: [
    ['Volkswagen', 'Caddy Maxi', 'van', 6.4, 7, 5, 0.5],
    ['Citroën', 'Berlingo', 'van', 6.0, 5, 5, 0.3],
    ['Renault', 'Trafic Passenger', 'van', 7.9, 9, 4, 0.3],
    ['Mercedes-Benz', 'V-Class', 'van', 8.3, 7, 5, 1],
    ['Ford', 'Tourneo Custom', 'van', 8.1, 9, 4, 0.5],
    ['Opel', 'Zafira Life', 'van', 7.6, 8, 5, 1],
    ['Peugeot', 'Rifter', 'van', 6.1, 7, 5, 0.3],
  ],
};

/** How likely each size is past a city's first four cars (which are four different sizes). */
const SIZE_WEIGHTS = [
  ['small', 3],
  ['compact', 4],
  ['estate', 2],
  ['saloon', 1],
  ['suv', 3],
  ['van', 1],
] as const satisfies readonly (readonly [keyof typeof MODELS, number])[];

const EXTRAS = [
  'GPS',
  'Bluetooth',
  'Heated seats',
  'Child seat',
  'Roof rack',
  'Cruise control',
  'Parking sensors',
  'Tow bar',
];

const COLOURS = ['#1f4e8c', '#6b7280', '#0b2545', '#c0c4c8', '#2d2d2d', '#3c7a3c', '#d9381e', '#e5e7eb', '#f2a900'];

/**
 * How many everyday cars each demo city has in all, the first forty's included: the big cities more, every city at
 * least eight, about two hundred cars with the exclusive ones. Berlin has the most, so that a search from there next
 * week has more than one page of cars (e2e/specs/phone-demo-finds-cars.spec.ts).
 */
const CARS_PER_CITY: Record<string, number> = {
  Amsterdam: 10,
  Barcelona: 10,
  Berlin: 20,
  Brussels: 8,
  Budapest: 8,
  Cologne: 8,
  Copenhagen: 8,
  Frankfurt: 11,
  Hamburg: 11,
  Lisbon: 8,
  Lyon: 8,
  Madrid: 10,
  Milan: 9,
  Munich: 14,
  Paris: 14,
  Prague: 8,
  Rome: 10,
  Vienna: 9,
  Warsaw: 8,
  Zurich: 8,
};

/** The fixed seed of the generated fleet: changing it changes every generated car (and the demo's history). */
const FLEET_SEED = 4_062_025;

/**
 * The cars added to the first forty, city by city: each city is filled up to its count in CARS_PER_CITY, its first
 * four new cars of four different sizes, the others by SIZE_WEIGHTS; model, transmission, extras and colour drawn
 * from a seeded random source, so the fleet is the same on every machine.
 */
export function generatedFleet(firstCars: readonly DemoCar[]): DemoCar[] {
  const random = seededRandom(FLEET_SEED);
  const fleet: DemoCar[] = [];
  for (const [city, total] of Object.entries(CARS_PER_CITY)) {
    const present = firstCars.filter((car) => car.city === city && !car.isExclusive);
    // Four different sizes first (a Fisher–Yates shuffle of the six), then any.
    const sizes = SIZE_WEIGHTS.map(([size]) => size);
    for (let i = sizes.length - 1; i > 0; i--) {
      const j = random.int(0, i);
      [sizes[i], sizes[j]] = [sizes[j] as (typeof sizes)[number], sizes[i] as (typeof sizes)[number]];
    }
    const firstSizes = sizes.slice(0, 4);
    for (let n = 0; n < total - present.length; n++) {
      const size = firstSizes[n] ?? random.weighted(SIZE_WEIGHTS);
      const [make, model, body, litres, seats, doors, auto] = random.pick(MODELS[size]);
      const transmission = random.chance(auto) ? 'Auto' : 'Manual';
      fleet.push({
        make,
        model,
        body,
        size,
        colour: random.pick(COLOURS),
        // An automatic of the same model uses a little more.
        fuelConsumption: Math.round((litres + (transmission === 'Auto' && auto < 1 ? 0.2 : 0)) * 10) / 10,
        features: { seats, doors, transmission, extras: random.pick(EXTRAS) },
        city,
      });
    }
  }
  return fleet;
}
