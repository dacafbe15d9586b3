import { BookingFilters } from '@wayfare/common';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

const NAMES = ['status', 'carId', 'car', 'q', 'from', 'to'] as const;

/**
 * The bookings list filters, kept in the URL (`?status=&carId=&car=&q=&from=&to=`) so a filtered list can be reloaded and
 * shared. A value the contract refuses (an old or edited link) is dropped rather than sent to be refused again.
 * Setting filters goes back to the first page.
 */
export function useBookingFilters(pageKey = 'page') {
  const [query, setQuery] = useSearchParams();
  const raw = NAMES.map((name) => query.get(name) ?? '').join('\u0000');
  const filters = useMemo<BookingFilters>(() => {
    const values = raw.split('\u0000');
    const candidate = Object.fromEntries(NAMES.map((name, i) => [name, values[i] ?? '']));
    const whole = BookingFilters.safeParse(candidate);
    if (whole.success) return whole.data;
    // Keep the fields that are fine on their own.
    const kept: Record<string, unknown> = {};
    for (const name of NAMES) {
      const one = BookingFilters.safeParse({ [name]: candidate[name] });
      if (one.success) Object.assign(kept, one.data);
    }
    return kept as BookingFilters;
  }, [raw]);

  const setFilters = useCallback(
    (next: BookingFilters) =>
      setQuery((previous) => {
        const updated = new URLSearchParams(previous);
        for (const name of NAMES) {
          const value = next[name];
          if (value === undefined || value === '') updated.delete(name);
          else updated.set(name, String(value));
        }
        updated.delete(pageKey);
        return updated;
      }),
    [pageKey, setQuery],
  );

  return { filters, setFilters };
}
