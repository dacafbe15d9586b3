import type { SearchParams } from '@wayfare/common';
import dayjs from 'dayjs';

/** Field values of the search form: Mantine's Select and DateInput use null for "nothing chosen". */
export interface SearchFormValues {
  fromCity: string | null;
  toCity: string | null;
  fromDate: string | null;
  toDate: string | null;
  fromTime: string;
  toTime: string;
}

export const DEFAULT_TRIP_TIME = '10:00';

/** A trip that starts tomorrow and ends three days later, both at 10:00. */
export function defaultTripDates(
  now: Date = new Date(),
): Pick<SearchParams, 'fromDate' | 'toDate' | 'fromTime' | 'toTime'> {
  const tomorrow = dayjs(now).add(1, 'day');
  return {
    fromDate: tomorrow.format('YYYY-MM-DD'),
    toDate: tomorrow.add(3, 'day').format('YYYY-MM-DD'),
    fromTime: DEFAULT_TRIP_TIME,
    toTime: DEFAULT_TRIP_TIME,
  };
}

export function emptySearchValues(now?: Date): SearchFormValues {
  return { fromCity: null, toCity: null, ...defaultTripDates(now) };
}

/** Search values read from a URL query (the /search page, shared links); missing ones stay empty. */
export function searchValuesFromQuery(query: URLSearchParams, now?: Date): SearchFormValues {
  const defaults = emptySearchValues(now);
  return {
    fromCity: query.get('fromCity') ?? defaults.fromCity,
    toCity: query.get('toCity') ?? defaults.toCity,
    fromDate: query.get('fromDate') ?? defaults.fromDate,
    toDate: query.get('toDate') ?? defaults.toDate,
    fromTime: query.get('fromTime') ?? defaults.fromTime,
    toTime: query.get('toTime') ?? defaults.toTime,
  };
}
