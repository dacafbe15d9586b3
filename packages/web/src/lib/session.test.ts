import { describe, expect, it } from 'vitest';
import { adminToken, customerToken, fakeToken } from '../test/tokens';
import { clearSession, getSession, hasRole, isLoggedIn, restoreSession, startSession } from './session';

const now = Math.floor(Date.now() / 1000);

describe('restoreSession: a stored token is kept while valid, an expired one ends the session', () => {
  it('is anonymous when nothing is stored', () => {
    expect(restoreSession(now)).toBe('anonymous');
    expect(getSession()).toBeNull();
  });

  it('keeps a stored token that has not expired', () => {
    const token = customerToken(60);
    sessionStorage.setItem('accessToken', token);
    expect(restoreSession(now)).toBe('restored');
    expect(getSession()?.token).toBe(token);
    expect(sessionStorage.getItem('accessToken')).toBe(token);
    expect(JSON.parse(sessionStorage.getItem('claims') ?? '{}')).toMatchObject({ userId: 7, roles: ['CUSTOMER'] });
  });

  it('clears an expired token and reports it so the app can send the user to /login', () => {
    sessionStorage.setItem('accessToken', fakeToken({ expiresIn: -1, now }));
    expect(restoreSession(now)).toBe('expired');
    expect(getSession()).toBeNull();
    expect(sessionStorage.getItem('accessToken')).toBeNull();
  });

  it('counts a token expiring exactly now as expired', () => {
    sessionStorage.setItem('accessToken', fakeToken({ expiresIn: 0, now }));
    expect(restoreSession(now)).toBe('expired');
  });

  it('drops a stored value that is not a token', () => {
    sessionStorage.setItem('accessToken', 'garbage');
    expect(restoreSession(now)).toBe('anonymous');
    expect(sessionStorage.getItem('accessToken')).toBeNull();
  });
});

describe('session state', () => {
  it('is logged in exactly when a userId claim exists, with the roles of the token', () => {
    expect(isLoggedIn(getSession())).toBe(false);
    startSession(adminToken());
    expect(isLoggedIn(getSession())).toBe(true);
    expect(hasRole(getSession(), 'ADMIN')).toBe(true);
    expect(hasRole(getSession(), 'CUSTOMER')).toBe(false);
    clearSession();
    expect(isLoggedIn(getSession())).toBe(false);
    expect(sessionStorage.length).toBe(0);
  });

  it('refuses a token without the expected claims', () => {
    expect(() => startSession('not.a.token')).toThrow();
  });
});
