import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Car } from '@wayfare/common';
import type { Db } from '../../db/client';
import { carFeatures, carPhotos, cars, cities, features } from '../../db/schema';

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
 * Cars in the read shape of common `Car`, ordered by id. Three queries whatever the number of cars (rows, their
 * features, their photos' ids and hashes) — never the photo bytes.
 */
export async function readCars(db: Db, { where, limit, offset }: ReadOptions): Promise<Car[]> {
  let query = carRows(db).where(where).orderBy(asc(cars.id)).$dynamic();
  if (limit !== undefined) query = query.limit(limit);
  if (offset !== undefined) query = query.offset(offset);
  const rows = await query;
  if (rows.length === 0) return [];

  const ids = rows.map((row) => row.id);
  const [featureRows, photoRows] = await Promise.all([
    featureRowsOf(db, inArray(carFeatures.carId, ids)),
    photoRowsOf(db, inArray(carPhotos.carId, ids)),
  ]);
  return toCars(rows, featureRows, photoRows);
}

/** A car's own columns in the read shape, with its city (select them from `cars` joined with `cities`). */
const carColumns = {
  id: cars.id,
  make: cars.make,
  model: cars.model,
  registrationNumber: cars.registrationNumber,
  fuelConsumption: cars.fuelConsumption,
  isExclusive: cars.isExclusive,
  city: { id: cities.id, name: cities.name },
};

const carRows = (db: Db) => db.select(carColumns).from(cars).innerJoin(cities, eq(cities.id, cars.cityId));

const featureRowsOf = (db: Db, where: SQL) =>
  db
    .select({ carId: carFeatures.carId, id: features.id, featureType: features.featureType, featureText: features.featureText })
    .from(carFeatures)
    .innerJoin(features, eq(features.id, carFeatures.featureId))
    .where(where)
    .orderBy(asc(carFeatures.carId), asc(carFeatures.position));

const photoRowsOf = (db: Db, where: SQL) =>
  db
    .select({ carId: carPhotos.carId, id: carPhotos.id, sha256: carPhotos.sha256 })
    .from(carPhotos)
    .where(where)
    .orderBy(asc(carPhotos.carId), asc(carPhotos.position), asc(carPhotos.id));

type CarRow = Awaited<ReturnType<typeof carRows>>[number];
type FeatureRow = Awaited<ReturnType<typeof featureRowsOf>>[number];
type PhotoRow = Awaited<ReturnType<typeof photoRowsOf>>[number];

function toCars(rows: CarRow[], featureRows: FeatureRow[], photoRows: PhotoRow[]): Car[] {
  const featuresOf = groupByCar(featureRows);
  const photosOf = groupByCar(photoRows);
  return rows.map((row) => ({
    ...row,
    photoUrls: (photosOf.get(row.id) ?? []).map(photoUrl),
    carFeatures: (featuresOf.get(row.id) ?? []).map(({ id, featureType, featureText }) => ({ id, featureType, featureText })),
    fuelPrice: null,
  }));
}

/**
 * A car in the read shape in one row, for the search (one statement instead of three): its features and photos
 * come as JSON from correlated subqueries over the car_id indexes. Select them from `cars` joined with its city
 * (`carReadRows`): with a join, Drizzle qualifies every column, which the subqueries' `cars.id` needs.
 */
const carReadFields = {
  ...carColumns,
  carFeatures: sql<Car['carFeatures']>`coalesce((
    select json_agg(json_build_object('id', ${features.id}, 'featureType', ${features.featureType}, 'featureText', ${features.featureText})
                    order by ${carFeatures.position})
      from ${carFeatures} inner join ${features} on ${features.id} = ${carFeatures.featureId}
     where ${carFeatures.carId} = ${cars.id}), '[]'::json)`,
  photos: sql<Array<{ id: number; sha256: string }>>`coalesce((
    select json_agg(json_build_object('id', ${carPhotos.id}, 'sha256', ${carPhotos.sha256}) order by ${carPhotos.position}, ${carPhotos.id})
      from ${carPhotos} where ${carPhotos.carId} = ${cars.id}), '[]'::json)`,
};

/** `select … from cars join cities` of `carReadFields`; the caller adds its condition and order. */
export const carReadRows = (db: Db) => db.select(carReadFields).from(cars).innerJoin(cities, eq(cities.id, cars.cityId));

/** A row of `carReadFields`. */
type CarReadRow = Omit<Car, 'photoUrls' | 'fuelPrice'> & { photos: Array<{ id: number; sha256: string }> };

/** A row of `carReadFields` as common `Car`. */
export function carFromReadRow({ photos, ...row }: CarReadRow): Car {
  return { ...row, photoUrls: photos.map(photoUrl), fuelPrice: null };
}

function groupByCar<T extends { carId: number }>(rows: T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.carId);
    if (group) group.push(row);
    else groups.set(row.carId, [row]);
  }
  return groups;
}

/** One live car in the read shape, or undefined. */
export async function readLiveCar(db: Db, id: number): Promise<Car | undefined> {
  const [car] = await readCars(db, { where: and(eq(cars.id, id), isLive) });
  return car;
}
