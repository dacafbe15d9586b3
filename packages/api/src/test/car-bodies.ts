import type { CarBody } from '@wayfare/common';
import { dataUrl, PNG_1PX } from './images';

/** A valid POST /api/cars body; `overrides` replace top-level fields, `features` is merged. */
export function carBody(
  cityId: number,
  overrides: Partial<Omit<CarBody, 'features'>> & { features?: Partial<CarBody['features']> } = {},
): CarBody {
  const { features, ...rest } = overrides;
  return {
    make: 'Skoda',
    model: 'Octavia',
    registrationNumber: `B-${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
    fuelConsumption: 5.4,
    cityId,
    photosBase64: [dataUrl(PNG_1PX)],
    isExclusive: false,
    ...rest,
    features: { seats: 5, doors: 4, transmission: 'Manual', extras: 'GPS', ...features },
  };
}
