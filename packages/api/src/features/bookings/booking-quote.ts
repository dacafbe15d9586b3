import { and, eq, isNull } from 'drizzle-orm';
import {
  carMessages,
  priceTrip,
  searchMessages,
  type CostBreakdown,
  type CoverageLevel,
  wallClockToInstant,
} from '@wayfare/common';
import type { Db } from '../../db/client';
import { cars } from '../../db/schema';
import type { PlanDiscount } from '../../domain/plan-discounts';
import { findTripCities } from '../../domain/city-directory';
import { estimateRoute } from '../../integrations/geo/distance';
import { AppError } from '../../lib/app-error';

export interface TripRequest {
  carId: number;
  fromCityId: number;
  toCityId: number;
  /** Pick-up and drop-off, wall-clock in the business time zone (the request's own date-times). */
  startAt: string;
  endAt: string;
  coverage: CoverageLevel;
}

export interface TripQuote {
  cost: CostBreakdown;
  startAt: Date;
  endAt: Date;
  distance: number;
}

/**
 * Prices a trip from the server's own data: the car's consumption, the route's distance, the period, and the plan
 * that discounts it (the customer's best one with a use left: read for a quote, taken for a booking).
 */
export async function quoteTrip(
  db: Db,
  timeZone: string,
  trip: TripRequest,
  plan: PlanDiscount | undefined,
): Promise<TripQuote> {
  const startAt = wallClockToInstant(trip.startAt, timeZone);
  const endAt = wallClockToInstant(trip.endAt, timeZone);
  if (endAt <= startAt) throw new AppError('BAD_REQUEST', searchMessages.dropOffBeforePickUp, 'toDateTime');

  const [car] = await db
    .select({ fuelConsumption: cars.fuelConsumption })
    .from(cars)
    .where(and(eq(cars.id, trip.carId), isNull(cars.deletedAt)));
  if (!car) throw new AppError('NOT_FOUND', carMessages.notFound);
  const { from, to } = await findTripCities(db, trip.fromCityId, trip.toCityId);

  const { distance } = estimateRoute(from, to);
  const cost = priceTrip({
    distanceKm: distance,
    fuelConsumption: car.fuelConsumption,
    durationMs: endAt.getTime() - startAt.getTime(),
    coverage: trip.coverage,
    discountPercent: plan?.discountValue ?? 0,
  });
  return { cost, startAt, endAt, distance };
}
