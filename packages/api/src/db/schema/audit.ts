import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The fields of an entity an admin write changed, each with its value (JSON) on that side of the write. */
export type AuditValues = Record<string, unknown>;

/**
 * One admin write, recorded in the write's own transaction (docs/product/admin-tools.md#audit-log). Rows are
 * only ever inserted: migration 0014 adds a trigger that refuses UPDATE and DELETE, and the API has no route that
 * changes them. The actor is kept by id and e-mail without a foreign key, so the history outlives the account; both
 * are null for what the scheduler did by itself (barring a winner who let a claim lapse).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id'),
    actorEmail: text('actor_email'),
    /** What was done: create, update, delete, or a named action (reply, rollback…). */
    action: text('action').notNull(),
    /** The kind of thing written: car, car_block, discount_plan, auction, city, damage, message, deployment… */
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    /** The changed fields before the write (null for a create). */
    before: jsonb('before').$type<AuditValues>(),
    /** The changed fields after the write (null for a delete). */
    after: jsonb('after').$type<AuditValues>(),
  },
  (t) => [
    index('audit_log_entity_id_idx').on(t.entity, t.id),
    index('audit_log_actor_id_id_idx').on(t.actorId, t.id),
    check('audit_log_has_values', sql`${t.before} is not null or ${t.after} is not null`),
    check('audit_log_actor_whole', sql`(${t.actorId} is null) = (${t.actorEmail} is null)`),
  ],
);
