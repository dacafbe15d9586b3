import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Car } from '@wayfare/common';
import type { Db } from '../../db/client';
import { cars, cities } from '../../db/schema';

/** Where a photo is served. The sha prefix changes with the content, so the URL can be cached forever. */
export function photoUrl(photo: { id: number; sha256: string }): string {
  return `/api/cars/photos/${photo.id}?v=${photo.sha256.slice(0, 8)}`;
}

/** Cars that exist for customers and admins alike: soft-deleted ones live on only inside their bookings. */
export const isLive = isNull(cars.deletedAt);

interface ReadOptions {
  where: SQL | undefined;
  limit?: number;
  offset?: number;
}

/**
 * A car in the read shape in one row: its own columns, its city, and the feature and photo lists the database keeps
 * on the car (cars.feature_list / photo_list, migration 0009) — never the photo bytes. Select from `cars` joined with
 * its city; the caller adds its condition and order.
 */
export const carReadRows = (db: Db) =>
  db
    .select({
      id: cars.id,
      make: cars.make,
      model: cars.model,
      registrationNumber: cars.registrationNumber,
      fuelConsumption: cars.fuelConsumption,
      isExclusive: cars.isExclusive,
      city: { id: cities.id, name: cities.name },
      carFeatures: cars.featureList,
      photos: cars.photoList,
    })
    .from(cars)
    .innerJoin(cities, eq(cities.id, cars.cityId));

/** A row of `carReadRows`. */
type CarReadRow = Awaited<ReturnType<typeof carReadRows>>[number];

/** A row of `carReadRows` as common `Car` (written out field by field: a search makes one per car it finds). */
export function carFromReadRow(row: CarReadRow, fuelPrice: number | null = null): Car {
  return {
    id: row.id,
    make: row.make,
    model: row.model,
    registrationNumber: row.registrationNumber,
    fuelConsumption: row.fuelConsumption,
    isExclusive: row.isExclusive,
    city: row.city,
    carFeatures: row.carFeatures,
    photoUrls: row.photos.map(photoUrl),
    fuelPrice,
  };
}

/** Cars in the read shape of common `Car`, ordered by id, in one statement. */
export async function readCars(db: Db, { where, limit, offset }: ReadOptions): Promise<Car[]> {
  let query = carReadRows(db).where(where).orderBy(asc(cars.id)).$dynamic();
  if (limit !== undefined) query = query.limit(limit);
  if (offset !== undefined) query = query.offset(offset);
  return (await query).map((row) => carFromReadRow(row));
}

/** One live car in the read shape, or undefined. */
export async function readLiveCar(db: Db, id: number): Promise<Car | undefined> {
  const [car] = await readCars(db, { where: and(eq(cars.id, id), isLive) });
  return car;
}
