import { and, asc, count, eq, sql } from 'drizzle-orm';
import {
  carMessages,
  messages,
  PAGE_SIZE,
  type AvailableCarsBody,
  type Car,
  type CarBody,
  type Feature,
  type SearchSuggestions,
  type SearchSuggestionsBody,
  type UpdateCarBody,
} from '@wayfare/common';
import type { Db } from '../../db/client';
import { carPhotos, cars, features } from '../../db/schema';
import type { BookingsPort } from '../../domain/bookings-port';
import { AppError } from '../../lib/app-error';
import { isLive, readCars, readLiveCar } from './car-reads';
import { searchAvailableCars } from './car-search';
import { suggestSearches } from './car-search-suggestions';
import { insertCar, softDeleteCar, updateCar } from './car-writes';

export interface StoredPhoto {
  contentType: string;
  bytes: Buffer;
  sha256: string;
}

const notFound = () => new AppError('NOT_FOUND', carMessages.notFound);

export interface CarsServiceDeps {
  db: Db;
  /** The business time zone the search's wall-clock date-times are read in (APP_TIMEZONE). */
  timeZone: string;
  /** The clock (tests fix it): suggestions never pick up in the past. */
  now?: () => Date;
  /** Whether a car to retire still has bookings ahead. */
  bookings: BookingsPort;
}

export function createCarsService({ db, timeZone, now = () => new Date(), bookings }: CarsServiceDeps) {
  async function getCar(id: number): Promise<Car> {
    const car = await readLiveCar(db, id);
    if (!car) throw notFound();
    return car;
  }

  return {
    getCar,

    /** By type (in FEATURE_TYPES order), then text — numbers as numbers, so seats read 2, 4, 5, 7, 9. */
    listFeatures(): Promise<Feature[]> {
      return db
        .select()
        .from(features)
        .orderBy(
          asc(features.featureType),
          sql`case when ${features.featureText} ~ '^[0-9]{1,9}$' then ${features.featureText}::integer end nulls last`,
          asc(features.featureText),
        );
    },

    async countCars(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(cars).where(isLive);
      return row?.n ?? 0;
    },

    pageCars(page: number): Promise<Car[]> {
      return readCars(db, { where: isLive, limit: PAGE_SIZE, offset: page * PAGE_SIZE });
    },

    /** What auctions sell (docs/product/search-and-availability.md#exclusive-cars). */
    listExclusiveCars(): Promise<Car[]> {
      return readCars(db, { where: and(isLive, eq(cars.isExclusive, true)) });
    },

    findAvailableCars: (body: AvailableCarsBody) => searchAvailableCars(db, timeZone, body),

    suggestSearches: (body: SearchSuggestionsBody): Promise<SearchSuggestions> =>
      suggestSearches(db, timeZone, body, now()),

    /** Admin writes, each recorded in the audit log by `actorId` (docs/product/admin-tools.md#audit-log). */
    async createCar(body: CarBody, actorId: number): Promise<Car> {
      return getCar(await insertCar(db, body, actorId));
    },

    async updateCar(id: number, body: UpdateCarBody, actorId: number): Promise<Car> {
      await updateCar(db, id, body, actorId);
      return getCar(id);
    },

    deleteCar: (id: number, actorId: number) => softDeleteCar(db, id, actorId, bookings),

    /** A photo's bytes, also for deleted cars: their bookings and auctions may still show them. */
    async getPhoto(photoId: number): Promise<StoredPhoto> {
      const [photo] = await db
        .select({ contentType: carPhotos.contentType, bytes: carPhotos.bytes, sha256: carPhotos.sha256 })
        .from(carPhotos)
        .where(eq(carPhotos.id, photoId));
      if (!photo) throw new AppError('NOT_FOUND', messages.http.notFound);
      return photo;
    },
  };
}

export type CarsService = ReturnType<typeof createCarsService>;
