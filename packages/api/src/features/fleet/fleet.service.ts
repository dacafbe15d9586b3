import { and, asc, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import { instantToWallClock, wallClockToInstant, type FleetCalendar, type FleetCalendarQuery } from '@wayfare/common';
import { endCity, joinTrip, startCity } from '../../db/booking-trips';
import type { Db } from '../../db/client';
import { carBlocks, cars, cities, users } from '../../db/schema';
import { bookings } from '../../db/schema/bookings';

export interface FleetServiceDeps {
  db: Db;
  /** The business time zone: a calendar day is a day on its clocks. */
  timeZone: string;
}

/** The day after an ISO date, as an ISO date. */
const nextDay = (isoDate: string) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The fleet calendar (docs/product/admin-tools.md#fleet-calendar): three statements, whatever the range or the fleet. */
export function createFleetService({ db, timeZone }: FleetServiceDeps) {
  return {
    async calendar({ from, to }: FleetCalendarQuery): Promise<FleetCalendar> {
      // From the first day's midnight to the midnight after the last, on the business clocks.
      const rangeStart = wallClockToInstant(`${from}T00:00:00`, timeZone);
      const rangeEnd = wallClockToInstant(`${nextDay(to)}T00:00:00`, timeZone);

      const fleet = await db
        .select({
          id: cars.id,
          make: cars.make,
          model: cars.model,
          registrationNumber: cars.registrationNumber,
          city: { id: cities.id, name: cities.name },
        })
        .from(cars)
        .innerJoin(cities, eq(cities.id, cars.cityId))
        .where(isNull(cars.deletedAt))
        .orderBy(asc(cars.id));

      const trips = await joinTrip(
        db
          .select({
            id: bookings.id,
            carId: bookings.carId,
            status: bookings.status,
            startAt: bookings.startAt,
            endAt: bookings.endAt,
            startCity: { id: startCity.id, name: startCity.name },
            endCity: { id: endCity.id, name: endCity.name },
            customer: { id: users.id, name: users.name },
          })
          .from(bookings)
          .$dynamic(),
      )
        .innerJoin(users, eq(users.id, bookings.userId))
        .where(
          and(
            ne(bookings.status, 'Canceled'),
            isNull(cars.deletedAt),
            lt(bookings.startAt, rangeEnd),
            gt(bookings.endAt, rangeStart),
          ),
        )
        .orderBy(asc(bookings.carId), asc(bookings.startAt));

      const blocks = await db
        .select({
          id: carBlocks.id,
          carId: carBlocks.carId,
          startAt: carBlocks.startAt,
          endAt: carBlocks.endAt,
          reason: carBlocks.reason,
        })
        .from(carBlocks)
        .innerJoin(cars, eq(cars.id, carBlocks.carId))
        .where(and(isNull(cars.deletedAt), lt(carBlocks.startAt, rangeEnd), gt(carBlocks.endAt, rangeStart)))
        .orderBy(asc(carBlocks.carId), asc(carBlocks.startAt));

      const wallClock = <T extends { startAt: Date; endAt: Date }>({ startAt, endAt, ...rest }: T) => ({
        ...rest,
        startDateTime: instantToWallClock(startAt, timeZone),
        endDateTime: instantToWallClock(endAt, timeZone),
      });

      return {
        from,
        to,
        cars: fleet,
        blocks: blocks.map(wallClock),
        bookings: trips.map(wallClock),
      };
    },
  };
}

export type FleetService = ReturnType<typeof createFleetService>;
