import { inArray, sql } from 'drizzle-orm';
import type { Role } from '@wayfare/common';
import type { Db } from '../db/client';
import { emailIs } from '../db/email';
import { users } from '../db/schema';
import { hashPassword } from '../security/passwords';
import { FLEET_AGE_MS } from './cars';

export interface SeedAccount {
  name: string;
  email: string;
  password: string;
  role: Role;
  birthDate?: string;
}

/** A second demo customer, so the demo auctions have a rival bidder (and the e2e a second user to log in as). */
export const demoBidder: SeedAccount = {
  name: 'Bea Bidder',
  email: 'bidder@example.com',
  password: 'bidder123',
  role: 'CUSTOMER',
  birthDate: '1988-11-02',
};

/**
 * The demo accounts (README and e2e rely on them). Their passwords are published, so they exist only in the
 * embedded demo that `npm start` runs on one machine: never on a DATABASE_URL database, never in the Docker image.
 */
export const demoAccounts: SeedAccount[] = [
  { name: 'Ada Admin', email: 'admin@example.com', password: 'admin123', role: 'ADMIN', birthDate: '1985-03-14' },
  {
    name: 'Carl Customer',
    email: 'customer@example.com',
    password: 'customer123',
    role: 'CUSTOMER',
    birthDate: '1992-07-21',
  },
  demoBidder,
];

/** Creates the account unless one with its e-mail exists; an existing account (and its password) is left alone. */
export async function ensureAccount(db: Db, account: SeedAccount, createdAt?: Date): Promise<boolean> {
  if (await accountExists(db, account)) return false;
  return insertAccount(db, account, await hashPassword(account.password), createdAt);
}

async function accountExists(db: Db, account: SeedAccount): Promise<boolean> {
  const [existing] = await db.select({ id: users.id }).from(users).where(emailIs(account.email));
  return existing !== undefined;
}

async function insertAccount(db: Db, account: SeedAccount, passwordHash: string, createdAt?: Date): Promise<boolean> {
  const inserted = await db
    .insert(users)
    .values({
      name: account.name,
      email: account.email,
      passwordHash,
      role: account.role,
      birthDate: account.birthDate,
      createdAt,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return inserted.length > 0;
}

/**
 * The demo accounts joined with the fleet, before the demo's year of history (seed/history.ts). Their password hashes
 * (deliberately slow, security/passwords.ts) are worked out side by side; the rows go in one after the other, so the
 * accounts get the same ids every time.
 */
export async function seedDemoAccounts(db: Db, now: Date = new Date()): Promise<void> {
  const createdAt = new Date(now.getTime() - FLEET_AGE_MS);
  const missing: SeedAccount[] = [];
  for (const account of demoAccounts) if (!(await accountExists(db, account))) missing.push(account);
  const hashes = await Promise.all(missing.map((account) => hashPassword(account.password)));
  for (const [index, account] of missing.entries()) {
    await insertAccount(db, account, hashes[index] ?? '', createdAt);
  }
}

/** The demo accounts present in this database, in the order of `demoAccounts`. */
export async function existingDemoAccounts(db: Db): Promise<SeedAccount[]> {
  const emails = demoAccounts.map((account) => account.email);
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
  const present = new Set(rows.map((row) => row.email.toLowerCase()));
  return demoAccounts.filter((account) => present.has(account.email));
}

/** "admin@example.com (ADMIN), customer@example.com (CUSTOMER)…": who they are, without their passwords. */
export const describeAccounts = (accounts: SeedAccount[]) =>
  accounts.map((account) => `${account.email} (${account.role})`).join(', ');
