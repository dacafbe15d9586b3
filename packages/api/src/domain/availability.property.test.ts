import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, type BookingStatus } from '@wayfare/common';
import { bookings, carBlocks, cars, type FeatureRow } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { createBooking, createCar, createCity, createFeature, createUser } from '../test/factories';
import { findAvailableCarIds } from './availability';

/**
 * The availability SQL against a plain reading of the availability rule
 * (docs/product/search-and-availability.md#availability) on random fleets. Times are whole hours on a short
 * timeline, so bookings often touch ([start, end) boundaries) and cities often repeat.
 */

const CITIES = 4;
const FEATURES = 3;
const BASE = Date.UTC(2031, 0, 1);
const hour = (n: number) => new Date(BASE + n * 3_600_000);

interface TripModel {
  start: number;
  end: number;
  status: BookingStatus;
  startCity: number;
  endCity: number;
  /** The new trip of a change waiting for its payment: held next to the trip (docs/decisions/014). */
  held?: { start: number; end: number; startCity: number; endCity: number };
}
interface CarModel {
  city: number;
  isExclusive: boolean;
  isDeleted: boolean;
  features: number[];
  trips: TripModel[];
  /** Maintenance blocks: periods off the road that leave the car where it stands (docs/decisions/015). */
  blocks: { start: number; end: number }[];
}
interface QueryModel {
  from: number;
  to: number;
  start: number;
  end: number;
  features: number[];
}

const cityArb = fc.integer({ min: 0, max: CITIES - 1 });
const featuresArb = fc.subarray([...Array(FEATURES).keys()]);
const rarely = fc.integer({ min: 0, max: 4 }).map((n) => n === 0);

// Live trips of one car never overlap (the exclusion constraint would refuse them): each starts after a gap.
const chainArb = fc.array(
  fc.record({
    gap: fc.integer({ min: 0, max: 4 }),
    length: fc.integer({ min: 1, max: 6 }),
    status: fc.constantFrom(...BOOKING_STATUSES),
    startCity: cityArb,
    endCity: cityArb,
  }),
  { maxLength: 5 },
);
// Canceled bookings hold nothing, so they may lie anywhere, over live ones too.
const canceledArb = fc.array(
  fc.record({
    start: fc.integer({ min: 0, max: 40 }),
    length: fc.integer({ min: 1, max: 6 }),
    startCity: cityArb,
    endCity: cityArb,
  }),
  { maxLength: 2 },
);

const carArb: fc.Arbitrary<CarModel> = fc
  .record({
    city: cityArb,
    isExclusive: rarely,
    isDeleted: rarely,
    features: featuresArb,
    chain: chainArb,
    canceled: canceledArb,
  })
  .map(({ chain, canceled, ...car }) => {
    let clock = 0;
    const trips: TripModel[] = chain.map(({ gap, length, ...trip }) => {
      const start = clock + gap;
      clock = start + length;
      return { ...trip, start, end: clock };
    });
    for (const c of canceled) {
      trips.push({
        start: c.start,
        end: c.start + c.length,
        status: 'Canceled',
        startCity: c.startCity,
        endCity: c.endCity,
      });
    }
    return { ...car, trips, blocks: [] };
  });

const queryArb: fc.Arbitrary<QueryModel> = fc
  .record({
    from: cityArb,
    to: cityArb,
    start: fc.integer({ min: 0, max: 40 }),
    length: fc.integer({ min: 1, max: 8 }),
    features: featuresArb,
  })
  .filter((q) => q.from !== q.to)
  .map(({ length, ...q }) => ({ ...q, end: q.start + length }));

type Period = Pick<TripModel, 'start' | 'end' | 'startCity' | 'endCity'>;
const overlap = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && b.start < a.end;

/**
 * What a car's live bookings occupy: each trip, and a held trip as a trip of its own — or, when the two overlap, one
 * trip from the earlier start (and its city) to the later end (and its city).
 */
function occupied(car: CarModel): Period[] {
  return car.trips
    .filter((t) => t.status !== 'Canceled')
    .flatMap((t): Period[] => {
      const h = t.held;
      if (!h) return [t];
      if (!overlap(t, h)) return [t, h];
      return [
        {
          start: Math.min(t.start, h.start),
          end: Math.max(t.end, h.end),
          startCity: t.start <= h.start ? t.startCity : h.startCity,
          endCity: t.end >= h.end ? t.endCity : h.endCity,
        },
      ];
    });
}

/** The availability rule, read literally. */
function isOffered(car: CarModel, q: QueryModel): boolean {
  if (car.isExclusive || car.isDeleted) return false;
  if (!q.features.every((f) => car.features.includes(f))) return false;
  const live = occupied(car);
  if ([...live, ...car.blocks].some((t) => t.start < q.end && q.start < t.end)) return false;
  const previous = live.filter((t) => t.end <= q.start).sort((a, b) => b.end - a.end)[0];
  if ((previous ? previous.endCity : car.city) !== q.from) return false;
  const next = live.filter((t) => t.start >= q.end).sort((a, b) => a.start - b.start)[0];
  return !next || next.startCity === q.to;
}

let t: TestApp;
let cityIds: number[];
let features: FeatureRow[];
let userId: number;

beforeAll(async () => {
  t = await createTestApp();
  cityIds = [];
  for (let i = 0; i < CITIES; i++) cityIds.push((await createCity(t.app)).id);
  features = [];
  for (let i = 0; i < FEATURES; i++) features.push(await createFeature(t.app, 'Bonus', `Extra ${i}`));
  userId = (await createUser(t.app)).user.id;
});
afterAll(() => t.close());

/** What happens to the fleet after its bookings are written: the stays must follow every kind of change. */
type Change =
  | { kind: 'cancel'; car: number; trip: number }
  | { kind: 'move'; car: number; city: number }
  | { kind: 'reschedule'; car: number; trip: number; shift: number }
  | { kind: 'hold'; car: number; trip: number; shift: number; length: number; startCity: number; endCity: number }
  | { kind: 'block'; car: number; start: number; length: number };
const changeArb: fc.Arbitrary<Change> = fc.oneof(
  fc.record({ kind: fc.constant('cancel' as const), car: fc.nat(), trip: fc.nat() }),
  fc.record({ kind: fc.constant('move' as const), car: fc.nat(), city: cityArb }),
  fc.record({
    kind: fc.constant('reschedule' as const),
    car: fc.nat(),
    trip: fc.nat(),
    shift: fc.integer({ min: -3, max: 3 }),
  }),
  fc.record({
    kind: fc.constant('hold' as const),
    car: fc.nat(),
    trip: fc.nat(),
    shift: fc.integer({ min: -3, max: 8 }),
    length: fc.integer({ min: 1, max: 5 }),
    startCity: cityArb,
    endCity: cityArb,
  }),
  fc.record({
    kind: fc.constant('block' as const),
    car: fc.nat(),
    start: fc.integer({ min: 0, max: 40 }),
    length: fc.integer({ min: 1, max: 6 }),
  }),
);

/** Held trips written over the whole run: the property must have met some. */
let holdsMade = 0;

/** Blocks written over the whole run: the property must have met some. */
let blocksMade = 0;

/**
 * Would `period` overlap what the car's other live bookings (not trip `j`) occupy, their held trips included, or one
 * of its blocks? The occupancy constraint refuses that.
 */
const clashesWithOthers = (car: CarModel, j: number, period: { start: number; end: number }) =>
  car.blocks.some((block) => overlap(block, period)) ||
  car.trips.some(
    (other, k) =>
      k !== j &&
      other.status !== 'Canceled' &&
      (overlap(other, period) || (!!other.held && overlap(other.held, period))),
  );

/** Applies a change to the model and the database alike (one that cannot apply, e.g. to a car without trips, is skipped). */
async function applyChange(fleet: CarModel[], carIds: number[], tripIds: number[][], change: Change): Promise<void> {
  const i = change.car % fleet.length;
  const car = fleet[i]!;
  if (change.kind === 'move') {
    car.city = change.city;
    await t.db.update(cars).set({ cityId: cityIds[change.city]! }).where(eq(cars.id, carIds[i]!));
    return;
  }
  if (change.kind === 'block') {
    const block = { start: change.start, end: change.start + change.length };
    if (clashesWithOthers(car, -1, block)) return;
    car.blocks.push(block);
    blocksMade++;
    await t.db
      .insert(carBlocks)
      .values({ carId: carIds[i]!, startAt: hour(block.start), endAt: hour(block.end), reason: 'Service' });
    return;
  }
  if (car.trips.length === 0) return;
  const j = change.trip % car.trips.length;
  const trip = car.trips[j]!;
  if (change.kind === 'cancel') {
    trip.status = 'Canceled';
    await t.db.update(bookings).set({ status: 'Canceled' }).where(eq(bookings.id, tripIds[i]![j]!));
    return;
  }
  if (change.kind === 'hold') {
    // A change waiting for its money holds its new trip next to the old one, which it may overlap; like the
    // exclusion constraint, nothing else of the car's may.
    const held = {
      start: trip.start + change.shift,
      end: trip.start + change.shift + change.length,
      startCity: change.startCity,
      endCity: change.endCity,
    };
    if (trip.held || held.start < 0 || (trip.status !== 'Canceled' && clashesWithOthers(car, j, held))) return;
    trip.held = held;
    holdsMade++;
    await t.db
      .update(bookings)
      .set({
        heldStartAt: hour(held.start),
        heldEndAt: hour(held.end),
        heldStartCityId: cityIds[held.startCity]!,
        heldEndCityId: cityIds[held.endCity]!,
      })
      .where(eq(bookings.id, tripIds[i]![j]!));
    return;
  }
  // A shift the exclusion constraint would refuse (an overlap with another live trip) is not made.
  const moved = { start: trip.start + change.shift, end: trip.end + change.shift };
  const clashes = trip.status !== 'Canceled' && clashesWithOthers(car, j, moved);
  if (clashes || moved.start < 0) return;
  Object.assign(trip, moved);
  await t.db
    .update(bookings)
    .set({ startAt: hour(moved.start), endAt: hour(moved.end) })
    .where(eq(bookings.id, tripIds[i]![j]!));
}

describe('findAvailableCarIds', () => {
  it('offers exactly the cars the availability rule allows', { timeout: 120_000 }, async () => {
    let offered = 0;
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(carArb, { minLength: 1, maxLength: 4 }),
        fc.array(changeArb, { maxLength: 3 }),
        queryArb,
        async (generated, changes, q) => {
          // Changes edit the model; fast-check must keep its own values intact to shrink a failure.
          const fleet = structuredClone(generated);
          await t.db.execute(sql`truncate bookings, car_features, car_photos, cars cascade`);
          const ids: number[] = [];
          const tripIds: number[][] = [];
          for (const car of fleet) {
            const row = await createCar(t.app, {
              cityId: cityIds[car.city],
              isExclusive: car.isExclusive,
              deletedAt: car.isDeleted ? new Date() : null,
              features: car.features.map((f) => features[f]!),
            });
            ids.push(row.id);
            const written: number[] = [];
            tripIds.push(written);
            for (const trip of car.trips) {
              const booking = await createBooking(t.app, {
                carId: row.id,
                userId,
                startAt: hour(trip.start),
                endAt: hour(trip.end),
                status: trip.status,
                startCityId: cityIds[trip.startCity],
                endCityId: cityIds[trip.endCity],
              });
              written.push(booking.id);
            }
          }
          for (const change of changes) await applyChange(fleet, ids, tripIds, change);
          const expected = ids.filter((_id, i) => isOffered(fleet[i]!, q));
          const actual = await findAvailableCarIds(t.db, {
            fromCityId: cityIds[q.from]!,
            toCityId: cityIds[q.to]!,
            startAt: hour(q.start),
            endAt: hour(q.end),
            featureIds: q.features.map((f) => features[f]!.id),
          });
          expect(actual).toEqual(expected);
          // Booking creation asks about one car at a time (exclusive ones included, for a claimed auction).
          for (const [i, id] of ids.entries()) {
            const car = fleet[i]!;
            const one = await findAvailableCarIds(t.db, {
              fromCityId: cityIds[q.from]!,
              toCityId: cityIds[q.to]!,
              startAt: hour(q.start),
              endAt: hour(q.end),
              featureIds: [],
              carIds: [id],
              includeExclusive: true,
            });
            expect(one).toEqual(
              isOffered({ ...car, isExclusive: false, features: [] }, { ...q, features: [] }) ? [id] : [],
            );
          }
          offered += expected.length;
          refused += ids.length - expected.length;
        },
      ),
      { numRuns: 60 },
    );
    // Guard against a vacuous property: both answers must have come up.
    expect(offered).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
    expect(holdsMade).toBeGreaterThan(0);
    expect(blocksMade).toBeGreaterThan(0);
  });
});
