import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fleetMessages, type FleetCalendar } from '@wayfare/common';
import { cars } from '../../db/schema';
import { useAdminAndCustomerStage } from '../../test/stage';
import { createBooking, createCar, type TestUser } from '../../test/factories';

/** docs/product/admin-tools.md#fleet-calendar: one request per view, days on the business clocks (Berlin here). */
const stage = useAdminAndCustomerStage('Cal Endar');

const get = (url: string, user: TestUser | null = stage.admin) =>
  stage.app.inject({ method: 'GET', url, headers: user ? user.headers : {} });
/** A UTC instant in March 2031 (Berlin is UTC+1 until the 30th). */
const utc = (day: number, hour: number) => new Date(Date.UTC(2031, 2, day, hour));

describe('GET /api/fleet/calendar', () => {
  it("answers the fleet and the live bookings that overlap the range's days, in business wall-clock time", async () => {
    const car = await createCar(stage.app, { make: 'Skoda', model: 'Octavia', registrationNumber: 'CAL-1' });
    const at = (startAt: Date, endAt: Date, status: 'Paid' | 'Canceled' | 'Finished' = 'Paid') =>
      createBooking(stage.app, { carId: car.id, userId: stage.customer.user.id, startAt, endAt, status });
    // 3 March 00:00 Berlin is 2 March 23:00 UTC; 16 March 24:00 Berlin is 16 March 23:00 UTC.
    const endsAtStart = await at(utc(2, 10), utc(2, 23));
    const overlapsStart = await at(utc(2, 23), utc(3, 1), 'Finished');
    const inside = await at(utc(10, 9), utc(12, 9));
    const canceled = await at(utc(12, 10), utc(13, 10), 'Canceled');
    const lastEvening = await at(utc(16, 22), utc(17, 8));
    const afterEnd = await at(utc(17, 9), utc(17, 23));
    // Another car's trip that starts exactly at the range's end (17 March 00:00 Berlin).
    const other = await createCar(stage.app);
    const startsAtEnd = await createBooking(stage.app, { carId: other.id, startAt: utc(16, 23), endAt: utc(17, 10) });

    const response = await get('/api/fleet/calendar?from=2031-03-03&to=2031-03-16');
    expect(response.statusCode, response.body).toBe(200);
    const calendar = response.json<FleetCalendar>();
    expect(calendar).toMatchObject({ from: '2031-03-03', to: '2031-03-16' });
    expect(calendar.cars).toContainEqual({
      id: car.id,
      make: 'Skoda',
      model: 'Octavia',
      registrationNumber: 'CAL-1',
      city: { id: car.cityId, name: expect.any(String) },
    });
    const ours = calendar.bookings.filter((b) => b.carId === car.id);
    expect(ours.map((b) => b.id)).toEqual([overlapsStart.id, inside.id, lastEvening.id]);
    expect(ours.map((b) => b.id)).not.toContain(endsAtStart.id);
    expect(ours.map((b) => b.id)).not.toContain(canceled.id);
    expect(ours.map((b) => b.id)).not.toContain(afterEnd.id);
    expect(calendar.bookings.map((b) => b.id)).not.toContain(startsAtEnd.id);
    expect(ours[1]).toMatchObject({
      status: 'Paid',
      startDateTime: '2031-03-10T10:00:00',
      endDateTime: '2031-03-12T10:00:00',
      customer: { id: stage.customer.user.id, name: 'Cal Endar' },
    });
  });

  it('leaves out cars taken off the road, with their bookings', async () => {
    const car = await createCar(stage.app);
    const trip = await createBooking(stage.app, { carId: car.id, startAt: utc(20, 9), endAt: utc(21, 9) });
    await stage.db.update(cars).set({ deletedAt: new Date() }).where(eq(cars.id, car.id));
    const calendar = (await get('/api/fleet/calendar?from=2031-03-19&to=2031-03-22')).json<FleetCalendar>();
    expect(calendar.cars.map((c) => c.id)).not.toContain(car.id);
    expect(calendar.bookings.map((b) => b.id)).not.toContain(trip.id);
  });

  it('is for administrators, over 1 to 62 days', async () => {
    expect((await get('/api/fleet/calendar?from=2031-03-01&to=2031-03-14', stage.customer)).statusCode).toBe(403);
    expect((await get('/api/fleet/calendar?from=2031-03-01&to=2031-03-14', null)).statusCode).toBe(401);
    expect((await get('/api/fleet/calendar?from=2031-03-01&to=2031-03-01')).statusCode).toBe(200);
    expect((await get('/api/fleet/calendar?from=2031-01-01&to=2031-03-03')).statusCode).toBe(200);
    for (const query of [
      'from=2031-03-14&to=2031-03-01',
      'from=2031-01-01&to=2031-03-04',
      'from=2031-02-30&to=2031-03-04',
      'from=yesterday&to=2031-03-04',
      'from=2031-03-01',
      `from=2031-03-01&to=${'9'.repeat(400)}`,
    ]) {
      expect((await get(`/api/fleet/calendar?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('says what range it takes in the language of the request', async () => {
    const url = '/api/fleet/calendar?from=2031-01-01&to=2031-03-04';
    const ask = (language: string) =>
      stage.app.inject({ method: 'GET', url, headers: { ...stage.admin.headers, 'accept-language': language } });
    expect((await ask('en')).json()).toEqual({
      errors: [{ error: fleetMessages.range, field: 'to' }],
    });
    expect((await ask('de')).json()).toEqual({
      errors: [
        { error: 'Wählen Sie einen Zeitraum von `from` bis `to` (JJJJ-MM-TT), höchstens 62 Tage.', field: 'to' },
      ],
    });
    expect((await ask('fr')).json()).toEqual({
      errors: [{ error: 'Choisissez une période de `from` à `to` (AAAA-MM-JJ), de 62 jours au maximum.', field: 'to' }],
    });
  });
});
