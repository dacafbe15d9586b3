import type { Car, Feature } from '@wayfare/common';

/** Test data shaped like the API's answers (GET /cars/features, Car reads); for tests only. */
export const FEATURES: Feature[] = [
  { id: 1, featureType: 'Seats', featureText: '5' },
  { id: 2, featureType: 'Seats', featureText: '7' },
  { id: 3, featureType: 'Doors', featureText: '4' },
  { id: 4, featureType: 'Transmission', featureText: 'Auto' },
  { id: 5, featureType: 'Transmission', featureText: 'Manual' },
  { id: 6, featureType: 'Bonus', featureText: 'GPS' },
  { id: 7, featureType: 'Bonus', featureText: 'Heated seats' },
];

export function makeCar(overrides: Partial<Car> = {}): Car {
  const id = overrides.id ?? 1;
  return {
    id,
    make: 'Volkswagen',
    model: 'Golf',
    registrationNumber: `B-WF ${100 + id}`,
    fuelConsumption: 5.5,
    city: { id: 1, name: 'Berlin' },
    photoUrls: [`/api/cars/photos/${id}-0.png`],
    carFeatures: [FEATURES[0]!, FEATURES[2]!, FEATURES[3]!, FEATURES[5]!],
    isExclusive: false,
    fuelPrice: null,
    ...overrides,
  };
}
