import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMessages, latestBirthDateForAge, messages, MINIMUM_AGE_YEARS } from '@wayfare/common';
import { bookings, users } from '../src/db/schema';
import { createTestApp, type TestApp } from '../src/test/app';
import { createUser } from '../src/test/factories';
import { bookTrip, newTrip } from './support/bookings';
import { expectErrorBody } from './support/http';

/**
 * The minimum age of 18 holds everywhere. Before, registration took any birth date up to today, and an account made
 * by Google sign-in (which has no birth date) could book at once.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (birthDate: string, email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Young Driver', email, password: 'secret-pw', confirmPassword: 'secret-pw', birthDate },
  });

/** A birth date that makes someone `years` old today, give or take `days`. */
function birthDate(years: number, days = 0): string {
  const date = new Date(`${latestBirthDateForAge(years)}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describe('the minimum age of 18', () => {
  it('registration refuses someone who turns 18 tomorrow, on the birth date field, and creates nothing', async () => {
    const email = `young-${Date.now()}@example.test`;
    const refused = await register(birthDate(MINIMUM_AGE_YEARS, 1), email);
    expectErrorBody(refused, 400);
    expect(refused.json()).toEqual({ errors: [{ error: 'You must be at least 18 years old.', field: 'birthDate' }] });
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);

    const adult = await register(birthDate(MINIMUM_AGE_YEARS), email);
    expect(adult.statusCode, adult.body).toBe(200);
  });

  it('a date after today is still "Enter a valid birth date." (one message per wrong value)', async () => {
    const refused = await register('2999-01-01', `future-${Date.now()}@example.test`);
    expect(refused.json()).toEqual({ errors: [{ error: messages.register.birthDate, field: 'birthDate' }] });
  });

  it('an account without a birth date (as Google sign-in creates it) must add one before booking', async () => {
    const googleMade = await createUser(t.app, { birthDate: null, googleSub: `google-${Date.now()}` });
    const refused = await bookTrip(t.app, googleMade, await newTrip(t.app));
    expectErrorBody(refused, 409);
    expect(refused.json()).toEqual({
      errors: [{ error: 'Add your birth date in your profile before booking.', field: 'birthDate' }],
    });
    expect(await t.db.select().from(bookings).where(eq(bookings.userId, googleMade.user.id))).toHaveLength(0);

    // The profile form is how a person adds it; then booking works.
    const profile = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${googleMade.user.id}`,
      headers: googleMade.headers,
      payload: { name: googleMade.user.name, email: googleMade.user.email, birthDate: '1990-01-01' },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    expect((await bookTrip(t.app, googleMade, await newTrip(t.app))).statusCode).toBe(200);
  });

  it('an account whose stored birth date is under 18 cannot book either', async () => {
    const minor = await createUser(t.app, { birthDate: birthDate(16) });
    const refused = await bookTrip(t.app, minor, await newTrip(t.app));
    expectErrorBody(refused, 409);
    expect(refused.json()).toEqual({ errors: [{ error: messages.register.underage, field: 'birthDate' }] });
    expect(bookingMessages.birthDateMissing).not.toBe(messages.register.underage);
  });
});
