import { desc, eq, lt } from 'drizzle-orm';
import { instantToWallClock } from '@wayfare/common';
import type { Db } from '../../db/client';
import { payments, users } from '../../db/schema';
import { csvStream, keysetBatches, type CsvColumn } from '../../lib/csv-export';

type ExportRow = Awaited<ReturnType<ReturnType<typeof selectRows>>>[number];

function selectRows(db: Db) {
  return (cursor: number | undefined, limit: number) =>
    db
      .select({
        id: payments.id,
        kind: payments.kind,
        description: payments.description,
        userName: users.name,
        userEmail: users.email,
        amount: payments.amount,
        paid: payments.paid,
        paidAt: payments.paidAt,
        createdAt: payments.createdAt,
        bookingId: payments.bookingId,
      })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .where(cursor === undefined ? undefined : lt(payments.id, cursor))
      .orderBy(desc(payments.id))
      .limit(limit);
}

const columns = (timeZone: string): CsvColumn<ExportRow>[] => [
  { header: 'id', cell: (r) => r.id },
  { header: 'kind', cell: (r) => r.kind },
  { header: 'description', cell: (r) => r.description },
  { header: 'customer', cell: (r) => r.userName },
  { header: 'customer e-mail', cell: (r) => r.userEmail },
  { header: 'amount', cell: (r) => r.amount },
  { header: 'paid', cell: (r) => r.paid },
  { header: 'paid at', cell: (r) => (r.paidAt ? instantToWallClock(r.paidAt, timeZone) : null) },
  { header: 'created', cell: (r) => instantToWallClock(r.createdAt, timeZone) },
  { header: 'booking id', cell: (r) => r.bookingId },
];

/**
 * Every payment (refunds with their negative amounts) as CSV, newest first (docs/product/admin-tools.md#filters-and-exports):
 * read a batch at a time by id and written as it comes.
 */
export function exportPaymentsCsv(db: Db, timeZone: string) {
  const select = selectRows(db);
  return csvStream(
    keysetBatches(select, (row) => row.id),
    columns(timeZone),
  );
}
