import { expect, type APIRequestContext } from '@playwright/test';
import { bookingTotal, type CostBreakdown } from '@wayfare/common';
import { tokenOf, type Who } from './auctions';
import { addCar } from './cars';
import { citiesByName, daysAhead } from './slow-phone';

export interface OwnTrip {
  /** The car's plate: unique per run (and per retry), so the journey's car is its own. */
  plate: string;
  make: string;
  model: string;
  /** Pick-up this many days ahead, Hamburg → Berlin, two days long. */
  day: number;
  /** Paid through the test checkout, or left Unpaid. */
  pay: boolean;
}

/**
 * A trip of `who` in a car of its own, booked (and paid, when asked) through the API as the pages would: the car is
 * added by the admin, the price asked, the booking made, the test checkout paid and confirmed.
 */
export async function tripOf(request: APIRequestContext, who: Who, trip: OwnTrip) {
  const { Hamburg, Berlin } = await citiesByName(request);
  const carId = await addCar(request, {
    make: trip.make,
    model: trip.model,
    registrationNumber: trip.plate,
    fuelConsumption: 5,
    cityId: Hamburg!.id,
  });
  expect(carId, `a car with the plate ${trip.plate} was already there`).not.toBeNull();
  const headers = { authorization: `Bearer ${await tokenOf(request, who)}` };
  const profile = (await (await request.get('/api/users/currentUserProfile', { headers })).json()) as { id: number };
  const fromDate = daysAhead(trip.day);
  const body = { carId: carId!, fromCityId: Hamburg!.id, toCityId: Berlin!.id, coverage: 0 as const };
  const [start, end] = [`${fromDate}T10:00:00`, `${daysAhead(trip.day + 2)}T10:00:00`];
  const cost = (await (
    await request.post('/api/bookings/calculate-cost', {
      headers,
      data: { ...body, fromDateTime: start, toDateTime: end },
    })
  ).json()) as CostBreakdown;
  const totalPrice = bookingTotal(cost, 0, false);
  const booked = await request.post('/api/bookings', {
    headers,
    data: { ...body, fromDate, startDateTime: start, endDateTime: end, totalPrice, userId: profile.id },
  });
  expect(booked.status(), await booked.text()).toBe(200);
  const { bookingId } = (await booked.json()) as { bookingId: number };
  if (trip.pay) {
    const { url } = (await (await request.get(`/api/payments/pay?bookingId=${bookingId}`, { headers })).json()) as {
      url: string;
    };
    const sessionId = url.split('/checkout/')[1]!;
    const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Cleo Canceler' };
    expect((await request.post(`/api/payments/test-checkout/${sessionId}/pay`, { data: card })).ok()).toBe(true);
    const confirmed = await request.get(`/api/payments/success?sessionId=${sessionId}`, { headers });
    expect(await confirmed.json()).toEqual({ paid: true });
  }
  return { bookingId, totalPrice, carId: carId!, start, end };
}
