import { asc } from 'drizzle-orm';
import {
  bookingMessages,
  type CalculateCostBody,
  type CancellationQuote,
  type CostBreakdown,
  type CreateBookingBody,
  type DamageType,
  type SessionClaims,
  instantToWallClock,
} from '@wayfare/common';
import type { Db } from '../../db/client';
import { damageTypes } from '../../db/schema';
import type { EventBus } from '../../events/domain-events';
import { damageIconSvg } from '../../domain/damage-catalogue';
import { findAvailableCarIds } from '../../domain/availability';
import { bestPlanDiscount } from '../../domain/plan-discounts';
import { AppError } from '../../lib/app-error';
import { createBooking } from './booking-create';
import { createBookingLists } from './booking-lists';
import { quoteTrip } from './booking-quote';
import { cancelBooking, markBookingPaid, quoteCancellation } from './booking-status';
import { createCarBookings } from './car-bookings';

export interface BookingsServiceDeps {
  db: Db;
  timeZone: string;
  events: EventBus;
  /** The clock; tests move it. */
  now?: () => Date;
}

/**
 * The booking calls: pricing, booking, cancelling and paying a trip here; the lists and the export in
 * booking-lists.ts, a car's bookings and trips map in car-bookings.ts.
 */
export function createBookingsService({ db, timeZone, events, now = () => new Date() }: BookingsServiceDeps) {
  return {
    async calculateCost(user: SessionClaims, body: CalculateCostBody): Promise<CostBreakdown> {
      const { fromDateTime: startAt, toDateTime: endAt, ...trip } = body;
      const quote = await quoteTrip(db, timeZone, { ...trip, startAt, endAt }, await bestPlanDiscount(db, user.userId));
      // The price of a trip the car cannot take would only be refused at PAY NOW: say so now, by the one rule
      // (booked, blocked for maintenance, elsewhere). Exclusive cars are priced for their auction's winner.
      const free = await findAvailableCarIds(db, {
        fromCityId: body.fromCityId,
        toCityId: body.toCityId,
        startAt: quote.startAt,
        endAt: quote.endAt,
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

    ...createBookingLists({ db, timeZone, now }),

    async listDamageTypes(): Promise<DamageType[]> {
      return db.select().from(damageTypes).orderBy(asc(damageTypes.id));
    },

    /** The SVG document of a damage type's icon, by its file name (`<slug>.svg`). */
    damageIcon(file: string): string {
      const svg = damageIconSvg(file.replace(/\.svg$/, ''));
      if (!svg) throw new AppError('NOT_FOUND', bookingMessages.iconNotFound);
      return svg;
    },

    ...createCarBookings({ db, timeZone }),
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
