import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { LOCALES, ROLES } from '@wayfare/common';

export const roleEnum = pgEnum('role', ROLES);
export const localeEnum = pgEnum('locale', LOCALES);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Stored as typed; uniqueness and look-ups go through lower(email). */
    email: text('email').notNull(),
    /** Null for accounts that only ever signed in with Google. */
    passwordHash: text('password_hash'),
    birthDate: date('birth_date', { mode: 'string' }),
    role: roleEnum('role').notNull().default('CUSTOMER'),
    googleSub: text('google_sub').unique(),
    bookingsEmails: boolean('bookings_emails').notNull().default(true),
    damageEmails: boolean('damage_emails').notNull().default(true),
    promoEmails: boolean('promo_emails').notNull().default(true),
    /** The language of the user's e-mails and receipts, and of the pages once they sign in (decision 019). */
    language: localeEnum('language').notNull().default('en'),
    /**
     * Every token carries the version it was issued under (claim `ver`); raising it refuses all earlier tokens at
     * once, whatever second they were issued in ("log out everywhere", e.g. on a password change).
     */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`), index('users_role_idx').on(t.role)],
);

export type UserRow = typeof users.$inferSelect;
