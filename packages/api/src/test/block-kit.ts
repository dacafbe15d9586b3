import type { Car, CarBlock } from '@wayfare/common';
import type { App } from '../app';
import type { TestUser } from './factories';
import type { TripAsked } from './change-kit';

/**
 * The maintenance-block tests' requests. `stage` is read at call time, so a test file can build the kit at module
 * level and create its app and admin in `beforeAll`.
 */
export function blockKit(stage: () => { app: App; admin: TestUser }) {
  const postBlock = (carId: number, body: object, user: TestUser = stage().admin) =>
    stage().app.inject({ method: 'POST', url: `/api/cars/${carId}/blocks`, headers: user.headers, payload: body });
  const listBlocks = (carId: number, user: TestUser = stage().admin) =>
    stage().app.inject({ method: 'GET', url: `/api/cars/${carId}/blocks`, headers: user.headers });
  const deleteBlock = (carId: number, blockId: number, user: TestUser = stage().admin) =>
    stage().app.inject({ method: 'DELETE', url: `/api/cars/${carId}/blocks/${blockId}`, headers: user.headers });

  async function blockOk(carId: number, start: string, end: string, reason = 'Annual service'): Promise<CarBlock> {
    const response = await postBlock(carId, { startDateTime: start, endDateTime: end, reason });
    if (response.statusCode !== 201) throw new Error(`block: ${response.statusCode} ${response.body}`);
    return response.json<CarBlock>();
  }

  /** The ids of the cars a guest's search offers for the trip. */
  async function offered(fromCityId: number, toCityId: number, start: string, end: string) {
    const response = await stage().app.inject({
      method: 'POST',
      url: '/api/cars/availableCars',
      payload: { fromCity: fromCityId, toCity: toCityId, fromDateTime: start, toDateTime: end },
    });
    return response.json<Car[]>().map((car) => car.id);
  }

  const priceOf = (user: TestUser, carId: number, trip: TripAsked) =>
    stage().app.inject({
      method: 'POST',
      url: '/api/bookings/calculate-cost',
      headers: user.headers,
      payload: {
        carId,
        fromCityId: trip.fromCityId,
        toCityId: trip.toCityId,
        fromDateTime: trip.start,
        toDateTime: trip.end,
      },
    });

  return { postBlock, listBlocks, deleteBlock, blockOk, offered, priceOf };
}

/** A creation body for the flat stage's 1-day trip (15 € service fee + 45 € for the day: 60 €; change-kit.ts). */
export const oneDayBody = (user: TestUser, carId: number, trip: TripAsked) => ({
  carId,
  fromCityId: trip.fromCityId,
  toCityId: trip.toCityId,
  fromDate: trip.start.slice(0, 10),
  startDateTime: trip.start,
  endDateTime: trip.end,
  totalPrice: 60,
  coverage: 0,
  userId: user.user.id,
});
