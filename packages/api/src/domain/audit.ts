import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { AuditEntity } from '@wayfare/common';
import { auditLog, users, type AuditValues } from '../db/schema';

// The kinds of thing an admin writes live in packages/common: the /audit page filters by them too.
export { AUDIT_ENTITIES, type AuditEntity } from '@wayfare/common';

/** One admin write, as `recordAudit` takes it. */
export interface AuditEntry {
  /** The admin's user id (`currentUser(request).userId`). */
  actorId: number;
  /** create, update, delete, or a named action such as reply or rollback. */
  action: string;
  entity: AuditEntity;
  entityId: number | string;
  /** The changed fields before the write; omit for a create. */
  before?: AuditValues | null;
  /** The changed fields after the write; omit for a delete. */
  after?: AuditValues | null;
}

/**
 * Records an admin write in `tx`, the write's own transaction, so the entry exists exactly when the write does
 * (docs/product/admin-tools.md#audit-log). The actor's e-mail is copied from their row in the same statement.
 */
export async function recordAudit(tx: Db, entry: AuditEntry): Promise<void> {
  const json = (values: AuditValues | null | undefined) => (values ? JSON.stringify(values) : null);
  const written = (await tx.execute(sql`
    insert into ${auditLog} (actor_id, actor_email, action, entity, entity_id, before, after)
    select ${users.id}, ${users.email}, ${entry.action}, ${entry.entity}, ${String(entry.entityId)},
           ${json(entry.before)}::jsonb, ${json(entry.after)}::jsonb
      from ${users}
     where ${users.id} = ${entry.actorId}
    returning 1`)) as unknown as { rows: unknown[] };
  // An admin write without its entry must not happen: the actor is the logged-in admin, so this is a broken caller.
  if (written.rows.length !== 1) throw new Error(`audit: no user ${entry.actorId} to record ${entry.action} by`);
}

/**
 * The fields whose values differ between two views of an entity, each side with only those fields; null when nothing
 * changed (an update that wrote the same values is still a write, but has nothing to show).
 */
export function changedFields(
  before: AuditValues,
  after: AuditValues,
): { before: AuditValues; after: AuditValues } | null {
  const changed = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => JSON.stringify(toJson({ v: before[key] })) !== JSON.stringify(toJson({ v: after[key] })),
  );
  if (changed.length === 0) return null;
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(changed.map((key) => [key, after[key] ?? null])),
  };
}

/** Values as JSON keeps them: dates as ISO instants, undefined dropped. */
function toJson(values: AuditValues): AuditValues {
  return JSON.parse(JSON.stringify(values)) as AuditValues;
}
