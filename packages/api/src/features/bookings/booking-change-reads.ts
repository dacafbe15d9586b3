import { asc, eq, inArray } from 'drizzle-orm';
import {
  bookingMessages,
  COVERAGES,
  tripMessages,
  type BookingChange,
  type SessionClaims,
  instantToWallClock,
} from '@wayfare/common';
import type { Db } from '../../db/client';
import { bookingChanges, cities, users, type BookingTripValues } from '../../db/schema';
import { bookings } from '../../db/schema/bookings';
import { AppError } from '../../lib/app-error';

/**
 * `GET /api/bookings/{id}/changes`: the booking's changes, oldest first — admins any booking, customers their own
 * (another customer's: 403, a missing booking: 404). Times wall-clock in the business time zone.
 */
export async function readBookingChanges(
  db: Db,
  timeZone: string,
  viewer: SessionClaims,
  bookingId: number,
): Promise<BookingChange[]> {
  const [booking] = await db.select({ userId: bookings.userId }).from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) throw new AppError('NOT_FOUND', bookingMessages.notFound);
  if (!viewer.roles.includes('ADMIN') && booking.userId !== viewer.userId)
    throw new AppError('FORBIDDEN', tripMessages.changeNotYours);

  const rows = await db
    .select({ change: bookingChanges, by: { id: users.id, name: users.name } })
    .from(bookingChanges)
    .innerJoin(users, eq(users.id, bookingChanges.userId))
    .where(eq(bookingChanges.bookingId, bookingId))
    .orderBy(asc(bookingChanges.id));
  const cityIds = [
    ...new Set(
      rows.flatMap(({ change }) => [change.before, change.after].flatMap((v) => [v.startCityId, v.endCityId])),
    ),
  ];
  const names = new Map<number, string>();
  if (cityIds.length > 0) {
    const found = await db.select({ id: cities.id, name: cities.name }).from(cities).where(inArray(cities.id, cityIds));
    for (const city of found) names.set(city.id, city.name);
  }
  const city = (id: number) => ({ id, name: names.get(id) ?? '' });
  const values = (v: BookingTripValues) => ({
    startDateTime: instantToWallClock(new Date(v.startAt), timeZone),
    endDateTime: instantToWallClock(new Date(v.endAt), timeZone),
    startCity: city(v.startCityId),
    endCity: city(v.endCityId),
    coverage: COVERAGES[v.coverage] ?? 'No',
    deliveryAddress: v.deliveryAddress,
    totalPrice: v.totalPrice,
  });
  return rows.map(({ change, by }) => ({
    id: change.id,
    createdOn: instantToWallClock(change.createdAt, timeZone),
    by,
    status: change.status,
    amountDue: change.amountDue,
    before: values(change.before),
    after: values(change.after),
  }));
}
