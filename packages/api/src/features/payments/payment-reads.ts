import { count, desc, eq, type SQL } from 'drizzle-orm';
import {
  bookingPaymentLine,
  DEFAULT_LOCALE,
  instantToWallClock,
  type Locale,
  PAGE_SIZE,
  type Payment,
} from '@wayfare/common';
import type { Catalogue } from '@wayfare/common/catalogue';
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
  bookingId: payments.bookingId,
  userId: users.id,
  userName: users.name,
};

export interface PaymentReadsDeps {
  db: Db;
  /** The business time zone (APP_TIMEZONE) a payment's date is shown in. */
  timeZone: string;
  catalogue: Catalogue;
}

export function createPaymentReads({ db, timeZone, catalogue }: PaymentReadsDeps) {
  const select = (where: SQL | undefined) =>
    db
      .select(columns)
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .where(where)
      .orderBy(desc(payments.id));

  type Row = Awaited<ReturnType<typeof select>>[number];

  /** A payment's line in the reader's language: the product's own line about a booking, else as it was written. */
  const line = (row: Row, locale: Locale): string => {
    const own = locale === DEFAULT_LOCALE ? undefined : bookingPaymentLine(row.kind, row.bookingId);
    return own ? catalogue.write(locale, own) : row.description;
  };

  const toPayment = (row: Row, locale: Locale): Payment => ({
    id: row.id,
    description: line(row, locale),
    createdOn: instantToWallClock(row.createdAt, timeZone),
    amount: row.amount,
    user: { id: row.userId, name: row.userName },
    paid: row.paid,
    stripeLink: row.checkoutUrl,
    kind: row.kind,
  });

  return {
    async list(viewer: Viewer, locale: Locale = DEFAULT_LOCALE): Promise<Payment[]> {
      return (await select(scope(viewer))).map((row) => toPayment(row, locale));
    },
    async page(viewer: Viewer, page: number, locale: Locale = DEFAULT_LOCALE): Promise<Payment[]> {
      return (
        await select(scope(viewer))
          .limit(PAGE_SIZE)
          .offset(page * PAGE_SIZE)
      ).map((row) => toPayment(row, locale));
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
    async byId(id: number, locale: Locale = DEFAULT_LOCALE): Promise<Payment | undefined> {
      const [row] = await select(eq(payments.id, id));
      return row && toPayment(row, locale);
    },
  };
}

export type PaymentReads = ReturnType<typeof createPaymentReads>;
