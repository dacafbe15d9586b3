import { eq, type SQL } from 'drizzle-orm';
import { COVERAGES, type Booking, instantToWallClock } from '@wayfare/common';
import type { Db } from '../../db/client';
import { endCity, joinTrip, startCity } from '../../db/booking-trips';
import { cars, users } from '../../db/schema';
import { bookings } from '../../db/schema/bookings';

/**
 * Bookings in the read shape of common `Booking`, in one query. The car is joined whether or not it was deleted
 * since: a retired car's trips stay readable.
 */
export async function readBookings(
  db: Db,
  timeZone: string,
  { where, orderBy, page }: { where: SQL | undefined; orderBy: SQL[]; page?: { limit: number; offset: number } },
): Promise<Booking[]> {
  const fields = db.select({
    id: bookings.id,
    status: bookings.status,
    startAt: bookings.startAt,
    endAt: bookings.endAt,
    // The depots' addresses: where the customer collects and returns the car (search-and-availability.md#cities).
    startCity: { id: startCity.id, name: startCity.name, depoAddress: startCity.depoAddress },
    endCity: { id: endCity.id, name: endCity.name, depoAddress: endCity.depoAddress },
    car: { id: cars.id, make: cars.make, model: cars.model, registrationNumber: cars.registrationNumber },
    user: { id: users.id, email: users.email, name: users.name },
    distance: bookings.distance,
    totalPrice: bookings.totalPrice,
    coverage: bookings.coverage,
    // The owner's change page fills its delivery field from it; admins see where to deliver.
    deliveryAddress: bookings.deliveryAddress,
  });
  const rows = await joinTrip(fields.from(bookings).$dynamic())
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(where)
    .orderBy(...orderBy)
    .limit(page?.limit ?? Number.MAX_SAFE_INTEGER)
    .offset(page?.offset ?? 0);

  return rows.map(({ status, startAt, endAt, coverage, ...row }) => ({
    ...row,
    bookingStatus: status,
    startDateTime: instantToWallClock(startAt, timeZone),
    endDateTime: instantToWallClock(endAt, timeZone),
    coverage: COVERAGES[coverage] ?? 'No',
  }));
}
