import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Logged-out or renewed tokens, refused until they would have expired anyway; expired rows are pruned. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_tokens_expires_at_idx').on(t.expiresAt)],
);

/**
 * One row per failed password login, keyed by the lower-cased e-mail. Kept in the database (not in memory)
 * so the lock-out holds across several API instances.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_email_failed_at_idx').on(t.email, t.failedAt)],
);
