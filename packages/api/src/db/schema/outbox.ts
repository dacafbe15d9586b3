import { index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A file sent with a mail as the outbox keeps it: the bytes in base64, so the row stays plain JSON. */
export interface OutboxAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

export const outboxStatusEnum = pgEnum('outbox_status', ['pending', 'sent', 'failed']);

/**
 * Every e-mail goes through here (docs/product/bookings-and-payments.md#emails): the request that causes it only
 * inserts a row, a worker delivers it over SMTP when configured (else it stays as the embedded outbox) and retries
 * failures with a growing delay.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Files sent with the mail (a receipt's PDF); null when there are none. */
    attachments: jsonb('attachments').$type<OutboxAttachment[]>(),
    status: outboxStatusEnum('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_status_next_attempt_idx').on(t.status, t.nextAttemptAt)],
);
