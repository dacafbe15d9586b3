/** Removing a maintenance block, and a block racing a booking for the same slot (creation: car-blocks.test.ts). */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockMessages, bookingMessages, type CarBlock } from '@wayfare/common';
import { auditLog, carBlocks } from '../../db/schema';
import { blockKit, oneDayBody } from '../../test/block-kit';
import { createTestApp, type TestApp } from '../../test/app';
import { wallClock } from '../../test/booking-kit';
import { createFlatStage } from '../../test/change-kit';
import { createAdmin, createUser, type TestUser } from '../../test/factories';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app);
});
afterAll(() => t.close());

const { postBlock, listBlocks, deleteBlock, blockOk, offered } = blockKit(() => ({ app: t.app, admin }));

describe('DELETE /api/cars/{id}/blocks/{blockId}', () => {
  it('gives the period back to search, and records who removed what', async () => {
    const { from, to, car } = await createFlatStage(t.app);
    const block = await blockOk(car.id, wallClock(290, 8), wallClock(292, 8), 'Recall check');
    expect(await offered(from.id, to.id, wallClock(291, 8), wallClock(291, 12))).not.toContain(car.id);
    expect((await deleteBlock(car.id, block.id)).statusCode).toBe(204);
    expect(await offered(from.id, to.id, wallClock(291, 8), wallClock(291, 12))).toContain(car.id);
    expect((await listBlocks(car.id)).json()).toEqual([]);

    const entries = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(block.id)));
    expect(
      entries.filter((e) => e.entity === 'car_block').map((e) => [e.action, e.actorId, e.before, e.after]),
    ).toEqual([
      [
        'create',
        admin.user.id,
        null,
        { carId: car.id, startDateTime: wallClock(290, 8), endDateTime: wallClock(292, 8), reason: 'Recall check' },
      ],
      [
        'delete',
        admin.user.id,
        { carId: car.id, startDateTime: wallClock(290, 8), endDateTime: wallClock(292, 8), reason: 'Recall check' },
        null,
      ],
    ]);
  });

  it('answers 404 for another car’s block or a removed one, and keeps an ended block on record (409)', async () => {
    const { car } = await createFlatStage(t.app);
    const { car: other } = await createFlatStage(t.app);
    const block = await blockOk(car.id, wallClock(300, 8), wallClock(301, 8));
    expect((await deleteBlock(other.id, block.id)).statusCode).toBe(404);
    expect((await deleteBlock(car.id, block.id)).statusCode).toBe(204);
    expect((await deleteBlock(car.id, block.id)).statusCode).toBe(404);
    const [ended] = await t.db
      .insert(carBlocks)
      .values({
        carId: car.id,
        startAt: new Date('2024-01-01T08:00:00Z'),
        endAt: new Date('2024-01-02T08:00:00Z'),
        reason: 'Old',
      })
      .returning();
    expect((await listBlocks(car.id)).json<CarBlock[]>()).toEqual([
      expect.objectContaining({ id: ended!.id, ended: true }),
    ]);
    const refused = await deleteBlock(car.id, ended!.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].error).toBe(blockMessages.ended);
  });
});

describe('a block and a booking of the same slot, at once', () => {
  it('exactly one wins, and the loser is told why', async () => {
    for (let round = 0; round < 3; round++) {
      const { from, to, car } = await createFlatStage(t.app);
      const customer = await createUser(t.app);
      const trip = {
        fromCityId: from.id,
        toCityId: to.id,
        start: wallClock(310 + round, 10),
        end: wallClock(311 + round, 10),
      };
      const [block, booking] = await Promise.all([
        postBlock(car.id, { startDateTime: trip.start, endDateTime: trip.end, reason: 'Service' }),
        t.app.inject({
          method: 'POST',
          url: '/api/bookings',
          headers: customer.headers,
          payload: oneDayBody(customer, car.id, trip),
        }),
      ]);
      const blockWon = block.statusCode === 201;
      const bookingWon = booking.statusCode === 200;
      expect(blockWon !== bookingWon).toBe(true);
      if (blockWon) expect(booking.json()).toEqual({ errors: [{ error: bookingMessages.unavailable }] });
      else
        expect(block.json().errors[0].error).toBe(
          blockMessages.overlapsBookings([booking.json<{ bookingId: number }>().bookingId]),
        );
    }
  });
});
