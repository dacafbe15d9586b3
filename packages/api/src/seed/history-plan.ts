import type { BookingStatus, CoverageLevel } from '@wayfare/common';
import { seededRandom, type Random } from './random';

/**
 * The demo's year of history, planned in memory before anything is written (history.ts writes it): every car's
 * trips, chained so that each starts where the previous one ended, around a few maintenance blocks. Only `now` and a
 * fixed seed decide it, so the same "now" gives the same history on every machine.
 *
 * A car works in out-and-back pairs: out from its home city to another city, a few days there, and back (trips must
 * end in another city than they start, docs/product/search-and-availability.md). So between pairs every car stands at
 * home, and the fleet stays spread over the cities as the demo fleet places it. Busier towards today (the business
 * grew), with bookings ahead for one car in three; the other two have nothing ahead, so a search from their city
 * offers them for any trip (a car booked ahead strands no one only on its next trip's route). The first BUSY_FLEET
 * cars are the business's established ones, as busy as the whole demo fleet once was; the cars added to them wait
 * NEWER_CAR_IDLENESS times longer between trips, so the history keeps a sensible size (under two thousand bookings)
 * and the seed its speed while the fleet calendar and the first cars' pages stay full.
 */

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
/** How far back the demo history reaches. */
export const HISTORY_DAYS = 365;
/** The first this many everyday cars are as busy as the demo's first fleet was… */
const BUSY_FLEET = 36;
/** …and the others wait this many times longer between trips. */
const NEWER_CAR_IDLENESS = 4;
/** The fixed seed of the demo history: changing it changes every demo trip. */
const SEED = 20_261_126;

export interface PlanCar {
  id: number;
  cityId: number;
  isExclusive: boolean;
}

export interface PlanCity {
  id: number;
  lat: number;
  lon: number;
}

export interface PlannedTrip {
  carId: number;
  startCityId: number;
  endCityId: number;
  startAt: Date;
  endAt: Date;
  status: BookingStatus;
  coverage: CoverageLevel;
  /** When the customer booked it. */
  createdAt: Date;
  /** Canceled ones: whether it had been paid (then refunded) and when it was canceled. */
  canceledAt?: Date;
  wasPaid?: boolean;
}

export interface PlannedBlock {
  carId: number;
  startAt: Date;
  endAt: Date;
  reason: string;
}

export interface HistoryPlan {
  trips: PlannedTrip[];
  blocks: PlannedBlock[];
}

const dayStart = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;

/** Maintenance: three done, one under way today, one coming (so the fleet calendar shows both kinds). */
const blockPlan: { carIndex: number; fromDay: number; days: number; reason: string }[] = [
  { carIndex: 1, fromDay: -200, days: 2, reason: 'Annual service' },
  { carIndex: 4, fromDay: -90, days: 1, reason: 'Winter tyres fitted' },
  { carIndex: 7, fromDay: -30, days: 3, reason: 'Windscreen replacement' },
  { carIndex: 10, fromDay: -1, days: 3, reason: 'Annual service and brake check' },
  { carIndex: 13, fromDay: 5, days: 2, reason: 'Brake pads and discs' },
];

/** Kilometres between two cities as the crow flies (only to prefer nearby destinations). */
function crowKm(a: PlanCity, b: PlanCity): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(h));
}

/** Destinations of a car's home, nearer ones likelier (a weekend in the next city more often than across Europe). */
function destinationsOf(home: PlanCity, cities: PlanCity[]): (readonly [number, number])[] {
  return cities
    .filter((city) => city.id !== home.id)
    .map((city) => [city.id, 1 / (1 + (crowKm(home, city) / 400) ** 2)] as const);
}

const overlaps = (aStart: number, aEnd: number, bStart: number, bEnd: number) => aStart < bEnd && bStart < aEnd;

function statusOf(random: Random, startAt: number, endAt: number, now: number): BookingStatus {
  if (endAt <= now) return endAt < now - DAY_MS && random.chance(0.6) ? 'Rated' : 'Finished';
  if (startAt <= now) return 'Active';
  return 'Paid';
}

export function planHistory(input: { cars: PlanCar[]; cities: PlanCity[]; now: Date }): HistoryPlan {
  const random = seededRandom(SEED);
  const now = input.now.getTime();
  const today = dayStart(now);
  const historyStart = today - HISTORY_DAYS * DAY_MS;
  const cityById = new Map(input.cities.map((city) => [city.id, city]));
  const everyday = input.cars.filter((car) => !car.isExclusive);
  const trips: PlannedTrip[] = [];
  const blocks: PlannedBlock[] = blockPlan.flatMap((plan) => {
    const car = everyday[plan.carIndex];
    if (!car) return [];
    const startAt = new Date(today + plan.fromDay * DAY_MS + 7 * HOUR_MS);
    return [
      {
        carId: car.id,
        startAt,
        endAt: new Date(startAt.getTime() + plan.days * DAY_MS + 9 * HOUR_MS),
        reason: plan.reason,
      },
    ];
  });

  for (const [index, car] of everyday.entries()) {
    const home = cityById.get(car.cityId);
    if (!home) continue;
    const destinations = destinationsOf(home, input.cities);
    const carBlocks = blocks.filter((block) => block.carId === car.id);
    // One car in three is booked up to 2–6 weeks out; the others have nothing booked ahead.
    const isFreeAhead = index % 3 !== 0;
    const horizon = isFreeAhead ? now - 12 * HOUR_MS : today + random.int(14, 42) * DAY_MS;
    let cursor = historyStart + random.int(0, 10) * DAY_MS;
    const idleness = index < BUSY_FLEET ? 1 : NEWER_CAR_IDLENESS;

    for (;;) {
      // Quiet at first, busy lately: the mean gap between two pairs shrinks from ~8 weeks to ~5 days (for the
      // established cars).
      const progress = Math.min(1, Math.max(0, (cursor - historyStart) / (HISTORY_DAYS * DAY_MS)));
      const meanGap = (56 - 51 * progress) * idleness;
      const gapDays = Math.floor(random.next() * 2 * meanGap);
      // The day after the car came back at the earliest.
      const outStart = dayStart(cursor) + (gapDays + 1) * DAY_MS + random.int(7, 11) * HOUR_MS;
      const outDays = random.weighted([
        [1, 3],
        [2, 4],
        [3, 4],
        [4, 3],
        [5, 2],
        [7, 1],
      ] as const);
      const outEnd = dayStart(outStart + outDays * DAY_MS) + random.int(9, 18) * HOUR_MS;
      const stayDays = random.weighted([
        [0, 2],
        [1, 3],
        [2, 2],
        [4, 1],
      ] as const);
      const backStart =
        stayDays === 0 ? outEnd + 2 * HOUR_MS : dayStart(outEnd + stayDays * DAY_MS) + random.int(7, 12) * HOUR_MS;
      const backEnd = dayStart(backStart + random.int(1, 4) * DAY_MS) + random.int(9, 18) * HOUR_MS;
      if (outStart > horizon || (isFreeAhead && backEnd > horizon)) break;
      const block = carBlocks.find((b) => overlaps(outStart, backEnd, b.startAt.getTime(), b.endAt.getTime()));
      if (block) {
        cursor = block.endAt.getTime();
        continue;
      }
      const away = random.weighted(destinations);
      for (const [startAt, endAt, from, to] of [
        [outStart, outEnd, home.id, away],
        [backStart, backEnd, away, home.id],
      ] as const) {
        trips.push(liveTrip(random, { carId: car.id, startAt, endAt, from, to, now }));
      }
      // Now and then someone books a trip and cancels it: it never took the car, so it may lie anywhere.
      if (random.chance(0.16))
        trips.push(canceledTrip(random, { carId: car.id, home: home.id, destinations, at: outStart, now }));
      cursor = backEnd;
    }
  }
  return { trips, blocks };
}

function bookedAt(random: Random, startAt: number, now: number): number {
  // Booked 1–30 days ahead, at a plausible hour; never after now.
  const lead = random.weighted([
    [1, 3],
    [3, 4],
    [7, 4],
    [14, 3],
    [30, 1],
  ] as const);
  const at = dayStart(startAt - lead * DAY_MS) + random.int(6, 21) * HOUR_MS + random.int(0, 59) * 60_000;
  return Math.min(at, now - random.int(2, 72) * HOUR_MS);
}

const coverageOf = (random: Random) =>
  random.weighted([
    [0, 5],
    [1, 3],
    [2, 2],
  ] as const);

function liveTrip(
  random: Random,
  trip: { carId: number; startAt: number; endAt: number; from: number; to: number; now: number },
): PlannedTrip {
  return {
    carId: trip.carId,
    startCityId: trip.from,
    endCityId: trip.to,
    startAt: new Date(trip.startAt),
    endAt: new Date(trip.endAt),
    status: statusOf(random, trip.startAt, trip.endAt, trip.now),
    coverage: coverageOf(random),
    createdAt: new Date(bookedAt(random, trip.startAt, trip.now)),
  };
}

function canceledTrip(
  random: Random,
  trip: { carId: number; home: number; destinations: (readonly [number, number])[]; at: number; now: number },
): PlannedTrip {
  const startAt = dayStart(trip.at + random.int(-20, 20) * DAY_MS) + random.int(7, 11) * HOUR_MS;
  const endAt = dayStart(startAt + random.int(1, 5) * DAY_MS) + random.int(9, 18) * HOUR_MS;
  const createdAt = bookedAt(random, startAt, trip.now);
  const wasPaid = random.chance(0.65);
  // Canceled some time after booking, before the pick-up (and before now); an unpaid one when its hold ran out.
  const latest = Math.min(startAt - HOUR_MS, trip.now - HOUR_MS);
  const canceledAt = wasPaid
    ? createdAt + Math.floor(random.next() * Math.max(0, latest - createdAt))
    : createdAt + 30 * 60_000;
  return {
    carId: trip.carId,
    startCityId: trip.home,
    endCityId: random.weighted(trip.destinations),
    startAt: new Date(startAt),
    endAt: new Date(endAt),
    status: 'Canceled',
    coverage: coverageOf(random),
    createdAt: new Date(createdAt),
    canceledAt: new Date(Math.max(canceledAt, createdAt + 60_000)),
    wasPaid,
  };
}
