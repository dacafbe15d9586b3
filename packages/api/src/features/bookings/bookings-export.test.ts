import { wallClockToInstant } from '@wayfare/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { parseCsv } from '../../test/csv';
import { createAdmin, createBooking, createCar, createCity, createUser, type TestUser } from '../../test/factories';

let t: TestApp;
let admin: TestUser;
let ann: TestUser;
let plainId: number;
let hostileId: number;

const HEADER = [
  'id',
  'status',
  'customer name',
  'customer e-mail',
  'car',
  'registration',
  'from city',
  'to city',
  'pick-up',
  'drop-off',
  'coverage',
  'distance km',
  'total price',
  'created',
];

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app);
  ann = await createUser(t.app, { name: 'Ann Müller, "the boss"', email: 'ann@example.com' });
  const hostile = await createUser(t.app, {
    name: '=HYPERLINK("http://evil.example","x")',
    email: '@SUM(A1)@example.com',
  });
  const berlin = await createCity(t.app, { name: 'Köln\nsüd' });
  const minus = await createCity(t.app, { name: '-2+3' });
  const car = await createCar(t.app, { cityId: berlin.id, make: '+1', model: 'Golf', registrationNumber: '\tTAB-1' });
  const at = (wallClock: string) => wallClockToInstant(wallClock, t.app.config.timezone);
  plainId = (
    await createBooking(t.app, {
      userId: ann.user.id,
      carId: car.id,
      startAt: at('2030-06-01T09:30:00'),
      endAt: at('2030-06-03T18:00:00'),
      coverage: 2,
      distance: 12.5,
      totalPrice: 99.9,
    })
  ).id;
  hostileId = (
    await createBooking(t.app, {
      userId: hostile.user.id,
      carId: car.id,
      endCityId: minus.id,
      status: 'Canceled',
      startAt: at('2030-07-01T09:30:00'),
      endAt: at('2030-07-02T09:30:00'),
    })
  ).id;
});
afterAll(() => t.close());

const exportCsv = (query = '', user: TestUser | null = admin) =>
  t.app.inject({ method: 'GET', url: `/api/bookings/export.csv${query}`, headers: user?.headers ?? {} });

describe('GET /api/bookings/export.csv', () => {
  it('answers a dated UTF-8 CSV attachment with a header row, newest first', async () => {
    const response = await exportCsv();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="wayfare-bookings-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual(HEADER);
    expect(rows.map((row) => Number(row[0]))).toEqual([hostileId, plainId]);
    expect(rows[1]).toEqual([
      String(plainId),
      'Paid',
      'Ann Müller, "the boss"',
      'ann@example.com',
      "'+1 Golf",
      "'\tTAB-1",
      'Köln\nsüd',
      'Köln\nsüd',
      '2030-06-01T09:30:00',
      '2030-06-03T18:00:00',
      'Premium',
      '12.5',
      '99.9',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/),
    ]);
  });

  it('quotes commas, quotes and line breaks as RFC 4180 says, in UTF-8 bytes', async () => {
    const body = (await exportCsv()).rawPayload;
    const text = body.toString('utf8');
    expect(text.startsWith('id,status,customer name,')).toBe(true);
    expect(text).toContain('"Ann Müller, ""the boss"""');
    expect(text).toContain('"Köln\nsüd"');
    expect(body.includes(Buffer.from('Müller', 'utf8'))).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it("prefixes text cells a spreadsheet would run as formulas with '", async () => {
    const [, hostile] = parseCsv((await exportCsv()).body);
    expect(hostile?.[2]).toBe('\'=HYPERLINK("http://evil.example","x")');
    expect(hostile?.[3]).toBe("'@SUM(A1)@example.com");
    expect(hostile?.[4]).toBe("'+1 Golf");
    expect(hostile?.[7]).toBe("'-2+3");
  });

  it('takes the list filters', async () => {
    const ids = async (query: string) =>
      parseCsv((await exportCsv(query)).body)
        .slice(1)
        .map((row) => Number(row[0]));
    expect(await ids('?status=Canceled')).toEqual([hostileId]);
    expect(await ids('?q=m%C3%BCller')).toEqual([plainId]);
    expect(await ids('?from=2030-06-03&to=2030-06-30')).toEqual([plainId]);
    expect(await ids('?q=nobody')).toEqual([]);
    expect((await exportCsv('?status=nope')).statusCode).toBe(400);
  });

  it('is for administrators only', async () => {
    expect((await exportCsv('', ann)).statusCode).toBe(403);
    expect((await exportCsv('', null)).statusCode).toBe(401);
  });
});
