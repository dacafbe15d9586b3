import { describe, expect, it } from 'vitest';
import { MAX_TRIP_DAYS } from './constants';
import { searchMessages } from './search';

describe('searchMessages', () => {
  it('name the longest trip the search allows', () => {
    expect(searchMessages.tripTooLong).toBe(`A trip can last at most ${MAX_TRIP_DAYS} days.`);
  });
});
