import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bookings, payments, planPurchases, planUses, type cars } from '../db/schema';
import { costLinesOf } from '../domain/booking-hold';
import type { Purchase } from './history-purchases';
import { carsMoved, damageCharges, MINUTE_MS, refundRows, type PricedTrip, type Trip } from './history-rows';
import type { Random } from './random';

/** The steps of history.ts's one transaction that write more than a statement's worth; each table once. */

/** The trips as bookings, numbered in the order given: their ids, in that order. */
export async function writeBookings(tx: Db, trips: Trip[], priced: PricedTrip[]): Promise<number[]> {
  const inserted = await tx
    .insert(bookings)
    .values(
      priced.map(({ trip, distance, cost, totalPrice }) => ({
        userId: trip.userId,
        carId: trip.carId,
        startCityId: trip.startCityId,
        endCityId: trip.endCityId,
        startAt: trip.startAt,
        endAt: trip.endAt,
        status: trip.status,
        coverage: trip.coverage,
        distance,
        totalPrice,
        costLines: costLinesOf(cost, false),
        createdAt: trip.createdAt,
      })),
    )
    .returning({ id: bookings.id, carId: bookings.carId, startAt: bookings.startAt });
  return inserted.map((row, index) => {
    const trip = trips[index];
    // INSERT … RETURNING answers in the order of VALUES; checked, since every later row hangs on these ids.
    if (!trip || row.carId !== trip.carId || row.startAt.getTime() !== trip.startAt.getTime()) {
      throw new Error('seed: bookings returned out of order');
    }
    return row.id;
  });
}

/**
 * Money: every booking that was paid, the plans bought, and damage charges, then the refunds that name them. Answers
 * the charges' ids and, for each purchase, where its charge is among them.
 */
export async function writePayments(
  tx: Db,
  random: Random,
  input: { priced: PricedTrip[]; purchases: Purchase[]; bookingIds: number[]; carl: number; now: Date },
): Promise<{ chargeIds: number[]; planChargeAt: number[] }> {
  const { priced, purchases, bookingIds, carl, now } = input;
  const charges: (typeof payments.$inferInsert)[] = [];
  const chargeOfBooking = new Map<number, number>();
  priced.forEach(({ trip, totalPrice, label }, index) => {
    const bookingId = bookingIds[index] ?? 0;
    if (trip.status === 'Unpaid' || (trip.status === 'Canceled' && !trip.wasPaid)) return;
    const paidAt = new Date(trip.createdAt.getTime() + random.int(2, 15) * MINUTE_MS);
    chargeOfBooking.set(index, charges.length);
    charges.push({
      userId: trip.userId,
      kind: 'booking',
      bookingId,
      description: `Booking #${bookingId}: ${label}`,
      amount: totalPrice,
      paid: true,
      paidAt,
      provider: 'test',
      createdAt: new Date(trip.createdAt.getTime() + MINUTE_MS),
    });
  });
  const planChargeAt = purchases.map((purchase) => {
    charges.push({
      userId: purchase.userId,
      kind: 'discount_plan',
      discountPlanId: purchase.plan.id,
      description: `Discount plan: ${purchase.plan.title} (${purchase.plan.discountValue}% off)`,
      amount: purchase.plan.price,
      paid: true,
      paidAt: purchase.at,
      provider: 'test',
      createdAt: new Date(purchase.at.getTime() - 3 * MINUTE_MS),
    });
    return charges.length - 1;
  });
  charges.push(...damageCharges(random, priced, bookingIds, carl, now));
  const chargeIds = (await tx.insert(payments).values(charges).returning({ id: payments.id })).map((row) => row.id);

  const refunds = refundRows(priced, { bookingIds, chargeOfBooking, chargeIds });
  if (refunds.length > 0) await tx.insert(payments).values(refunds);
  return { chargeIds, planChargeAt };
}

/** The plans bought, each with its charge, and the bookings that used them. */
export async function writePlanPurchases(
  tx: Db,
  purchases: Purchase[],
  trips: Trip[],
  ids: { bookingIds: number[]; chargeIds: number[]; planChargeAt: number[] },
): Promise<void> {
  if (purchases.length === 0) return;
  const { bookingIds, chargeIds, planChargeAt } = ids;
  const purchaseIds = (
    await tx
      .insert(planPurchases)
      .values(
        purchases.map((purchase, index) => ({
          userId: purchase.userId,
          planId: purchase.plan.id,
          paymentId: chargeIds[planChargeAt[index] ?? 0] ?? 0,
          remainingUses: purchase.plan.remainingUses - purchase.used,
          createdAt: purchase.at,
        })),
      )
      .returning({ id: planPurchases.id })
  ).map((row) => row.id);
  const uses = trips.flatMap((trip, index) =>
    trip.purchase === undefined
      ? []
      : [
          {
            purchaseId: purchaseIds[trip.purchase] ?? 0,
            bookingId: bookingIds[index] ?? 0,
            discountValue: trip.discountPercent,
            createdAt: trip.createdAt,
          },
        ],
  );
  if (uses.length > 0) await tx.insert(planUses).values(uses);
}

/** Each car to the city its last trip ended in, in one statement. */
export async function moveCarsToTripEnds(
  tx: Db,
  trips: Trip[],
  carOf: Map<number, typeof cars.$inferSelect>,
): Promise<void> {
  const moved = carsMoved(trips, carOf);
  if (moved.length === 0) return;
  const rows = sql.join(
    moved.map(([carId, where]) => sql`(${carId}::int, ${where.cityId}::int)`),
    sql`, `,
  );
  await tx.execute(
    sql`update cars set city_id = v.city_id from (values ${rows}) as v (id, city_id) where cars.id = v.id`,
  );
}
