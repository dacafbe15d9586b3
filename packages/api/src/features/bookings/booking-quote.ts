import { and, eq, isNull } from 'drizzle-orm';
import {
  carMessages,
  priceTrip,
  searchMessages,
  type CostBreakdown,
  type CoverageLevel,
} from '@wayfare/common';
import type { Db } from '../../db/client';
import { cars } from '../../db/schema';
import { bestPlanDiscount, type PlanDiscount } from '../../domain/plan-discounts';
import { findTripCities } from '../../domain/city-directory';
import { estimateRoute } from '../../integrations/geo/distance';
import { wallClockToInstant } from '../../lib/wall-clock';
import { AppError } from '../../plugins/errors';

export interface TripRequest {
  carId: number;
  fromCityId: number;
  toCityId: number;
  fromDateTime: string;
  toDateTime: string;
  coverage: CoverageLevel;
}

export interface TripQuote {
  cost: CostBreakdown;
  start: Date;
  end: Date;
  distance: number;
  /** The plan that discounted it, recorded with the booking so that paying it spends one use. */
  plan: PlanDiscount | undefined;
}

/** The user's discount plan percent: their best bought plan with uses left (0 without one). */
async function discountPercentOf(db: Db, userId: number): Promise<{ percent: number; plan: PlanDiscount | undefined }> {
  const plan = await bestPlanDiscount(db, userId);
  return { percent: plan?.discountValue ?? 0, plan };
}

/** Prices a trip for a user from the server's own data: the car's consumption, the route's distance, the period. */
export async function quoteTrip(db: Db, timeZone: string, userId: number, trip: TripRequest): Promise<TripQuote> {
  const start = wallClockToInstant(trip.fromDateTime, timeZone);
  const end = wallClockToInstant(trip.toDateTime, timeZone);
  if (end <= start) throw new AppError('BAD_REQUEST', searchMessages.dropOffBeforePickUp, 'toDateTime');

  const [car] = await db
    .select({ fuelConsumption: cars.fuelConsumption })
    .from(cars)
    .where(and(eq(cars.id, trip.carId), isNull(cars.deletedAt)));
  if (!car) throw new AppError('NOT_FOUND', carMessages.notFound);
  const { from, to } = await findTripCities(db, trip.fromCityId, trip.toCityId);

  const { distance } = estimateRoute(from, to);
  const discount = await discountPercentOf(db, userId);
  const cost = priceTrip({
    distanceKm: distance,
    fuelConsumption: car.fuelConsumption,
    durationMs: end.getTime() - start.getTime(),
    coverage: trip.coverage,
    discountPercent: discount.percent,
  });
  return { cost, start, end, distance, plan: discount.plan };
}
