import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { DAMAGE_DESCRIPTION_PREFIX } from '@wayfare/common';
import type { App } from '../../src/app';
import { messages, reviews } from '../../src/db/schema';
import { carBody } from '../../src/test/car-bodies';
import type { FakeRender } from '../../src/test/fake-render';
import { createBooking, createCar } from '../../src/test/factories';
import type { World } from './world';

/** One admin write as the walker makes it (admin-writes-audited.test.ts). */
export interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  url: string;
  payload?: unknown;
}
/** What the entry of the call must say; `before`/`after` are matched with toEqual (asymmetric matchers allowed). */
export interface Expected {
  entity: string;
  action: string;
  entityId: number | string | ((response: LightMyRequestResponse) => number | string);
  before: unknown;
  after: unknown;
}
/** Sets up what the call needs (entries written here do not count) and says what to call and what to expect. */
export type Recipe = () => Promise<{ call: Call; expected: Expected }>;

/**
 * The audit walker's recipes, one per audited write (keyed "METHOD /path" as in the OpenAPI document), and the
 * helpers its other tests share. Each recipe makes what its call needs through the API as the world's administrator.
 */
export function auditRecipes({ app, world, render }: { app: App; world: World; render: FakeRender }) {
  const admin = world.admin;
  const DAY = 86_400_000;

  const idOf = (response: LightMyRequestResponse) => response.json<{ id: number }>().id;
  const futureWallClock = (days: number, hour: number) => {
    const day = new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
    return `${day}T${String(hour).padStart(2, '0')}:00`;
  };
  const inject = (call: Call) =>
    app.inject({ method: call.method, url: call.url, headers: admin.headers, payload: call.payload as object });

  /** A customer's review of a trip of its own car (no other trip to overlap). */
  async function freshReview() {
    const car = await createCar(app, { cityId: world.cityId });
    const startAt = new Date(Date.now() - 90 * DAY);
    const booking = await createBooking(app, { carId: car.id, status: 'Rated', startAt });
    const [review] = await app.database.db
      .insert(reviews)
      .values({
        bookingId: booking.id,
        userId: booking.userId,
        carId: car.id,
        text: 'Fine',
        valueForMoney: 3,
        carCondition: 3,
        carSpeed: 3,
      })
      .returning();
    if (!review) throw new Error('no review');
    return { review, booking };
  }

  async function newBlock(carId: number) {
    const response = await inject({
      method: 'POST',
      url: `/api/cars/${carId}/blocks`,
      payload: { startDateTime: futureWallClock(400, 8), endDateTime: futureWallClock(402, 18), reason: 'Brakes' },
    });
    expect(response.statusCode, response.body).toBe(201);
    return idOf(response);
  }

  const recipes: Record<string, Recipe> = {
    'POST /api/cars': async () => {
      const body = carBody(world.cityId, { make: 'Audited', registrationNumber: 'AUD-NEW-1' });
      return {
        call: { method: 'POST', url: '/api/cars', payload: body },
        expected: {
          entity: 'car',
          action: 'create',
          entityId: idOf,
          before: null,
          after: {
            make: 'Audited',
            model: body.model,
            registrationNumber: 'AUD-NEW-1',
            fuelConsumption: body.fuelConsumption,
            cityId: world.cityId,
            isExclusive: false,
            seats: '5',
            doors: '4',
            transmission: 'Manual',
            extras: 'GPS',
            photoIds: [expect.any(Number)],
          },
        },
      };
    },
    'PUT /api/cars/{id}': async () => {
      const created = await inject({
        method: 'POST',
        url: '/api/cars',
        payload: carBody(world.cityId, { make: 'Old' }),
      });
      const car = created.json<{ id: number; photoUrls: string[] }>();
      const body = { ...carBody(world.cityId, { make: 'New' }), photosBase64: car.photoUrls };
      const { registrationNumber } = created.json<{ registrationNumber: string }>();
      return {
        call: { method: 'PUT', url: `/api/cars/${car.id}`, payload: { ...body, registrationNumber } },
        // Only the make changed: the kept photo, the features and the plate are not in the entry.
        expected: {
          entity: 'car',
          action: 'update',
          entityId: car.id,
          before: { make: 'Old' },
          after: { make: 'New' },
        },
      };
    },
    'DELETE /api/cars/{id}': async () => {
      const car = await createCar(app, { make: 'Retired', cityId: world.cityId });
      return {
        call: { method: 'DELETE', url: `/api/cars/${car.id}` },
        expected: {
          entity: 'car',
          action: 'delete',
          entityId: car.id,
          before: expect.objectContaining({ make: 'Retired', registrationNumber: car.registrationNumber }),
          after: null,
        },
      };
    },
    'POST /api/cars/{id}/blocks': async () => {
      const car = await createCar(app, { cityId: world.cityId });
      const payload = {
        startDateTime: futureWallClock(300, 9),
        endDateTime: futureWallClock(301, 17),
        reason: 'Tyres',
      };
      return {
        call: { method: 'POST', url: `/api/cars/${car.id}/blocks`, payload },
        expected: {
          entity: 'car_block',
          action: 'create',
          entityId: idOf,
          before: null,
          after: expect.objectContaining({ carId: car.id, reason: 'Tyres' }),
        },
      };
    },
    'DELETE /api/cars/{id}/blocks/{blockId}': async () => {
      const car = await createCar(app, { cityId: world.cityId });
      const blockId = await newBlock(car.id);
      return {
        call: { method: 'DELETE', url: `/api/cars/${car.id}/blocks/${blockId}` },
        expected: {
          entity: 'car_block',
          action: 'delete',
          entityId: blockId,
          before: expect.objectContaining({ carId: car.id, reason: 'Brakes' }),
          after: null,
        },
      };
    },
    'POST /api/cities': async () => {
      const payload = { name: 'Auditville', lat: 50.5, lon: 7.5, depoAddress: 'Hauptstraße 1' };
      return {
        call: { method: 'POST', url: '/api/cities', payload },
        expected: { entity: 'city', action: 'create', entityId: idOf, before: null, after: payload },
      };
    },
    'PUT /api/messages/{id}': async () => {
      const [message] = await app.database.db
        .insert(messages)
        .values({ userId: world.a.user.id, messageContent: 'Where is my receipt?' })
        .returning();
      if (!message) throw new Error('no message');
      return {
        call: { method: 'PUT', url: `/api/messages/${message.id}`, payload: { answerContent: 'In My payments.' } },
        expected: {
          entity: 'message',
          action: 'reply',
          entityId: message.id,
          before: { answerContent: null },
          after: { answerContent: 'In My payments.' },
        },
      };
    },
    'POST /api/discountPlans': async () => {
      const payload = { title: 'Gold', description: 'Ten trips', discountValue: 15, price: 99, remainingUses: 10 };
      return {
        call: { method: 'POST', url: '/api/discountPlans', payload },
        expected: { entity: 'discount_plan', action: 'create', entityId: idOf, before: null, after: payload },
      };
    },
    'DELETE /api/discountPlans/{id}': async () => {
      const payload = { title: 'Silver', description: 'Five trips', discountValue: 10, price: 49, remainingUses: 5 };
      const created = await inject({ method: 'POST', url: '/api/discountPlans', payload });
      const id = idOf(created);
      return {
        call: { method: 'DELETE', url: `/api/discountPlans/${id}` },
        expected: { entity: 'discount_plan', action: 'delete', entityId: id, before: payload, after: null },
      };
    },
    'POST /api/auctions': async () => {
      const car = await createCar(app, { cityId: world.cityId, isExclusive: true });
      const payload = {
        car: car.id,
        description: 'A rare one',
        minBidAmount: 100,
        endDateTime: futureWallClock(7, 12),
      };
      return {
        call: { method: 'POST', url: '/api/auctions', payload },
        expected: {
          entity: 'auction',
          action: 'create',
          entityId: idOf,
          before: null,
          after: {
            carId: car.id,
            description: 'A rare one',
            minBidAmount: 100,
            reservePrice: null,
            endDateTime: payload.endDateTime,
          },
        },
      };
    },
    'POST /api/payments/create-request': async () => {
      const car = await createCar(app, { cityId: world.cityId });
      const booking = await createBooking(app, {
        carId: car.id,
        userId: world.a.user.id,
        status: 'Finished',
        startAt: new Date(Date.now() - 60 * DAY),
      });
      const payload = {
        description: `${DAMAGE_DESCRIPTION_PREFIX} the left door`,
        totalCost: 120,
        userId: world.a.user.id,
        bookingId: booking.id,
      };
      return {
        call: { method: 'POST', url: '/api/payments/create-request', payload },
        expected: {
          entity: 'damage',
          action: 'create',
          entityId: idOf,
          before: null,
          after: { bookingId: booking.id, userId: world.a.user.id, description: payload.description, amount: 120 },
        },
      };
    },
    'PUT /api/reviews/{id}': async () => {
      const { review } = await freshReview();
      const payload = { text: 'Rude words removed', valueForMoney: 3, carCondition: 3, carSpeed: 3 };
      return {
        call: { method: 'PUT', url: `/api/reviews/${review.id}`, payload },
        expected: {
          entity: 'review',
          action: 'update',
          entityId: review.id,
          before: { text: 'Fine' },
          after: { text: 'Rude words removed' },
        },
      };
    },
    'DELETE /api/reviews/{id}': async () => {
      const { review, booking } = await freshReview();
      return {
        call: { method: 'DELETE', url: `/api/reviews/${review.id}` },
        expected: {
          entity: 'review',
          action: 'delete',
          entityId: review.id,
          before: {
            bookingId: booking.id,
            userId: booking.userId,
            text: 'Fine',
            valueForMoney: 3,
            carCondition: 3,
            carSpeed: 3,
          },
          after: null,
        },
      };
    },
    // The deployment actions are GETs (docs/product/admin-tools.md#deployments) but act on Render: audited too.
    'GET /api/deployments/render/on': async () => {
      const service = render.services.get('srv-back');
      if (service) service.suspended = 'suspended';
      return {
        call: { method: 'GET', url: '/api/deployments/render/on?serviceType=backend' },
        expected: {
          entity: 'deployment',
          action: 'start',
          entityId: 'backend',
          before: { suspended: 'suspended' },
          after: { suspended: 'not_suspended' },
        },
      };
    },
    'GET /api/deployments/render/off': async () => {
      const service = render.services.get('srv-front');
      if (service) service.suspended = 'not_suspended';
      return {
        call: { method: 'GET', url: '/api/deployments/render/off?serviceType=frontend' },
        expected: {
          entity: 'deployment',
          action: 'suspend',
          entityId: 'frontend',
          before: { suspended: 'not_suspended' },
          after: { suspended: 'suspended' },
        },
      };
    },
    'GET /api/deployments/render/redeploy': async () => ({
      call: { method: 'GET', url: '/api/deployments/render/redeploy?serviceType=backend' },
      expected: {
        entity: 'deployment',
        action: 'redeploy',
        entityId: 'backend',
        before: null,
        after: { updatedAt: expect.any(String) },
      },
    }),
  };

  return { recipes, inject, idOf, futureWallClock };
}
