import { and, asc, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import {
  bookingMessages,
  carMessages,
  PAGE_SIZE,
  type Booking,
  type BookingFilters,
  type CalculateCostBody,
  type CancellationQuote,
  type CostBreakdown,
  type CreateBookingBody,
  type DamageType,
  type MapImage,
  type SessionClaims,
  instantToWallClock,
} from '@wayfare/common';
import type { Db } from '../../db/client';
import { cars, damageTypes } from '../../db/schema';
import { bookings } from '../../db/schema/bookings';
import type { EventBus } from '../../events/domain-events';
import { damageIconSvg } from '../../domain/damage-catalogue';
import { findAvailableCarIds } from '../../domain/availability';
import { bestPlanDiscount } from '../../domain/plan-discounts';
import { tripsMapUrl } from '../../integrations/geo/map-urls';
import { AppError } from '../../lib/app-error';
import { createBooking } from './booking-create';
import { quoteTrip } from './booking-quote';
import { exportBookingsCsv } from './booking-export';
import { bookingFilterCondition, rollupBookingCount } from './booking-filters';
import { readBookings } from './booking-reads';
import { cancelBooking, markBookingPaid, quoteCancellation } from './booking-status';

/**
 * The trips map draws at most 200 distinct trips (features/maps refuses longer lists); a car with more shows its
 * most frequent ones.
 */
const MAP_MAX_TRIPS = 200;

export interface BookingsServiceDeps {
  db: Db;
  timeZone: string;
  events: EventBus;
  /** The clock; tests move it. */
  now?: () => Date;
}

/** Admins see every booking, customers their own (docs/product/bookings-and-payments.md#bookings-list). */
const visibleTo = (user: SessionClaims): SQL | undefined =>
  user.roles.includes('ADMIN') ? undefined : eq(bookings.userId, user.userId);

export function createBookingsService({ db, timeZone, events, now = () => new Date() }: BookingsServiceDeps) {
  /** Any car that ever existed: a deleted car's history stays readable. Answers its current city. */
  async function findCar(carId: number): Promise<{ cityId: number }> {
    const [car] = await db.select({ cityId: cars.cityId }).from(cars).where(eq(cars.id, carId));
    if (!car) throw new AppError('NOT_FOUND', carMessages.notFound);
    return car;
  }
  const newestFirst = [desc(bookings.id)];
  /** What the user may see, narrowed by the list filters (never widened: a customer's stay their own). */
  const filtered = (user: SessionClaims, filters: BookingFilters) =>
    and(visibleTo(user), bookingFilterCondition(db, timeZone, filters));

  return {
    async calculateCost(user: SessionClaims, body: CalculateCostBody): Promise<CostBreakdown> {
      const quote = await quoteTrip(db, timeZone, { ...body }, await bestPlanDiscount(db, user.userId));
      // The price of a trip the car cannot take would only be refused at PAY NOW: say so now, by the one rule
      // (booked, blocked for maintenance, elsewhere). Exclusive cars are priced for their auction's winner.
      const free = await findAvailableCarIds(db, {
        fromCityId: body.fromCityId,
        toCityId: body.toCityId,
        start: quote.start,
        end: quote.end,
        featureIds: [],
        carIds: [body.carId],
        includeExclusive: true,
      });
      if (!free.includes(body.carId)) throw new AppError('CONFLICT', bookingMessages.unavailable);
      return quote.cost;
    },

    create: (user: SessionClaims, body: CreateBookingBody) => createBooking(db, timeZone, user.userId, body, now()),

    cancel: (user: SessionClaims, bookingId: number) => cancelBooking(db, events, user.userId, bookingId, now()),

    async cancellation(user: SessionClaims, bookingId: number): Promise<CancellationQuote> {
      const terms = await quoteCancellation(db, user.userId, bookingId, now());
      return { refund: terms.refund, fee: terms.fee, freeUntil: instantToWallClock(terms.freeUntil, timeZone) };
    },

    markPaid: (bookingId: number, paymentId: number) => markBookingPaid(db, events, bookingId, paymentId),

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

    async listDamageTypes(): Promise<DamageType[]> {
      return db.select().from(damageTypes).orderBy(asc(damageTypes.id));
    },

    /** The SVG document of a damage type's icon, by its file name (`<slug>.svg`). */
    damageIcon(file: string): string {
      const svg = damageIconSvg(file.replace(/\.svg$/, ''));
      if (!svg) throw new AppError('NOT_FOUND', 'Icon not found');
      return svg;
    },

    /** Every booking of the car, newest trip first (car info page). */
    async listCarBookings(carId: number): Promise<Booking[]> {
      await findCar(carId);
      return readBookings(db, timeZone, {
        where: eq(bookings.carId, carId),
        orderBy: [desc(bookings.startAt), desc(bookings.id)],
      });
    },

    /** A map of the car's trips (Canceled ones never happened); a car without trips is shown where it stands. */
    async carTripsMap(carId: number): Promise<MapImage> {
      const car = await findCar(carId);
      const trips = await db
        .select({ from: bookings.startCityId, to: bookings.endCityId })
        .from(bookings)
        .where(and(eq(bookings.carId, carId), ne(bookings.status, 'Canceled')))
        .groupBy(bookings.startCityId, bookings.endCityId)
        .orderBy(desc(count()), bookings.startCityId, bookings.endCityId)
        .limit(MAP_MAX_TRIPS);
      const pairs = trips.map((trip) => [trip.from, trip.to] as const);
      return { imgUrl: tripsMapUrl(pairs.length > 0 ? pairs : [[car.cityId, car.cityId]]) };
    },
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
