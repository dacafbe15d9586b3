import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMessages, searchMessages, tripMessages, type BookingChange } from '@wayfare/common';
import { createTestApp, type TestApp } from '../../test/app';
import { wallClock } from '../../test/booking-kit';
import {
  bookPaid,
  bookUnpaid,
  changeBody,
  changeOk,
  createFlatStage,
  postChange,
  readBooking,
  readChanges,
} from '../../test/change-kit';
import { createAdmin, createAuction, createBooking, createUser, type TestUser } from '../../test/factories';

/** Who may change which booking, and the values refused (docs/product/bookings-and-payments.md#changing-a-booking). */
let t: TestApp;
let customer: TestUser;
let other: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://shop.test', APP_TIMEZONE: 'Europe/Berlin' });
  customer = await createUser(t.app);
  other = await createUser(t.app);
  admin = await createAdmin(t.app);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const errorOf = (response: { json(): unknown }) =>
  (response.json() as { errors: { error: string; field?: string }[] }).errors[0];

async function stageWithBooking(day: number, paid = true, owner = customer) {
  const stage = await createFlatStage(t.app);
  const trip = {
    fromCityId: stage.from.id,
    toCityId: stage.to.id,
    start: wallClock(day, 10),
    end: wallClock(day + 1, 10),
  };
  const bookingId = await (paid ? bookPaid : bookUnpaid)(t.app, owner, stage.car.id, trip);
  return { ...stage, trip, bookingId };
}

describe('POST /api/bookings/{id}/change refuses', () => {
  it("other people's bookings (403), missing ones (404), admins and anonymous callers", async () => {
    const { trip, bookingId } = await stageWithBooking(200);
    const body = changeBody({ ...trip, end: wallClock(202, 10) });
    const foreign = await postChange(t.app, other, bookingId, body);
    expect(foreign.statusCode).toBe(403);
    expect(errorOf(foreign)?.error).toBe(tripMessages.changeNotYours);
    const missing = await postChange(t.app, customer, 2_000_000_000, body);
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing)?.error).toBe(bookingMessages.notFound);
    expect((await postChange(t.app, admin, bookingId, body)).statusCode).toBe(403);
    expect((await postChange(t.app, undefined, bookingId, body)).statusCode).toBe(401);
    expect(await readChanges(t.app, bookingId)).toHaveLength(0);
  });

  it('hostile values: huge or odd ids, drop-off before pick-up, a pick-up in the past, a wrong total', async () => {
    const { trip, bookingId } = await stageWithBooking(210);
    const body = changeBody({ ...trip, end: wallClock(212, 10) });
    expect((await postChange(t.app, customer, '99999999999999', body)).statusCode).toBe(400);
    expect((await postChange(t.app, customer, '-1', body)).statusCode).toBe(400);
    expect((await postChange(t.app, customer, 'abc', body)).statusCode).toBe(400);
    expect((await postChange(t.app, customer, bookingId, { ...body, toCityId: 99999999999 })).statusCode).toBe(400);
    const backwards = await postChange(t.app, customer, bookingId, { ...body, endDateTime: wallClock(209, 10) });
    expect(backwards.statusCode).toBe(400);
    expect(errorOf(backwards)?.error).toBe(searchMessages.dropOffBeforePickUp);
    const past = changeBody({ ...trip, start: '2020-01-01T10:00:00', end: '2020-01-02T10:00:00' });
    const inPast = await postChange(t.app, customer, bookingId, past);
    expect(inPast.statusCode).toBe(400);
    expect(errorOf(inPast)?.error).toBe(bookingMessages.startInPast);
    const unknownCity = await postChange(t.app, customer, bookingId, { ...body, toCityId: 2_000_000_000 });
    expect(unknownCity.statusCode).toBe(404);
    // 2 days = 105: a client that says 100 is told the price changed.
    const priced = await postChange(t.app, customer, bookingId, { ...body, totalPrice: 100 });
    expect(priced.statusCode).toBe(409);
    expect(errorOf(priced)?.error).toBe(bookingMessages.priceChanged);
    expect(await readChanges(t.app, bookingId)).toHaveLength(0);
    expect(await readBooking(t.app, bookingId)).toMatchObject({ totalPrice: 60, heldStartAt: null });
  });

  it('the same values, a started trip, a canceled booking, an auction claim', async () => {
    const { trip, bookingId, car } = await stageWithBooking(220);
    const same = await postChange(t.app, customer, bookingId, changeBody(trip));
    expect(same.statusCode).toBe(409);
    expect(errorOf(same)?.error).toBe(tripMessages.changeNothing);

    const started = await createBooking(t.app, {
      userId: customer.user.id,
      status: 'Paid',
      startAt: new Date(Date.now() - HOUR),
      endAt: new Date(Date.now() + 5 * HOUR),
    });
    const body = changeBody({
      fromCityId: started.startCityId,
      toCityId: trip.toCityId,
      start: wallClock(230, 10),
      end: wallClock(231, 10),
    });
    const late = await postChange(t.app, customer, started.id, body);
    expect(late.statusCode).toBe(409);
    expect(errorOf(late)?.error).toBe(tripMessages.changeTripStarted);

    const canceled = await createBooking(t.app, { userId: customer.user.id, status: 'Canceled' });
    const gone = await postChange(t.app, customer, canceled.id, body);
    expect(gone.statusCode).toBe(409);
    expect(errorOf(gone)?.error).toBe(tripMessages.changeStatus);

    await createAuction(t.app, { carId: car.id, claimedBookingId: bookingId });
    const won = await postChange(t.app, customer, bookingId, changeBody({ ...trip, end: wallClock(222, 10) }));
    expect(won.statusCode).toBe(409);
    expect(errorOf(won)?.error).toBe(tripMessages.changeAuction);
  });

  it('a second change while the first waits for its payment', async () => {
    const { trip, bookingId } = await stageWithBooking(240);
    expect(
      (await changeOk(t.app, customer, bookingId, changeBody({ ...trip, end: wallClock(242, 10) }))).amountDue,
    ).toBe(45);
    const twice = await postChange(t.app, customer, bookingId, changeBody({ ...trip, end: wallClock(243, 10) }));
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice)?.error).toBe(tripMessages.changePending);
  });

  it('a trip that overlaps another booking of the car (409 unavailable), nothing written', async () => {
    const { trip, bookingId, car, from, to } = await stageWithBooking(250);
    // The rival's trip two days later, from where the customer's trip ends.
    await bookPaid(t.app, other, car.id, {
      fromCityId: to.id,
      toCityId: from.id,
      start: wallClock(253, 10),
      end: wallClock(254, 10),
    });
    const clash = await postChange(t.app, customer, bookingId, changeBody({ ...trip, end: wallClock(253, 12) }));
    expect(clash.statusCode).toBe(409);
    expect(errorOf(clash)?.error).toBe(bookingMessages.unavailable);
    expect(await readChanges(t.app, bookingId)).toHaveLength(0);
    expect(await readBooking(t.app, bookingId)).toMatchObject({ status: 'Paid', totalPrice: 60, heldStartAt: null });
  });
});

describe('POST /api/bookings/{id}/change allows', () => {
  it('a change into a slot overlapping its own trip (a day longer), Unpaid and Paid', async () => {
    const unpaid = await stageWithBooking(260, false);
    const longer = changeBody({ ...unpaid.trip, end: wallClock(262, 10) });
    expect(await changeOk(t.app, customer, unpaid.bookingId, longer)).toMatchObject({ amountDue: 0, url: null });
    expect(await readBooking(t.app, unpaid.bookingId)).toMatchObject({ status: 'Unpaid', totalPrice: 105 });

    const paid = await stageWithBooking(270);
    const answer = await changeOk(
      t.app,
      customer,
      paid.bookingId,
      changeBody({ ...paid.trip, end: wallClock(272, 10) }),
    );
    expect(answer.amountDue).toBe(45);
    // The held trip overlaps the trip it extends: one booking, two overlapping periods, no conflict with itself.
    expect(await readBooking(t.app, paid.bookingId)).toMatchObject({ status: 'Paid', heldStartAt: expect.any(Date) });
  });
});

describe('GET /api/bookings/{id}/changes', () => {
  it('shows the history to its customer and to admins, oldest first; others 403, missing 404', async () => {
    // A customer of its own: the changes above left this file's customer with waiting changes (unpaid holds).
    const owner = await createUser(t.app);
    const { trip, bookingId } = await stageWithBooking(280, false, owner);
    await changeOk(t.app, owner, bookingId, changeBody({ ...trip, end: wallClock(282, 10) }));
    await changeOk(t.app, owner, bookingId, changeBody({ ...trip, end: wallClock(282, 10), coverage: 1 }));
    const get = (user: TestUser, id: number) =>
      t.app.inject({ method: 'GET', url: `/api/bookings/${id}/changes`, headers: user.headers });
    const own = await get(owner, bookingId);
    expect(own.statusCode).toBe(200);
    const changes = own.json<BookingChange[]>();
    expect(changes.map((c) => [c.status, c.before.totalPrice, c.after.totalPrice, c.after.coverage])).toEqual([
      ['applied', 60, 105, 'No'],
      ['applied', 105, 115, 'Top'],
    ]);
    expect(changes[0]?.before.startDateTime).toBe(trip.start);
    expect(changes[0]?.createdOn).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    expect((await get(admin, bookingId)).json()).toEqual(changes);
    expect((await get(other, bookingId)).statusCode).toBe(403);
    expect((await get(owner, 2_000_000_000)).statusCode).toBe(404);
  });
});
