import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { inject } from 'vitest';
import type { FeatureType } from '@wayfare/common';
import type { App } from '../app';
import {
  auctions,
  bookings,
  carFeatures,
  carPhotos,
  cars,
  cities,
  features,
  users,
  type AuctionRow,
  type BookingRow,
  type CarRow,
  type FeatureRow,
  type UserRow,
} from '../db/schema';
import { FACTORY_PASSWORD } from './constants';
import { firstRow } from '../db/first-row';

type NewUser = typeof users.$inferInsert;
type NewCity = typeof cities.$inferInsert;

export interface TestUser {
  user: UserRow;
  /** The password (unless overridden with another hash). */
  password: string;
  token: string;
  /** `{ authorization: 'Bearer …' }`, ready for inject's `headers`. */
  headers: { authorization: string };
}

const unique = () => randomUUID().slice(0, 8);
/** A hex id spelled in the letters a–p. */
const lettersOf = (hex: string) => hex.replace(/[0-9a-f]/g, (digit) => String.fromCharCode(97 + parseInt(digit, 16)));

/** A user straight in the database with a token of its own; the password hash is computed once per run. */
export async function createUser(app: App, overrides: Partial<NewUser> = {}): Promise<TestUser> {
  const id = unique();
  const user = firstRow(
    await app.database.db
      .insert(users)
      .values({
        // Letters only, as registration and the profile require (docs/product/accounts-and-roles.md#names), so a test
        // may send the name back in a profile edit.
        name: `Test User ${lettersOf(id)}`,
        email: `user-${id}@example.com`,
        passwordHash: inject('factoryPasswordHash'),
        birthDate: '1990-01-01',
        role: 'CUSTOMER',
        ...overrides,
      })
      .returning(),
    'createUser',
  );
  const token = await app.tokens.issue(user);
  return { user, password: FACTORY_PASSWORD, token, headers: { authorization: `Bearer ${token}` } };
}

export const createAdmin = (app: App, overrides: Partial<NewUser> = {}) =>
  createUser(app, { role: 'ADMIN', ...overrides });

/** Logs in through the real endpoint; returns the access token. */
export async function loginAs(app: App, email: string, password: string = FACTORY_PASSWORD): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json<{ accessToken: string }>().accessToken;
}

export async function createCity(app: App, overrides: Partial<NewCity> = {}) {
  const id = unique();
  const city = firstRow(
    await app.database.db
      .insert(cities)
      .values({ name: `City ${id}`, lat: 50, lon: 10, depoAddress: `Depot street ${id}`, ...overrides })
      .returning(),
    'createCity',
  );
  return city;
}

type NewCar = typeof cars.$inferInsert;
type NewBooking = typeof bookings.$inferInsert;

/** A feature row, found if (type, text) already exists. */
export async function createFeature(app: App, featureType: FeatureType, featureText: string): Promise<FeatureRow> {
  const [created] = await app.database.db
    .insert(features)
    .values({ featureType, featureText })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  const existing = firstRow(
    await app.database.db
      .select()
      .from(features)
      .where(and(eq(features.featureType, featureType), eq(features.featureText, featureText))),
    'createFeature',
  );
  return existing;
}

export interface CarOverrides extends Partial<NewCar> {
  /** Attached in this order (positions 0..3); none by default. */
  features?: FeatureRow[];
  /** Stored as image/png photos, in this order; none by default. */
  photos?: Buffer[];
}

/** A car straight in the tables (in a new city unless `cityId` is given); no features or photos unless asked. */
export async function createCar(app: App, overrides: CarOverrides = {}): Promise<CarRow> {
  const { features: carFeatureRows = [], photos = [], ...columns } = overrides;
  const db = app.database.db;
  const cityId = columns.cityId ?? (await createCity(app)).id;
  const car = firstRow(
    await db
      .insert(cars)
      .values({
        make: 'Volkswagen',
        model: 'Golf',
        registrationNumber: `T-${unique().toUpperCase()}`,
        fuelConsumption: 6.5,
        isExclusive: false,
        ...columns,
        cityId,
      })
      .returning(),
    'createCar',
  );
  if (carFeatureRows.length > 0) {
    await db
      .insert(carFeatures)
      .values(carFeatureRows.map((f, position) => ({ carId: car.id, featureId: f.id, position })));
  }
  for (const [position, bytes] of photos.entries()) {
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    await db.insert(carPhotos).values({ carId: car.id, position, contentType: 'image/png', bytes, sha256 });
  }
  return car;
}

const HOUR_MS = 3_600_000;

/**
 * A booking straight in the table: by default a Paid trip of a new car from its city back to it, for a new
 * customer, tomorrow for a day. No availability or pricing rule is checked — only the database's own constraints.
 */
export async function createBooking(app: App, overrides: Partial<NewBooking> = {}): Promise<BookingRow> {
  const carId = overrides.carId ?? (await createCar(app)).id;
  const [car] = await app.database.db.select({ cityId: cars.cityId }).from(cars).where(eq(cars.id, carId));
  if (!car) throw new Error(`createBooking: no car ${carId}`);
  const userId = overrides.userId ?? (await createUser(app)).user.id;
  const startAt = overrides.startAt ?? new Date(Date.now() + 24 * HOUR_MS);
  const booking = firstRow(
    await app.database.db
      .insert(bookings)
      .values({
        startCityId: car.cityId,
        endCityId: car.cityId,
        endAt: new Date(startAt.getTime() + 24 * HOUR_MS),
        status: 'Paid',
        coverage: 0,
        distance: 0,
        totalPrice: 100,
        ...overrides,
        carId,
        userId,
        startAt,
      })
      .returning(),
    'createBooking',
  );
  return booking;
}

type NewAuction = typeof auctions.$inferInsert;

/**
 * An auction straight in the table: by default open for a day, minimum 100 €, of a new exclusive car. No rule is
 * checked — only the database's own constraints (one open auction per car).
 */
export async function createAuction(app: App, overrides: Partial<NewAuction> = {}): Promise<AuctionRow> {
  const carId = overrides.carId ?? (await createCar(app, { isExclusive: true })).id;
  const auction = firstRow(
    await app.database.db
      .insert(auctions)
      .values({
        description: `Auction ${unique()}`,
        minBidAmount: 100,
        endAt: new Date(Date.now() + 24 * HOUR_MS),
        ...overrides,
        carId,
      })
      .returning(),
    'createAuction',
  );
  return auction;
}
