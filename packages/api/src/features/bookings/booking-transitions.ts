import { and, eq, type SQL } from 'drizzle-orm';
import type { BookingStatus } from '@wayfare/common';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';

/**
 * The one place a booking's status changes (docs/product/bookings-and-payments.md#lifecycle). A booking is created
 * Unpaid (`holdCar`); every later move is a row of this table, named by the event that causes it. Anything else —
 * reviving a canceled booking outside a change, finishing a trip that never started — is refused before the database
 * is asked.
 */
export const BOOKING_TRANSITIONS = [
  { event: 'paymentConfirmed', from: 'Unpaid', to: 'Paid' },
  { event: 'holdExpired', from: 'Unpaid', to: 'Canceled' },
  { event: 'canceledByOwner', from: 'Unpaid', to: 'Canceled' },
  { event: 'canceledByOwner', from: 'Paid', to: 'Canceled' },
  { event: 'tripStarted', from: 'Paid', to: 'Active' },
  { event: 'tripEnded', from: 'Active', to: 'Finished' },
  { event: 'reviewed', from: 'Finished', to: 'Rated' },
  { event: 'reviewDeleted', from: 'Rated', to: 'Finished' },
  // A change asks the availability rule about its new trip with the booking set aside (Canceled), then writes the
  // status back with the new trip, in one transaction under the booking's row lock: nobody else ever sees the
  // Canceled (docs/decisions/014-a-change-holds-both-trips.md).
  { event: 'setAsideForChange', from: 'Unpaid', to: 'Canceled' },
  { event: 'setAsideForChange', from: 'Paid', to: 'Canceled' },
  { event: 'changeWritten', from: 'Canceled', to: 'Unpaid' },
  { event: 'changeWritten', from: 'Canceled', to: 'Paid' },
] as const satisfies readonly { event: string; from: BookingStatus; to: BookingStatus }[];

export type BookingTransition = (typeof BOOKING_TRANSITIONS)[number];
export type BookingEvent = BookingTransition['event'];

/** A move as a caller asks for it: the event, and the status the booking must be in and the one it takes. */
export interface BookingMove {
  event: BookingEvent;
  from: BookingStatus;
  to: BookingStatus;
}

/** Columns a move may write together with the status (a change's new trip, a canceled booking's held trip). */
export type BookingColumns = Partial<Omit<typeof bookings.$inferInsert, 'id' | 'status' | 'userId' | 'carId'>>;

export const isAllowedMove = ({ event, from, to }: BookingMove): boolean =>
  BOOKING_TRANSITIONS.some((row) => row.event === event && row.from === from && row.to === to);

/** What a move answers about each booking it moved. */
export interface MovedBooking {
  id: number;
  userId: number;
  carId: number;
  endCityId: number;
  endAt: Date;
}

/**
 * Performs `move` inside the caller's transaction on the bookings matching `which` (one id, or a condition such as
 * "Paid and the start has come"): one guarded UPDATE … WHERE status = from, so a booking moves once even when two
 * requests or scheduler instances try together. Answers the bookings that moved. A move not in the table throws:
 * it is a bug, not a client's mistake.
 */
export async function moveBookings(
  tx: Db,
  move: BookingMove,
  which: { bookingId: number } | { where: SQL | undefined },
  columns: BookingColumns = {},
): Promise<MovedBooking[]> {
  if (!isAllowedMove(move)) throw new Error(`A booking cannot go from ${move.from} to ${move.to} on ${move.event}`);
  const target = 'bookingId' in which ? eq(bookings.id, which.bookingId) : which.where;
  return tx
    .update(bookings)
    .set({ ...columns, status: move.to })
    .where(and(eq(bookings.status, move.from), target))
    .returning({
      id: bookings.id,
      userId: bookings.userId,
      carId: bookings.carId,
      endCityId: bookings.endCityId,
      endAt: bookings.endAt,
    });
}

/** `moveBookings` for one booking: whether it moved. */
export async function moveBooking(
  tx: Db,
  bookingId: number,
  move: BookingMove,
  columns: BookingColumns = {},
): Promise<boolean> {
  return (await moveBookings(tx, move, { bookingId }, columns)).length > 0;
}
