import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { PAGE_SIZE, type BookingFilters, type SessionClaims, instantToWallClock } from '@wayfare/common';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { exportBookingsCsv } from './booking-export';
import { bookingFilterCondition, rollupBookingCount } from './booking-filters';
import { readBookings } from './booking-reads';

/** Admins see every booking, customers their own (docs/product/bookings-and-payments.md#bookings-list). */
const visibleTo = (user: SessionClaims): SQL | undefined =>
  user.roles.includes('ADMIN') ? undefined : eq(bookings.userId, user.userId);

export interface BookingListsDeps {
  db: Db;
  timeZone: string;
  now: () => Date;
}

/** The bookings lists: everyone's or the caller's own, a filtered page and its count, and the CSV export. */
export function createBookingLists({ db, timeZone, now }: BookingListsDeps) {
  const newestFirst = [desc(bookings.id)];
  /** What the user may see, narrowed by the list filters (never widened: a customer's stay their own). */
  const filtered = (user: SessionClaims, filters: BookingFilters) =>
    and(visibleTo(user), bookingFilterCondition(db, timeZone, filters));

  return {
    listAll: () => readBookings(db, timeZone, { where: undefined, orderBy: newestFirst }),

    listOwn: (user: SessionClaims) =>
      readBookings(db, timeZone, { where: eq(bookings.userId, user.userId), orderBy: newestFirst }),

    page: (user: SessionClaims, page: number, filters: BookingFilters = {}) =>
      readBookings(db, timeZone, {
        where: filtered(user, filters),
        orderBy: newestFirst,
        page: { limit: PAGE_SIZE, offset: page * PAGE_SIZE },
      }),

    async count(user: SessionClaims, filters: BookingFilters = {}): Promise<number> {
      // An admin's count by status and days comes from the day roll-up (decision 016) when it can answer exactly.
      const counted = visibleTo(user) ? undefined : await rollupBookingCount(db, timeZone, filters);
      if (counted !== undefined) return counted;
      const [row] = await db.select({ n: count() }).from(bookings).where(filtered(user, filters));
      return row?.n ?? 0;
    },

    /** Every booking matching the filters as a CSV stream (admins), and the day it is made for its file name. */
    exportCsv: (filters: BookingFilters) => ({
      csv: exportBookingsCsv(db, timeZone, filters),
      day: instantToWallClock(now(), timeZone).slice(0, 10),
    }),
  };
}
