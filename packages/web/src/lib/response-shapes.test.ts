import { ErrorBody, SessionClaims, TokenResponse } from '@wayfare/common';
import { describe, expect, it } from 'vitest';
import { parseErrorBody, parseSessionClaims, readAccessToken } from './response-shapes';

/** Each hand-written check agrees with its zod schema, value for value. */
const claims = {
  userId: 7,
  roles: ['CUSTOMER'],
  sub: 'c@example.com',
  exp: 2_000_000_000,
  iat: 1_999_999_000,
  jti: 'j1',
};
const claimSamples: unknown[] = [
  claims,
  { ...claims, sub: undefined },
  { ...claims, extra: 'dropped' },
  { ...claims, roles: ['ADMIN', 'CUSTOMER'] },
  { ...claims, roles: [] },
  { ...claims, roles: ['ROOT'] },
  { ...claims, roles: 'ADMIN' },
  { ...claims, userId: 1.5 },
  { ...claims, userId: '7' },
  { ...claims, userId: undefined },
  { ...claims, exp: '1' },
  { ...claims, iat: undefined },
  { ...claims, jti: 3 },
  { ...claims, sub: 3 },
  null,
  'token',
  [claims],
];

const errorSamples: unknown[] = [
  { errors: [{ error: 'Bad' }] },
  { errors: [{ error: 'Bad', field: 'email' }, { error: 'Worse' }] },
  { errors: [{ error: 'Bad', extra: 1 }] },
  { errors: [{ error: 'Taken: #12, #15', field: 'startDateTime', bookingIds: [12, 15] }] },
  { errors: [{ error: 'Taken', bookingIds: [] }] },
  { errors: [{ error: 'Taken', bookingIds: [1.5] }] },
  { errors: [{ error: 'Taken', bookingIds: ['12'] }] },
  { errors: [{ error: 'Taken', bookingIds: 12 }] },
  { errors: [] },
  { errors: [{ field: 'email' }] },
  { errors: [{ error: 'Bad', field: 3 }] },
  { errors: 'Bad' },
  { message: 'Bad' },
  null,
  [],
];

describe('response shapes without zod', () => {
  it.each(claimSamples.map((s) => [JSON.stringify(s) ?? String(s), s]))('session claims %s', (_, sample) => {
    const parsed = SessionClaims.safeParse(sample);
    expect(parseSessionClaims(sample)).toEqual(parsed.success ? parsed.data : null);
  });

  it.each(errorSamples.map((s) => [JSON.stringify(s), s]))('error body %s', (_, sample) => {
    const parsed = ErrorBody.safeParse(sample);
    expect(parseErrorBody(sample)).toEqual(parsed.success ? parsed.data : null);
  });

  it('reads the access token of a renewal answer like TokenResponse', () => {
    expect(readAccessToken({ accessToken: 'abc', extra: 1 })).toBe(
      TokenResponse.parse({ accessToken: 'abc' }).accessToken,
    );
    for (const bad of [{}, { accessToken: 1 }, null, 'abc']) {
      expect(() => TokenResponse.parse(bad)).toThrow();
      expect(() => readAccessToken(bad)).toThrow();
    }
  });
});
