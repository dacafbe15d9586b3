import { expect, type APIRequestContext } from '@playwright/test';
import { demo } from './session';

/** A real 32×20 PNG: the API checks each photo's magic bytes. */
export const TINY_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAACAAAAAUCAIAAABj86gYAAAAIElEQVR42mNwTnxHU8QwasGoBaMWjFowasGoBaMWEIMAPSXtLswbp/cAAAAASUVORK5CYII=';

/** The car a journey adds for itself: what it cares about, the rest plain. */
export interface JourneyCar {
  make: string;
  model: string;
  registrationNumber: string;
  cityId: number;
  /** 6 l/100 km unless the journey needs it cheaper or dearer. */
  fuelConsumption?: number;
  isExclusive?: boolean;
}

/** The demo admin's Authorization header, from a real login. */
export async function adminHeaders(request: APIRequestContext): Promise<{ Authorization: string }> {
  const login = await request.post('/api/auth/login', { data: demo.admin });
  const { accessToken } = (await login.json()) as { accessToken: string };
  return { Authorization: `Bearer ${accessToken}` };
}

/**
 * Adds a car through the admin API, as the car form would. Answers its id, or null when a car with that plate is
 * already there (a retried journey finds the car its first try made).
 */
export async function addCar(request: APIRequestContext, car: JourneyCar): Promise<number | null> {
  const response = await request.post('/api/cars', {
    headers: await adminHeaders(request),
    data: {
      fuelConsumption: 6,
      isExclusive: false,
      ...car,
      photosBase64: [TINY_PNG],
      features: { seats: 5, doors: 4, transmission: 'Auto', extras: 'GPS' },
    },
  });
  expect([201, 409], await response.text()).toContain(response.status());
  return response.status() === 201 ? ((await response.json()) as { id: number }).id : null;
}
