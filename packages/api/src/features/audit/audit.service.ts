import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { PAGE_SIZE, type AuditEntry, type AuditQuery, instantToWallClock } from '@wayfare/common';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

export interface AuditServiceDeps {
  db: Db;
  /** The business time zone (APP_TIMEZONE) an entry's time is shown in. */
  timeZone: string;
}

type AuditFilters = Omit<AuditQuery, 'page'>;

/** The audit log, read only (docs/product/admin-tools.md#audit-log): entries are written by the admin writes. */
export function createAuditService({ db, timeZone }: AuditServiceDeps) {
  const where = (filters: AuditFilters): SQL | undefined =>
    and(
      filters.entity ? eq(auditLog.entity, filters.entity) : undefined,
      filters.userId ? eq(auditLog.actorId, filters.userId) : undefined,
    );

  return {
    /** One page of the filtered entries, newest first (ids grow with time), and how many there are in all. */
    async page({ page, ...filters }: AuditQuery): Promise<{ entries: AuditEntry[]; total: number }> {
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where(filters))
          .orderBy(desc(auditLog.id))
          .limit(PAGE_SIZE)
          .offset(page * PAGE_SIZE),
        db.select({ n: count() }).from(auditLog).where(where(filters)),
      ]);
      const entries = rows.map((row) => ({ ...row, at: instantToWallClock(row.at, timeZone) }));
      return { entries, total: counted?.n ?? 0 };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
