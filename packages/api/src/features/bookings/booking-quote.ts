import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  carMessages,
  cityMessages,
  priceTrip,
  searchMessages,
  type CostBreakdown,
  type CoverageLevel,
} from '@wayfare/common';
import type { Db } from '../../db/client';
import { cars, cities } from '../../db/schema';
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
}

/**
 * The user's discount plan percent. Discount plans arrive with a later issue: this is the one place that will look
 * the plan up (a plan with uses left); until then nobody has one.
 */
async function discountPercentOf(_db: Db, _userId: number): Promise<number> {
  return 0;
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
  const found = await db.select().from(cities).where(inArray(cities.id, [trip.fromCityId, trip.toCityId]));
  const from = found.find((city) => city.id === trip.fromCityId);
  const to = found.find((city) => city.id === trip.toCityId);
  if (!from || !to) throw new AppError('NOT_FOUND', cityMessages.notFound);

  const { distance } = estimateRoute(from, to);
  const cost = priceTrip({
    distanceKm: distance,
    fuelConsumption: car.fuelConsumption,
    durationMs: end.getTime() - start.getTime(),
    coverage: trip.coverage,
    discountPercent: await discountPercentOf(db, userId),
  });
  return { cost, start, end, distance };
}
