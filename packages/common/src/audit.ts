import { z } from 'zod';
import { PageQuery } from './cars';
import { rowId } from './ids';

/**
 * The audit log (docs/product/admin-tools.md#audit-log): every admin write, who made it, when, and the fields it
 * changed on both sides. Read only: the API has no route that changes or deletes an entry.
 */

/** The kinds of thing an admin writes: the `entity` of an entry and the page's entity filter. */
export const AUDIT_ENTITIES = [
  'car',
  'car_block',
  'discount_plan',
  'auction',
  'city',
  'damage',
  'message',
  'deployment',
  'review',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** An empty query parameter (a cleared filter) means "no filter". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** `GET /api/audit?page=&entity=&userId=`: one page of entries, newest first; `userId` is the admin who wrote. */
export const AuditQuery = PageQuery.extend({
  entity: optional(z.enum(AUDIT_ENTITIES)),
  userId: optional(rowId()),
});
export type AuditQuery = z.infer<typeof AuditQuery>;

/** The fields a write changed, each with its value (JSON) on that side. */
export const AuditValues = z.record(z.string(), z.unknown());
export type AuditValues = z.infer<typeof AuditValues>;

export const AuditEntry = z.object({
  id: z.number().int(),
  /** When, wall-clock in the business time zone, to the second. */
  at: z.string(),
  /** The admin; null for what the scheduler did by itself (a winner barred after a lapsed claim). */
  actorId: z.number().int().nullable(),
  /** The admin's e-mail when they wrote: the entry keeps it if the account changes or goes; null with `actorId`. */
  actorEmail: z.string().nullable(),
  /** create, update, delete, or a named action: reply, start, suspend, redeploy, lapse. */
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  /** The changed fields before the write; null for a create. */
  before: AuditValues.nullable(),
  /** The changed fields after the write; null for a delete. */
  after: AuditValues.nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
