import { describe, expect, it } from 'vitest';
import { AvailableCarsBody } from './cars';
import { CalculateCostBody, CreateBookingBody } from './bookings';
import { ClaimAuctionBody } from './auctions';
import { isTripWithinLimit, searchMessages, SearchParams } from './search';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('a trip lasts at most 30 days', () => {
  it('counts clock faces: exactly 30 days is allowed, a minute more is not, across a DST change too', () => {
    expect(isTripWithinLimit('2031-03-01T10:00:00', '2031-03-31T10:00:00')).toBe(true);
    expect(isTripWithinLimit('2031-03-01T10:00:00', '2031-03-31T10:01:00')).toBe(false);
    expect(isTripWithinLimit('2031-10-01T10:00', '2031-10-31T10:00')).toBe(true);
    expect(isTripWithinLimit('2031-01-01T10:00:00', '2046-01-01T10:00:00')).toBe(false);
  });

  it('is the same rule in the search URL, the search, the quote, the booking and the claim', () => {
    const from = '2031-03-01T10:00:00';
    const to = '2031-04-15T10:00:00';
    expect(
      messagesOf(
        SearchParams.safeParse({
          fromCity: '1',
          toCity: '2',
          fromDate: '2031-03-01',
          toDate: '2031-04-15',
          fromTime: '10:00',
          toTime: '10:00',
        }),
      ),
    ).toContain(searchMessages.tripTooLong);
    expect(
      messagesOf(AvailableCarsBody.safeParse({ fromCity: 1, toCity: 2, fromDateTime: from, toDateTime: to })),
    ).toEqual([searchMessages.tripTooLong]);
    expect(
      messagesOf(
        CalculateCostBody.safeParse({ carId: 1, fromCityId: 1, toCityId: 2, fromDateTime: from, toDateTime: to }),
      ),
    ).toEqual([searchMessages.tripTooLong]);
    const booking = {
      carId: 1,
      fromCityId: 1,
      toCityId: 2,
      fromDate: '2031-03-01',
      startDateTime: from,
      endDateTime: to,
      totalPrice: 1,
      coverage: 0,
      userId: 1,
    };
    expect(messagesOf(CreateBookingBody.safeParse(booking))).toEqual([searchMessages.tripTooLong]);
    const claim = {
      auctionId: 1,
      carId: 1,
      coverage: 2,
      fromCityId: 1,
      toCityId: 2,
      startDateTime: from,
      endDateTime: to,
    };
    expect(messagesOf(ClaimAuctionBody.safeParse(claim))).toEqual([searchMessages.tripTooLong]);
    expect(ClaimAuctionBody.safeParse({ ...claim, endDateTime: '2031-03-31T10:00:00' }).success).toBe(true);
  });
});

describe('a date that cannot be read', () => {
  it('gets its own field message only, not the trip-length one as well', () => {
    const result = AvailableCarsBody.safeParse({
      fromCity: 1,
      toCity: 2,
      fromDateTime: '2031-02-30T10:00:00',
      toDateTime: '2031-05-02T10:00:00',
    });
    expect(messagesOf(result)).toEqual([searchMessages.invalidDate]);
  });
});
