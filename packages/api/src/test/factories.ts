import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import type { App } from '../app';
import { cities, users, type UserRow } from '../db/schema';
import { FACTORY_PASSWORD } from './constants';

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

/** A user straight in the database with a token of its own; the password hash is computed once per run. */
export async function createUser(app: App, overrides: Partial<NewUser> = {}): Promise<TestUser> {
  const id = unique();
  const [user] = await app.database.db
    .insert(users)
    .values({
      name: `Test User ${id}`,
      email: `user-${id}@example.com`,
      passwordHash: inject('factoryPasswordHash'),
      birthDate: '1990-01-01',
      role: 'CUSTOMER',
      ...overrides,
    })
    .returning();
  if (!user) throw new Error('createUser: no row');
  const token = await app.tokens.issue(user);
  return { user, password: FACTORY_PASSWORD, token, headers: { authorization: `Bearer ${token}` } };
}

export const createAdmin = (app: App, overrides: Partial<NewUser> = {}) => createUser(app, { role: 'ADMIN', ...overrides });

/** Logs in through the real endpoint; returns the access token. */
export async function loginAs(app: App, email: string, password: string = FACTORY_PASSWORD): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json<{ accessToken: string }>().accessToken;
}

export async function createCity(app: App, overrides: Partial<NewCity> = {}) {
  const id = unique();
  const [city] = await app.database.db
    .insert(cities)
    .values({ name: `City ${id}`, lat: 50, lon: 10, depoAddress: `Depot street ${id}`, ...overrides })
    .returning();
  if (!city) throw new Error('createCity: no row');
  return city;
}
