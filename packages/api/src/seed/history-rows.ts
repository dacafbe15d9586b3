import { bookingPaymentLine, bookingTotal, cancellationTerms, priceTrip } from '@wayfare/common';
import { englishOf } from '@wayfare/common/catalogue';
import type { cars, cities, payments, reviews } from '../db/schema';
import { damageCatalogue } from '../domain/damage-catalogue';
import { estimateRoute } from '../integrations/geo/distance';
import { DAY_MS, HOUR_MS, type PlannedTrip } from './history-plan';
import { demoMessages } from './history-messages';
import { demoReviewTexts } from './history-reviews';
import type { Random } from './random';

/**
 * The rows of the demo's year that follow from its trips (history.ts and history-writes.ts write them, one statement
 * per table).
 */

export const MINUTE_MS = 60_000;

export interface Trip extends PlannedTrip {
  userId: number;
  discountPercent: number;
  purchase?: number;
}

type Car = typeof cars.$inferSelect;
type City = typeof cities.$inferSelect;
type PaymentRow = typeof payments.$inferInsert;

/** Each trip with its route's distance and its price as the product reckons it (docs/product/pricing.md). */
export function priceTrips(trips: Trip[], carOf: Map<number, Car>, cityOf: Map<number, City>) {
  return trips.map((trip) => {
    const car = carOf.get(trip.carId);
    const from = cityOf.get(trip.startCityId);
    const to = cityOf.get(trip.endCityId);
    if (!car || !from || !to) throw new Error('seed: a planned trip names an unknown car or city');
    const { distance } = estimateRoute(from, to);
    const cost = priceTrip({
      distanceKm: distance,
      fuelConsumption: car.fuelConsumption,
      durationMs: trip.endAt.getTime() - trip.startAt.getTime(),
      coverage: trip.coverage,
      discountPercent: trip.discountPercent,
    });
    const label = `${car.make} ${car.model}, ${from.name} → ${to.name}`;
    return { trip, distance, cost, totalPrice: bookingTotal(cost, trip.coverage, false), label };
  });
}
export type PricedTrip = ReturnType<typeof priceTrips>[number];

/** The refunds of paid trips canceled in time, each naming the payment it gives back (domain/refunds.ts). */
export function refundRows(
  priced: PricedTrip[],
  {
    bookingIds,
    chargeOfBooking,
    chargeIds,
  }: {
    bookingIds: number[];
    chargeOfBooking: Map<number, number>;
    chargeIds: number[];
  },
): PaymentRow[] {
  return priced.flatMap(({ trip, totalPrice }, index) => {
    const charge = chargeOfBooking.get(index);
    if (trip.status !== 'Canceled' || charge === undefined || !trip.canceledAt) return [];
    const bookingId = bookingIds[index] ?? 0;
    const paymentId = chargeIds[charge] ?? 0;
    const terms = cancellationTerms({
      startAtMs: trip.startAt.getTime(),
      endAtMs: trip.endAt.getTime(),
      nowMs: trip.canceledAt.getTime(),
      paid: totalPrice,
    });
    if (!terms || terms.refund <= 0) return [];
    return [
      {
        userId: trip.userId,
        kind: 'refund' as const,
        bookingId,
        description: englishOf(bookingPaymentLine('refund', bookingId)!),
        amount: -terms.refund,
        paid: true,
        paidAt: new Date(trip.canceledAt.getTime() + 2 * MINUTE_MS),
        provider: 'test' as const,
        refundOfPaymentId: paymentId,
        refundKey: `cancel-${bookingId}-${paymentId}`,
        createdAt: trip.canceledAt,
      },
    ];
  });
}

/** A review of every Rated trip, written within four days of its end. */
export function reviewRows(
  random: Random,
  trips: Trip[],
  bookingIds: number[],
  now: Date,
): (typeof reviews.$inferInsert)[] {
  const rated = trips.flatMap((trip, index) => (trip.status === 'Rated' ? [{ trip, index }] : []));
  return rated.map(({ trip, index }) => {
    const score = random.weighted([
      [5, 5],
      [4, 4],
      [3, 2],
      [2, 1],
    ] as const);
    const wiggle = () => Math.min(5, Math.max(1, score + random.int(-1, 1)));
    const latest = Math.min(trip.endAt.getTime() + 4 * DAY_MS, now.getTime() - HOUR_MS);
    const createdAt = new Date(
      trip.endAt.getTime() + 2 * HOUR_MS + Math.floor(random.next() * (latest - trip.endAt.getTime() - 2 * HOUR_MS)),
    );
    return {
      bookingId: bookingIds[index] ?? 0,
      userId: trip.userId,
      carId: trip.carId,
      text: random.pick(demoReviewTexts[score] ?? demoReviewTexts[4] ?? ['Good trip.']),
      valueForMoney: wiggle(),
      carCondition: wiggle(),
      carSpeed: wiggle(),
      createdAt,
      updatedAt: createdAt,
    };
  });
}

/**
 * The cars that end the year somewhere else than they were created: each stands where its latest finished trip
 * ended, as the scheduler would have left it (lifecycle.ts).
 */
export function carsMoved(trips: Trip[], carOf: Map<number, Car>): [number, { at: number; cityId: number }][] {
  const standsIn = new Map<number, { at: number; cityId: number }>();
  for (const trip of trips) {
    if (trip.status !== 'Finished' && trip.status !== 'Rated') continue;
    const known = standsIn.get(trip.carId);
    if (!known || trip.endAt.getTime() > known.at)
      standsIn.set(trip.carId, { at: trip.endAt.getTime(), cityId: trip.endCityId });
  }
  return [...standsIn].filter(([carId, where]) => carOf.get(carId)?.cityId !== where.cityId);
}

/** The support messages of the year, answered and open, from the demo customer and the others. */
export function messageRows(now: Date, carl: number, customerIds: number[]) {
  return demoMessages.map((message, index) => {
    const createdAt = new Date(now.getTime() - message.daysAgo * DAY_MS - (index % 5) * HOUR_MS);
    const userId = message.from === 'customer' ? carl : (customerIds[message.from] ?? carl);
    return {
      userId,
      messageContent: message.question,
      answerContent: message.answer ?? null,
      answeredAt: message.answer ? new Date(createdAt.getTime() + message.answeredAfterHours * HOUR_MS) : null,
      createdAt,
    };
  });
}

/**
 * Damage found after one finished trip in twenty (none on Premium coverage, half the catalogue price on Top), most
 * of it paid; the demo customer's oldest uncovered trip among them, so their payments show a damage charge.
 */
export function damageCharges(
  random: Random,
  priced: { trip: Trip }[],
  bookingIds: number[],
  carl: number,
  now: Date,
): (typeof payments.$inferInsert)[] {
  const nowMs = now.getTime();
  const candidates = priced.flatMap(({ trip }, index) =>
    (trip.status === 'Finished' || trip.status === 'Rated') && trip.coverage < 2 && +trip.endAt < nowMs - 3 * DAY_MS
      ? [{ trip, index }]
      : [],
  );
  const carls = candidates.find(({ trip }) => trip.userId === carl && trip.coverage === 0);
  const chosen = candidates.filter((candidate) => candidate === carls || random.chance(0.05));
  return chosen.map(({ trip, index }) => {
    const found = [random.pick(damageCatalogue)];
    if (random.chance(0.3)) {
      const second = random.pick(damageCatalogue);
      if (second !== found[0]) found.push(second);
    }
    const share = trip.coverage === 1 ? 0.5 : 1;
    const amount = Math.round(found.reduce((sum, entry) => sum + entry.cost, 0) * share * 100) / 100;
    const createdAt = new Date(trip.endAt.getTime() + DAY_MS);
    const paid = trip.userId === carl || random.chance(0.8);
    return {
      userId: trip.userId,
      kind: 'damage_charge' as const,
      bookingId: bookingIds[index] ?? 0,
      description: `Found Damage on ${found.map((entry) => entry.name).join(', ')}`,
      amount,
      paid,
      paidAt: paid ? new Date(Math.min(createdAt.getTime() + random.int(1, 3) * DAY_MS, nowMs - HOUR_MS)) : null,
      provider: 'test' as const,
      createdAt,
    };
  });
}
