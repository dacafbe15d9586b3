import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { returnToParam, safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it.each([
    '/new-booking?carId=3&fromCity=1&toCity=2&fromDate=2030-01-10&fromTime=10:00&toDate=2030-01-12&toTime=12:00',
    '/my-bookings',
    '/search?fromCity=1&toCity=2&delivery=Main%20Street%201',
    '/car-info?carId=4#booking-12',
    '/auction?auctionId=1',
  ])('keeps the app path %s', (path) => {
    expect(safeReturnTo(path)).toBe(path);
  });

  it.each([
    // another site, however it is written
    '//evil.example',
    '//evil.example/my-bookings',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'https://evil.example',
    'http:/evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'evil.example',
    ' /my-bookings',
    // encoded once more than the address bar decodes
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5Cevil.example',
    '/%5C%5Cevil.example',
    '/%09/evil.example',
    '%2Fmy-bookings',
    'javascript%3Aalert(1)',
    '/%E0%A4%A', // not decodable
    // nowhere worth coming back to
    '',
    '/login',
    '/login?returnTo=/my-bookings',
    '/register',
    '/logout',
    `/${'a'.repeat(3000)}`,
  ])('refuses %j and gives the home page', (value) => {
    expect(safeReturnTo(value)).toBe('/');
  });

  it('gives the home page without a value', () => {
    expect(safeReturnTo(null)).toBe('/');
    expect(safeReturnTo(undefined)).toBe('/');
  });
});

describe('the login and register links', () => {
  it('carry an app path and leave the home page out (login goes there anyway)', () => {
    expect(paths.login.href({ returnTo: returnToParam('/my-bookings?page=1') })).toBe(
      '/login?returnTo=%2Fmy-bookings%3Fpage%3D1',
    );
    expect(paths.register.href({ returnTo: returnToParam('/') })).toBe('/register');
    expect(paths.login.href({ returnTo: returnToParam('//evil.example') })).toBe('/login');
    expect(paths.login.href()).toBe('/login');
  });
});
