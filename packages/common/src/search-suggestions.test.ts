import { describe, expect, it } from 'vitest';
import { formatWallClock } from './format';
import { text } from './i18n/namespace';
import { searchTexts } from './i18n/texts';
import { englishOf } from './i18n/translator';
import { SearchSuggestionsBody, shiftWallClockDays } from './search-suggestions';

describe('shiftWallClockDays', () => {
  it('moves the calendar day and keeps the clock face, across months, years and clock changes', () => {
    expect(shiftWallClockDays('2026-03-28T10:00:00', 1)).toBe('2026-03-29T10:00:00');
    expect(shiftWallClockDays('2026-12-30T23:30', 3)).toBe('2027-01-02T23:30:00');
    expect(shiftWallClockDays('2028-03-01T08:15:00', -1)).toBe('2028-02-29T08:15:00');
  });

  it('answers null off the calendar or for anything that is not a wall-clock date-time', () => {
    expect(shiftWallClockDays('9999-12-31T10:00:00', 1)).toBeNull();
    expect(shiftWallClockDays('2031-02-30T10:00:00x', 1)).toBeNull();
    expect(shiftWallClockDays('tomorrow', 1)).toBeNull();
  });
});

describe('the suggestions body and texts', () => {
  it('takes a search without its order and page, at most 30 days long', () => {
    const trip = { fromCity: 1, toCity: 2, fromDateTime: '2031-07-02T10:00:00', toDateTime: '2031-07-03T10:00:00' };
    expect(SearchSuggestionsBody.parse(trip)).toEqual({ ...trip, selectedFeatures: null });
    expect(SearchSuggestionsBody.safeParse({ ...trip, toDateTime: '2031-08-03T10:00:00' }).success).toBe(false);
  });

  it('says where the cars are', () => {
    const startAt = formatWallClock('2026-12-05T10:00:00');
    expect(englishOf(text(searchTexts, 'suggestions.carsFreeFrom', { startAt, count: 3 }))).toBe(
      'Cars are free from 2026-12-05 10:00 (3 cars)',
    );
    expect(englishOf(text(searchTexts, 'suggestions.nearby', { city: 'Potsdam', count: 1 }))).toBe(
      'Nearby: Potsdam (1 car)',
    );
  });
});
