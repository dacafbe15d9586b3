import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auctions, biddingBars, cars, cities, discountPlans, messages, payments, users } from '../../db/schema';
import { bookings } from '../../db/schema/bookings';

export type Recipient = Pick<
  typeof users.$inferSelect,
  'id' | 'name' | 'email' | 'bookingsEmails' | 'damageEmails' | 'promoEmails' | 'language'
>;

const recipientColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  bookingsEmails: users.bookingsEmails,
  damageEmails: users.damageEmails,
  promoEmails: users.promoEmails,
  /** The language the user's e-mails are written in. */
  language: users.language,
};

/** The reads the notification e-mails need; each answers undefined when the row has gone. */
export function createNotificationReads(db: Db) {
  return {
    async user(id: number): Promise<Recipient | undefined> {
      const [row] = await db.select(recipientColumns).from(users).where(eq(users.id, id));
      return row;
    },

    async promoRecipients(): Promise<Recipient[]> {
      return db.select(recipientColumns).from(users).where(eq(users.promoEmails, true));
    },

    async booking(id: number) {
      const [row] = await db
        .select({
          id: bookings.id,
          make: cars.make,
          model: cars.model,
          registrationNumber: cars.registrationNumber,
          startCityId: bookings.startCityId,
          endCityId: bookings.endCityId,
          startAt: bookings.startAt,
          endAt: bookings.endAt,
          totalPrice: bookings.totalPrice,
          deliveryAddress: bookings.deliveryAddress,
        })
        .from(bookings)
        .innerJoin(cars, eq(cars.id, bookings.carId))
        .where(eq(bookings.id, id));
      if (!row) return undefined;
      const city = async (cityId: number) =>
        (
          await db
            .select({ name: cities.name, depoAddress: cities.depoAddress })
            .from(cities)
            .where(eq(cities.id, cityId))
        )[0];
      const [start, end] = [await city(row.startCityId), await city(row.endCityId)];
      return {
        ...row,
        startCity: start?.name ?? `#${row.startCityId}`,
        endCity: end?.name ?? `#${row.endCityId}`,
        startDepot: start?.depoAddress ?? null,
        endDepot: end?.depoAddress ?? null,
      };
    },

    async payment(id: number) {
      const [row] = await db
        .select({
          id: payments.id,
          description: payments.description,
          amount: payments.amount,
          checkoutUrl: payments.checkoutUrl,
        })
        .from(payments)
        .where(eq(payments.id, id));
      return row;
    },

    async plan(id: number) {
      const [row] = await db.select().from(discountPlans).where(eq(discountPlans.id, id));
      return row;
    },

    async auction(id: number) {
      const [row] = await db
        .select({
          id: auctions.id,
          description: auctions.description,
          // Set at the close; the highest bid for an auction closed before there was a winning amount.
          winningAmount: sql<number | null>`coalesce(${auctions.winningAmount}, ${auctions.highestAmount})`.mapWith(
            auctions.winningAmount,
          ),
          claimDeadlineAt: auctions.claimDeadlineAt,
          make: cars.make,
          model: cars.model,
          registrationNumber: cars.registrationNumber,
        })
        .from(auctions)
        .innerJoin(cars, eq(cars.id, auctions.carId))
        .where(eq(auctions.id, id));
      return row;
    },

    /** Until when the auction's lapsed winner may not bid (docs/product/auctions.md#winning-is-binding), or null. */
    async barredUntil(auctionId: number, userId: number): Promise<Date | null> {
      const [row] = await db
        .select({ until: biddingBars.barredUntil })
        .from(biddingBars)
        .where(and(eq(biddingBars.auctionId, auctionId), eq(biddingBars.userId, userId)));
      return row?.until ?? null;
    },

    async message(id: number) {
      const [row] = await db.select().from(messages).where(eq(messages.id, id));
      return row;
    },
  };
}

export type NotificationReads = ReturnType<typeof createNotificationReads>;
export type BookingDetails = NonNullable<Awaited<ReturnType<NotificationReads['booking']>>>;
export type AuctionDetails = NonNullable<Awaited<ReturnType<NotificationReads['auction']>>>;
