import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { usePageParam } from './use-page-param';

function wrapper({ children }: { children: ReactNode }) {
  return <MemoryRouter initialEntries={['/my-profile?bookingsPage=2']}>{children}</MemoryRouter>;
}

describe('usePageParam', () => {
  it('keeps two lists on one page apart, each under its own key', () => {
    const { result } = renderHook(
      () => ({
        bookings: usePageParam('bookingsPage'),
        payments: usePageParam('paymentsPage'),
        location: useLocation(),
      }),
      { wrapper },
    );
    expect(result.current.bookings[0]).toBe(2);
    expect(result.current.payments[0]).toBe(0);

    act(() => result.current.payments[1](1));
    expect(result.current.payments[0]).toBe(1);
    expect(result.current.bookings[0]).toBe(2);
    expect(result.current.location.search).toBe('?bookingsPage=2&paymentsPage=1');

    // Page 0 is the default and leaves the URL clean.
    act(() => result.current.bookings[1](0));
    expect(result.current.location.search).toBe('?paymentsPage=1');
  });
});
