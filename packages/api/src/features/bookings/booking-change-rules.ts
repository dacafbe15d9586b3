import { and, count, eq, isNull, lte } from 'drizzle-orm';
import {
  bookingMessages,
  bookingTotal,
  CAR_DELIVERY_FEE,
  MAX_LAPSED_CHANGES,
  roundToCents,
  tripMessages,
  type ChangeBookingBody,
  feeKeptByChange,
  type CancellationInput,
  type CostBreakdown,
  type CoverageLevel,
} from '@wayfare/common';
import type { Db } from '../../db/client';
import { auctions, bookingChanges, planUses, type BookingCostLines, type BookingTripValues } from '../../db/schema';
import { bookings, type BookingRow } from '../../db/schema/bookings';
import { costLinesOf } from '../../domain/booking-hold';
import { admitUnpaidChange } from './booking-admission';
import { AppError } from '../../lib/app-error';
import { quoteTrip, type TripQuote } from './booking-quote';

/**
 * The rules a change of a booking must pass and the price it gets (docs/product/bookings-and-payments.md#changing-a-booking),
 * shared by the quote (nothing written) and the change itself (under the booking's row lock).
 */

const toCents = (euro: number) => Math.round(euro * 100);

/**
 * The customer's own booking, Unpaid or Paid, before pick-up, not won at auction, without a change waiting for its
 * money. `lock`: read FOR UPDATE (the change's transaction).
 */
export async function findChangeableBooking(
  db: Db,
  userId: number,
  bookingId: number,
  now: Date,
  lock: boolean,
): Promise<BookingRow> {
  const query = db.select().from(bookings).where(eq(bookings.id, bookingId));
  const [booking] = lock ? await query.for('update') : await query;
  if (!booking) throw new AppError('NOT_FOUND', bookingMessages.notFound);
  if (booking.userId !== userId) throw new AppError('FORBIDDEN', tripMessages.changeNotYours);
  if (booking.status !== 'Unpaid' && booking.status !== 'Paid')
    throw new AppError('CONFLICT', tripMessages.changeStatus);
  if (booking.startAt <= now) throw new AppError('CONFLICT', tripMessages.changeTripStarted);
  // The held trip is set exactly while a change waits for its payment (the partial unique index guards the rows).
  if (booking.heldStartAt !== null) throw new AppError('CONFLICT', tripMessages.changePending);
  const [claim] = await db
    .select({ id: auctions.id })
    .from(auctions)
    .where(eq(auctions.claimedBookingId, bookingId))
    .limit(1);
  if (claim) throw new AppError('CONFLICT', tripMessages.changeAuction);
  return booking;
}

/**
 * A change of a Paid booking that costs more holds a second trip until its difference is paid. Under the booking's
 * row lock: refused once the booking has let
 * MAX_LAPSED_CHANGES such changes lapse (a lapse is a reversion at or after its hold ran out; one reverted because its
 * checkout could not be opened does not count), and counted with the customer's unpaid holds.
 */
export async function admitDearerChange(tx: Db, booking: BookingRow, newTotal: number): Promise<void> {
  if (booking.status !== 'Paid' || toCents(newTotal) <= toCents(booking.totalPrice)) return;
  const [lapsed] = await tx
    .select({ changes: count() })
    .from(bookingChanges)
    .where(
      and(
        eq(bookingChanges.bookingId, booking.id),
        eq(bookingChanges.status, 'reverted'),
        lte(bookingChanges.holdUntil, bookingChanges.settledAt),
      ),
    );
  if ((lapsed?.changes ?? 0) >= MAX_LAPSED_CHANGES) throw new AppError('CONFLICT', tripMessages.tooManyUnpaidChanges);
  await admitUnpaidChange(tx, booking.userId);
}

/** The discount of the plan use this booking holds (a change never takes a new use); undefined without one. */
async function heldPlanDiscount(db: Db, bookingId: number): Promise<number | undefined> {
  const [use] = await db
    .select({ purchaseId: planUses.purchaseId, discountValue: planUses.discountValue })
    .from(planUses)
    .where(and(eq(planUses.bookingId, bookingId), isNull(planUses.releasedAt)));
  return use?.discountValue;
}

export interface PricedChange {
  quote: TripQuote;
  cost: CostBreakdown;
  deliveryFee: number;
  totalPrice: number;
  after: BookingTripValues;
}

/**
 * Prices the new trip with today's prices and the booking's own plan discount, refuses a pick-up in the past, a
 * client total the server does not agree with, and values identical to the booking's.
 */
export async function priceChange(
  db: Db,
  timeZone: string,
  booking: BookingRow,
  body: ChangeBookingBody,
  now: Date,
): Promise<PricedChange> {
  const discountValue = await heldPlanDiscount(db, booking.id);
  const plan = discountValue === undefined ? undefined : { purchaseId: 0, discountValue };
  const coverage = body.coverage as CoverageLevel;
  const quote = await quoteTrip(
    db,
    timeZone,
    {
      carId: booking.carId,
      fromCityId: body.fromCityId,
      toCityId: body.toCityId,
      startAt: body.startDateTime,
      endAt: body.endDateTime,
      coverage,
    },
    plan,
  );
  if (quote.startAt <= now) throw new AppError('BAD_REQUEST', bookingMessages.startInPast, 'startDateTime');
  const delivery = body.deliveryAddress ?? null;
  const deliveryFee = delivery === null ? 0 : CAR_DELIVERY_FEE;
  const totalPrice = bookingTotal(quote.cost, coverage, delivery !== null);
  if (body.totalPrice !== undefined && Math.abs(toCents(totalPrice) - toCents(body.totalPrice)) > 1)
    throw new AppError('CONFLICT', bookingMessages.priceChanged, 'totalPrice');

  const after: BookingTripValues = {
    startAt: quote.startAt.toISOString(),
    endAt: quote.endAt.toISOString(),
    startCityId: body.fromCityId,
    endCityId: body.toCityId,
    coverage,
    deliveryAddress: delivery,
    distance: quote.distance,
    totalPrice,
    costLines: costLinesOf(quote.cost, delivery !== null),
  };
  if (sameTrip(tripValuesOf(booking), after)) throw new AppError('CONFLICT', tripMessages.changeNothing);
  return { quote, cost: quote.cost, deliveryFee, totalPrice, after };
}

/** What a customer changes: times, cities, coverage, delivery (prices follow from them). */
function sameTrip(a: BookingTripValues, b: BookingTripValues): boolean {
  return (
    new Date(a.startAt).getTime() === new Date(b.startAt).getTime() &&
    new Date(a.endAt).getTime() === new Date(b.endAt).getTime() &&
    a.startCityId === b.startCityId &&
    a.endCityId === b.endCityId &&
    a.coverage === b.coverage &&
    a.deliveryAddress === b.deliveryAddress
  );
}

/** A booking's kept lines as the breakdown the pages show (total: the trip lines less the discount). */
export function breakdownOf(lines: BookingCostLines | null): CostBreakdown | null {
  if (!lines) return null;
  const { deliveryFee: _deliveryFee, ...shown } = lines;
  const total = roundToCents(lines.fuelCost + lines.tollFees + lines.serviceFees + lines.timeFees - lines.userDiscount);
  return { ...shown, total };
}

/** The booking's current trip values (what a change records as `before`). */
export function tripValuesOf(booking: BookingRow): BookingTripValues {
  return {
    startAt: booking.startAt.toISOString(),
    endAt: booking.endAt.toISOString(),
    startCityId: booking.startCityId,
    endCityId: booking.endCityId,
    coverage: booking.coverage,
    deliveryAddress: booking.deliveryAddress,
    distance: booking.distance,
    totalPrice: booking.totalPrice,
    costLines: booking.costLines,
  };
}

/** A booking's cancellation figures at `now`, given what its customer has paid and not had back. */
export const cancellationInputOf = (booking: BookingRow, now: Date, paid: number): CancellationInput => ({
  startAtMs: booking.startAt.getTime(),
  endAtMs: booking.endAt.getTime(),
  nowMs: now.getTime(),
  paid,
  earliestStartAtMs: booking.earliestStartAt?.getTime() ?? null,
  keptFee: booking.lateFeeKept,
});

/**
 * Every column a booking takes when a change applies at `now`: the new trip and its prices, the earliest pick-up it
 * has ever had, and — for a Paid booking past its free-cancellation deadline — the late fee the change keeps
 * (docs/product/bookings-and-payments.md#cancellation-policy).
 */
export function appliedTripColumns(booking: BookingRow, after: BookingTripValues, now: Date) {
  const startAt = new Date(after.startAt);
  const earliest = Math.min(
    booking.earliestStartAt?.getTime() ?? Infinity,
    booking.startAt.getTime(),
    startAt.getTime(),
  );
  return {
    startAt,
    endAt: new Date(after.endAt),
    startCityId: after.startCityId,
    endCityId: after.endCityId,
    ...pricedColumns(after),
    earliestStartAt: new Date(earliest),
    lateFeeKept:
      booking.status === 'Paid' ? feeKeptByChange(cancellationInputOf(booking, now, 0)) : booking.lateFeeKept,
  };
}

/** The columns of a booking that take a change's `after` values (the trip itself goes to start/end or held_*). */
export function pricedColumns(after: BookingTripValues) {
  return {
    coverage: after.coverage,
    deliveryAddress: after.deliveryAddress,
    distance: after.distance,
    totalPrice: after.totalPrice,
    costLines: after.costLines,
  };
}
