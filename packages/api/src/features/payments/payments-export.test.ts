import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { parseCsv } from '../../test/csv';
import { createAdmin, createBooking, createUser, type TestUser } from '../../test/factories';

let t: TestApp;
let admin: TestUser;
let ann: TestUser;
let bookingId: number;
const ids: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app);
  ann = await createUser(t.app, { name: 'Jürgen "J" Groß', email: 'juergen@example.com' });
  bookingId = (await createBooking(t.app, { userId: ann.user.id })).id;
  const base = { userId: ann.user.id, provider: 'test' as const, bookingId };
  const [paid] = await t.db
    .insert(payments)
    .values({
      ...base,
      kind: 'booking',
      description: 'Trip, with\nextras',
      amount: 120.5,
      paid: true,
      paidAt: new Date(),
    })
    .returning();
  const [refund] = await t.db
    .insert(payments)
    .values({
      ...base,
      kind: 'refund',
      description: '-Refund @cancel',
      amount: -40,
      paid: true,
      paidAt: new Date(),
      refundOfPaymentId: paid!.id,
    })
    .returning();
  const [charge] = await t.db
    .insert(payments)
    .values({ ...base, kind: 'damage_charge', description: '=1+1', amount: 80 })
    .returning();
  ids.push(paid!.id, refund!.id, charge!.id);
});
afterAll(() => t.close());

const exportCsv = (user: TestUser | null = admin) =>
  t.app.inject({ method: 'GET', url: '/api/payments/export.csv', headers: user?.headers ?? {} });

describe('GET /api/payments/export.csv', () => {
  it('answers every payment as a dated CSV attachment, newest first, amounts as numbers', async () => {
    const response = await exportCsv();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="wayfare-payments-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual([
      'id',
      'kind',
      'description',
      'customer',
      'customer e-mail',
      'amount',
      'paid',
      'paid at',
      'created',
      'booking id',
    ]);
    const [charge, refund, paid] = rows;
    expect(rows.map((row) => Number(row[0]))).toEqual([...ids].reverse());
    expect(paid?.slice(1, 7)).toEqual([
      'booking',
      'Trip, with\nextras',
      'Jürgen "J" Groß',
      'juergen@example.com',
      '120.5',
      'yes',
    ]);
    expect(paid?.[9]).toBe(String(bookingId));
    // A refund's amount stays a number; its text cells get the formula guard.
    expect(refund?.slice(1, 7)).toEqual([
      'refund',
      "'-Refund @cancel",
      'Jürgen "J" Groß',
      'juergen@example.com',
      '-40',
      'yes',
    ]);
    expect(charge?.slice(1, 8)).toEqual([
      'damage_charge',
      "'=1+1",
      'Jürgen "J" Groß',
      'juergen@example.com',
      '80',
      'no',
      '',
    ]);
    expect(response.body).toContain('"Jürgen ""J"" Groß"');
  });

  it('is for administrators only', async () => {
    expect((await exportCsv(ann)).statusCode).toBe(403);
    expect((await exportCsv(null)).statusCode).toBe(401);
  });
});
