import { desc, eq, lt } from 'drizzle-orm';
import { instantToWallClock, type KeyOf, type paymentsTexts } from '@wayfare/common';
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

/**
 * The file's words (its headers, yes and no) in the language it was asked in; the cells stay data: a payment's kind
 * as the API names it, amounts as plain numbers a spreadsheet can add up.
 */
export type CsvWords = (key: Extract<KeyOf<typeof paymentsTexts>, `csv.${string}`>) => string;

const columns = (timeZone: string, words: CsvWords): CsvColumn<ExportRow>[] => [
  { header: words('csv.id'), cell: (r) => r.id },
  { header: words('csv.kind'), cell: (r) => r.kind },
  { header: words('csv.description'), cell: (r) => r.description },
  { header: words('csv.customer'), cell: (r) => r.userName },
  { header: words('csv.customerEmail'), cell: (r) => r.userEmail },
  { header: words('csv.amount'), cell: (r) => r.amount },
  { header: words('csv.paid'), cell: (r) => words(r.paid ? 'csv.yes' : 'csv.no') },
  { header: words('csv.paidAt'), cell: (r) => (r.paidAt ? instantToWallClock(r.paidAt, timeZone) : null) },
  { header: words('csv.created'), cell: (r) => instantToWallClock(r.createdAt, timeZone) },
  { header: words('csv.bookingId'), cell: (r) => r.bookingId },
];

/**
 * Every payment (refunds with their negative amounts) as CSV, newest first (docs/product/admin-tools.md#filters-and-exports):
 * read a batch at a time by id and written as it comes.
 */
export function exportPaymentsCsv(db: Db, timeZone: string, words: CsvWords) {
  const select = selectRows(db);
  return csvStream(
    keysetBatches(select, (row) => row.id),
    columns(timeZone, words),
  );
}
