import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import { COVERAGES, type BookingFilters, instantToWallClock } from '@wayfare/common';
import type { Db } from '../../db/client';
import { endCity, joinTrip, startCity } from '../../db/booking-trips';
import { cars, users } from '../../db/schema';
import { bookings } from '../../db/schema/bookings';
import { csvStream, keysetBatches, type CsvColumn } from '../../lib/csv-export';
import { bookingFilterCondition } from './booking-filters';

type ExportRow = Awaited<ReturnType<ReturnType<typeof selectRows>>>[number];

function selectRows(db: Db) {
  return (where: SQL | undefined, limit: number) =>
    joinTrip(
      db
        .select({
          id: bookings.id,
          status: bookings.status,
          userName: users.name,
          userEmail: users.email,
          make: cars.make,
          model: cars.model,
          registrationNumber: cars.registrationNumber,
          startCity: startCity.name,
          endCity: endCity.name,
          startAt: bookings.startAt,
          endAt: bookings.endAt,
          coverage: bookings.coverage,
          distance: bookings.distance,
          totalPrice: bookings.totalPrice,
          createdAt: bookings.createdAt,
        })
        .from(bookings)
        .$dynamic(),
    )
      .innerJoin(users, eq(users.id, bookings.userId))
      .where(where)
      .orderBy(desc(bookings.id))
      .limit(limit);
}

const columns = (timeZone: string): CsvColumn<ExportRow>[] => [
  { header: 'id', cell: (r) => r.id },
  { header: 'status', cell: (r) => r.status },
  { header: 'customer name', cell: (r) => r.userName },
  { header: 'customer e-mail', cell: (r) => r.userEmail },
  { header: 'car', cell: (r) => `${r.make} ${r.model}` },
  { header: 'registration', cell: (r) => r.registrationNumber },
  { header: 'from city', cell: (r) => r.startCity },
  { header: 'to city', cell: (r) => r.endCity },
  { header: 'pick-up', cell: (r) => instantToWallClock(r.startAt, timeZone) },
  { header: 'drop-off', cell: (r) => instantToWallClock(r.endAt, timeZone) },
  { header: 'coverage', cell: (r) => COVERAGES[r.coverage] ?? 'No' },
  { header: 'distance km', cell: (r) => r.distance },
  { header: 'total price', cell: (r) => r.totalPrice },
  { header: 'created', cell: (r) => instantToWallClock(r.createdAt, timeZone) },
];

/**
 * The filtered bookings as CSV, newest first (docs/product/admin-tools.md#filters-and-exports): read from the
 * database a batch at a time, by id, and written as they come — the file is never held whole.
 */
export function exportBookingsCsv(db: Db, timeZone: string, filters: BookingFilters) {
  const filter = bookingFilterCondition(db, timeZone, filters);
  const select = selectRows(db);
  const rows = keysetBatches(
    (cursor, limit) => select(cursor === undefined ? filter : and(filter, lt(bookings.id, cursor)), limit),
    (row) => row.id,
  );
  return csvStream(rows, columns(timeZone));
}
