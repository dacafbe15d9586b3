import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { firstRow } from '../db/first-row';
import { auctions, cars, cities, users } from '../db/schema';
import { demoCustomerEmail, demoCustomers } from './customers';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

type Car = typeof cars.$inferSelect;
type City = typeof cities.$inferSelect;

/** Marks the history as seeded (idempotence): the oldest auction's text. */
export const CLAIMED_TEXT = (car: { make: string; model: string }) =>
  `${car.make} ${car.model} for a winter weekend: Premium coverage included, pick-up in its home city.`;

/** Who and what the past auctions are told with, and `at`: a moment that far from the demo's now. */
export interface AuctionHistoryCast {
  /** The first exclusive car, which carries a README auction; its past holds the auction nobody bid on. */
  first: Car;
  /** Sold and claimed. */
  third: Car;
  /** Its claim lapsed; now running again. */
  fourth: Car;
  winner: number;
  rival: number;
  lapsed: number;
  runningA: number;
  runningB: number;
  /** The third car's city, where the claimed trip starts, and the city where it ends. */
  home: City;
  away: City;
  at: (offsetMs: number) => Date;
}

/**
 * The cast, read from the cars, customers and cities seeded before; undefined when the history is there already
 * or someone it needs is missing (then nothing is written).
 */
export async function castAuctionHistory(db: Db, now: Date): Promise<AuctionHistoryCast | undefined> {
  const exclusive = await db
    .select()
    .from(cars)
    .where(and(eq(cars.isExclusive, true), isNull(cars.deletedAt)))
    .orderBy(asc(cars.id));
  const [first, , third, fourth] = exclusive;
  if (!first || !third || !fourth) return undefined;
  const [done] = await db
    .select({ id: auctions.id })
    .from(auctions)
    .where(eq(auctions.description, CLAIMED_TEXT(third)));
  if (done) return undefined;
  const emails = demoCustomers.map((customer) => demoCustomerEmail(customer.name));
  const people = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  const idOf = (index: number) => people.find((person) => person.email === emails[index])?.id;
  const [winner, rival, lapsed, runningA, runningB] = [2, 11, 10, 4, 16].map(idOf);
  if (!winner || !rival || !lapsed || !runningA || !runningB) return undefined;
  const home = firstRow(await db.select().from(cities).where(eq(cities.id, third.cityId)), 'select city');
  const [away] = await db
    .select()
    .from(cities)
    .where(eq(cities.name, home.name === 'Budapest' ? 'Vienna' : 'Budapest'));
  if (!away) return undefined;
  const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);
  return { first, third, fourth, winner, rival, lapsed, runningA, runningB, home, away, at };
}
