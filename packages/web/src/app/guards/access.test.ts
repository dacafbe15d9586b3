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

  it('treats a session without a userId claim as logged out', () => {
    const session = { token: 'x', claims: { roles: ['ADMIN'] } } as unknown as Session;
    expect(decideAccess('admin', session)).toEqual(HOME);
    expect(decideAccess('guests', session)).toEqual(ALLOW);
  });
});
