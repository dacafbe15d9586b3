import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  json,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { FEATURE_TYPES } from '@wayfare/common';
import { cities } from './cities';
import { bytea } from './column-types';

/** An item of `cars.feature_list`: a feature as the read shape shows it, in form order. */
export interface CarFeatureListItem {
  id: number;
  featureType: (typeof FEATURE_TYPES)[number];
  featureText: string;
}
/** An item of `cars.photo_list`: what a photo's URL is made of, in display order. */
export interface CarPhotoListItem {
  id: number;
  sha256: string;
}

export const featureTypeEnum = pgEnum('feature_type', FEATURE_TYPES);

/** Shared by every car that has it; found-or-created by (type, text) when a car is saved. */
export const features = pgTable(
  'features',
  {
    id: serial('id').primaryKey(),
    featureType: featureTypeEnum('feature_type').notNull(),
    featureText: text('feature_text').notNull(),
  },
  // Case-insensitive, like the look-up in db/car-features.ts: "gps" and "GPS" are one feature (and one filter).
  (t) => [uniqueIndex('features_type_text_key').on(t.featureType, sql`lower(${t.featureText})`)],
);

export const cars = pgTable(
  'cars',
  {
    id: serial('id').primaryKey(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    registrationNumber: text('registration_number').notNull(),
    /** Litres per 100 km. */
    fuelConsumption: numeric('fuel_consumption', { mode: 'number' }).notNull(),
    /** Where the car stands now; the booking lifecycle moves it to the drop-off city when a trip finishes. */
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    isExclusive: boolean('is_exclusive').notNull().default(false),
    /**
     * The car's features and photos as its read shape lists them, kept by the database from car_features and
     * car_photos (migration 0009's triggers, in the writer's transaction): a car is read, alone or in a search's
     * list, from its own row. `json`, not `jsonb`: written out as stored, keys in the read shape's order.
     */
    featureList: json('feature_list')
      .$type<CarFeatureListItem[]>()
      .notNull()
      .default(sql`'[]'::json`),
    photoList: json('photo_list')
      .$type<CarPhotoListItem[]>()
      .notNull()
      .default(sql`'[]'::json`),
    /** Soft delete: bookings, statistics and auctions keep pointing at the row. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A plate belongs to one car on the road; a deleted car gives its plate back. Case-insensitive.
    uniqueIndex('cars_registration_number_live_key')
      .on(sql`upper(${t.registrationNumber})`)
      .where(sql`${t.deletedAt} is null`),
    index('cars_city_id_live_idx')
      .on(t.cityId)
      .where(sql`${t.deletedAt} is null`),
    check('cars_fuel_consumption_positive', sql`${t.fuelConsumption} > 0`),
  ],
);

/** The four features of the car form, in form order: 0 seats, 1 doors, 2 transmission, 3 extras. */
export const carFeatures = pgTable(
  'car_features',
  {
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    featureId: integer('feature_id')
      .notNull()
      .references(() => features.id),
    position: smallint('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.carId, t.position] }),
    // The search filters cars by feature.
    index('car_features_feature_id_idx').on(t.featureId, t.carId),
    check('car_features_position_range', sql`${t.position} between 0 and 3`),
  ],
);

/**
 * Photos live in the database (one backup, no file store to keep in step); the API serves them with long-lived
 * cache headers under URLs that carry the sha256, so a changed photo gets a new URL.
 */
export const carPhotos = pgTable(
  'car_photos',
  {
    id: serial('id').primaryKey(),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    /** Hex sha256 of `bytes`: the ETag and the cache-busting part of the URL. */
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('car_photos_car_id_position_idx').on(t.carId, t.position)],
);

export type CarRow = typeof cars.$inferSelect;
export type FeatureRow = typeof features.$inferSelect;
