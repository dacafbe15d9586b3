import { count, desc, eq, type SQL } from 'drizzle-orm';
import { PAGE_SIZE, type Payment, instantToWallClock } from '@wayfare/common';
import type { Db } from '../../db/client';
import { payments, users } from '../../db/schema';
import { type CsvWords, exportPaymentsCsv } from './payment-export';

/** Who sees which payments: administrators all of them, customers their own. */
export interface Viewer {
  userId: number;
  isAdmin: boolean;
}

const scope = (viewer: Viewer): SQL | undefined => (viewer.isAdmin ? undefined : eq(payments.userId, viewer.userId));

const columns = {
  id: payments.id,
  description: payments.description,
  createdAt: payments.createdAt,
  amount: payments.amount,
  paid: payments.paid,
  checkoutUrl: payments.checkoutUrl,
  kind: payments.kind,
  userId: users.id,
  userName: users.name,
};

export interface PaymentReadsDeps {
  db: Db;
  /** The business time zone (APP_TIMEZONE) a payment's date is shown in. */
  timeZone: string;
}

export function createPaymentReads({ db, timeZone }: PaymentReadsDeps) {
  const select = (where: SQL | undefined) =>
    db
      .select(columns)
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .where(where)
      .orderBy(desc(payments.id));

  const toPayment = (row: Awaited<ReturnType<typeof select>>[number]): Payment => ({
    id: row.id,
    description: row.description,
    createdOn: instantToWallClock(row.createdAt, timeZone),
    amount: row.amount,
    user: { id: row.userId, name: row.userName },
    paid: row.paid,
    stripeLink: row.checkoutUrl,
    kind: row.kind,
  });

  return {
    async list(viewer: Viewer): Promise<Payment[]> {
      return (await select(scope(viewer))).map(toPayment);
    },
    async page(viewer: Viewer, page: number): Promise<Payment[]> {
      return (
        await select(scope(viewer))
          .limit(PAGE_SIZE)
          .offset(page * PAGE_SIZE)
      ).map(toPayment);
    },
    async count(viewer: Viewer): Promise<number> {
      const [row] = await db.select({ n: count() }).from(payments).where(scope(viewer));
      return row?.n ?? 0;
    },
    /**
     * Every payment as a CSV stream (administrators), its headers in `words`' language, and today's date (business
     * time zone) for its file name.
     */
    exportCsv: (words: CsvWords, now: Date = new Date()) => ({
      csv: exportPaymentsCsv(db, timeZone, words),
      day: instantToWallClock(now, timeZone).slice(0, 10),
    }),
    async byId(id: number): Promise<Payment | undefined> {
      const [row] = await select(eq(payments.id, id));
      return row && toPayment(row);
    },
  };
}

export type PaymentReads = ReturnType<typeof createPaymentReads>;
