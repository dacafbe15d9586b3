import { describe, expect, it } from 'vitest';
import { decodeClaims, type Session } from '../../lib/session';
import { adminToken, customerToken } from '../../test/tokens';
import { decideAccess, type RouteAccess } from './access';

function sessionOf(token: string): Session {
  const claims = decodeClaims(token);
  if (!claims) throw new Error('bad test token');
  return { token, claims };
}

const sessions = {
  anonymous: null,
  customer: sessionOf(customerToken()),
  admin: sessionOf(adminToken()),
} as const;

const ALLOW = { allow: true };
const HOME = { allow: false, redirectTo: '/' };

// The route table (docs/product/screens-and-navigation.md#route-table) × the three kinds of visitor.
const table: Array<[RouteAccess, keyof typeof sessions, typeof ALLOW | typeof HOME]> = [
  ['public', 'anonymous', ALLOW],
  ['public', 'customer', ALLOW],
  ['public', 'admin', ALLOW],
  ['guests', 'anonymous', ALLOW],
  ['guests', 'customer', HOME],
  ['guests', 'admin', HOME],
  ['loggedIn', 'anonymous', HOME],
  ['loggedIn', 'customer', ALLOW],
  ['loggedIn', 'admin', ALLOW],
  ['customer', 'anonymous', HOME],
  ['customer', 'customer', ALLOW],
  ['customer', 'admin', HOME],
  ['admin', 'anonymous', HOME],
  ['admin', 'customer', HOME],
  ['admin', 'admin', ALLOW],
];

describe('decideAccess', () => {
  it.each(table)('%s route, %s visitor', (access, visitor, expected) => {
    expect(decideAccess(access, sessions[visitor])).toEqual(expected);
  });

  it('remembers the page a logged-out visitor asked for, and only theirs (docs/product/accounts-and-roles.md#coming-back)', () => {
    expect(decideAccess('loggedIn', null, '/my-bookings?page=2')).toEqual({ ...HOME, returnTo: '/my-bookings?page=2' });
    expect(decideAccess('admin', null, '/car-info?carId=4')).toEqual({ ...HOME, returnTo: '/car-info?carId=4' });
    // Logged in without the role: logging in again would not help.
    expect(decideAccess('admin', sessions.customer, '/car-info?carId=4')).toEqual(HOME);
    expect(decideAccess('loggedIn', null, '/logout')).toEqual(HOME);
  });

  it('sends a logged-in visitor on /login to the app page its returnTo names, else home', () => {
    const login = (returnTo: string) => `/login?returnTo=${encodeURIComponent(returnTo)}`;
    expect(decideAccess('guests', sessions.customer, login('/new-booking?carId=3'))).toEqual({
      allow: false,
      redirectTo: '/new-booking?carId=3',
    });
    for (const hostile of ['//evil.example', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      expect(decideAccess('guests', sessions.customer, login(hostile))).toEqual(HOME);
    }
    expect(decideAccess('guests', sessions.customer, '/register')).toEqual(HOME);
    expect(decideAccess('guests', null, login('/my-bookings'))).toEqual(ALLOW);
  });

  it('treats a session without a userId claim as logged out', () => {
    const session = { token: 'x', claims: { roles: ['ADMIN'] } } as unknown as Session;
    expect(decideAccess('admin', session)).toEqual(HOME);
    expect(decideAccess('guests', session)).toEqual(ALLOW);
  });
});
