import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Car } from '@wayfare/common';
import type { Db } from '../../db/client';
import { cars } from '../../db/schema';
import { findCities } from '../../domain/city-directory';

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
 * A car's columns for its read shape: its own columns and the feature and photo lists the database keeps on it
 * (cars.feature_list / photo_list, migration 0009) — never the photo bytes; its city comes from the city directory.
 */
export const carReadColumns = {
  id: cars.id,
  make: cars.make,
  model: cars.model,
  registrationNumber: cars.registrationNumber,
  fuelConsumption: cars.fuelConsumption,
  isExclusive: cars.isExclusive,
  cityId: cars.cityId,
  carFeatures: cars.featureList,
  photos: cars.photoList,
};

/**
 * Rows of `carReadColumns` selected from `cars`; the caller adds its condition and order, and makes the cars with
 * `carsFromReadRows`.
 */
export const carReadRows = (db: Db) => db.select(carReadColumns).from(cars);

/** A row of `carReadRows`. */
export type CarReadRow = Awaited<ReturnType<typeof carReadRows>>[number];

/**
 * Rows of `carReadRows` as common `Car`, each with its city (from the city directory: no join) and the price
 * `fuelPriceOf` gives it. Written out field by field: a search makes one per car it finds.
 */
export async function carsFromReadRows(
  db: Db,
  rows: CarReadRow[],
  fuelPriceOf: (row: CarReadRow) => number | null = () => null,
): Promise<Car[]> {
  const cityById = await findCities(
    db,
    rows.map((row) => row.cityId),
  );
  return rows.map((row) => {
    const city = cityById.get(row.cityId);
    // cars.city_id references cities, and a city is never deleted.
    if (!city) throw new Error(`car ${row.id}: city ${row.cityId} not found`);
    return {
      id: row.id,
      make: row.make,
      model: row.model,
      registrationNumber: row.registrationNumber,
      fuelConsumption: row.fuelConsumption,
      isExclusive: row.isExclusive,
      city: { id: city.id, name: city.name },
      carFeatures: row.carFeatures,
      photoUrls: row.photos.map(photoUrl),
      fuelPrice: fuelPriceOf(row),
    };
  });
}

/** Cars in the read shape of common `Car`, ordered by id, in one statement. */
export async function readCars(db: Db, { where, limit, offset }: ReadOptions): Promise<Car[]> {
  let query = carReadRows(db).where(where).orderBy(asc(cars.id)).$dynamic();
  if (limit !== undefined) query = query.limit(limit);
  if (offset !== undefined) query = query.offset(offset);
  return carsFromReadRows(db, await query);
}

/** One live car in the read shape, or undefined. */
export async function readLiveCar(db: Db, id: number): Promise<Car | undefined> {
  const [car] = await readCars(db, { where: and(eq(cars.id, id), isLive) });
  return car;
}
