import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { createBooking } from '../test/factories';
import { payments, reviews, users } from '../db/schema';
import { seedPastPayments } from './payments';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo past payments seed', () => {
  it('does nothing without the demo customer', async () => {
    await seedPastPayments(t.db);
    expect(await t.db.select().from(payments)).toEqual([]);
  });

  it("fills only the missing payments and reviews of the demo customer's past trips, once", async () => {
    const [customer] = await t.db
      .insert(users)
      .values({ name: 'Carl Customer', email: 'customer@example.com', passwordHash: 'x', role: 'CUSTOMER' })
      .returning();
    if (!customer) throw new Error('no customer');
    const past = new Date(Date.now() - 30 * 86_400_000);
    const rated = await createBooking(t.app, {
      userId: customer.id,
      status: 'Rated',
      startAt: past,
      totalPrice: 120.5,
    });
    const finished = await createBooking(t.app, { userId: customer.id, status: 'Finished', startAt: past });
    await createBooking(t.app, { userId: customer.id, status: 'Unpaid' });
    await t.db.insert(payments).values({
      userId: customer.id,
      kind: 'booking',
      bookingId: finished.id,
      description: 'kept',
      amount: 1,
      paid: true,
      provider: 'test',
    });

    await seedPastPayments(t.db);
    await seedPastPayments(t.db);

    const rows = await t.db.select().from(payments).orderBy(payments.bookingId);
    expect(rows.map((p) => [p.bookingId, p.description, p.amount, p.paid])).toEqual([
      [rated.id, expect.stringContaining(`Booking #${rated.id}: Volkswagen Golf`), 120.5, true],
      [finished.id, 'kept', 1, true],
    ]);
    expect((await t.db.select().from(reviews).where(eq(reviews.bookingId, rated.id))).length).toBe(1);
    expect(await t.db.select().from(reviews)).toHaveLength(1);
  });
});
