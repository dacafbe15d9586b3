import type { Car, CarBody } from '@wayfare/common';
import { fileToDataUrl } from '../../../components/form-input/file-to-data-url';
import { type CarFormOutput, type CarFormValues, TRANSMISSION_ITEMS } from './car-form-schema';

/**
 * The form filled from a stored car; carFeatures is ordered seats, doors, transmission, extras
 * (docs/product/search-and-availability.md#cars).
 */
export function carToFormValues(car: Car): CarFormValues {
  const [seats, doors, transmission, extras] = car.carFeatures.map((f) => f.featureText);
  return {
    cityId: String(car.city.id),
    make: car.make,
    model: car.model,
    registrationNumber: car.registrationNumber,
    fuelConsumption: String(car.fuelConsumption),
    features: {
      seats: seats ?? '',
      doors: doors ?? '',
      transmission: String(TRANSMISSION_ITEMS.find((t) => t.name === transmission)?.id ?? ''),
      extras: extras ?? '',
    },
    photos: [...car.photoUrls],
    isExclusive: String(car.isExclusive),
  };
}

/**
 * The request body: new photos as data URLs, kept photos as their existing URLs, which the API
 * recognises and keeps (PUT /cars, docs/product/admin-tools.md#car-form).
 */
export async function toCarBody({ photos, ...rest }: CarFormOutput): Promise<CarBody> {
  const photosBase64 = await Promise.all(photos.map((p) => (typeof p === 'string' ? p : fileToDataUrl(p))));
  return { ...rest, photosBase64 };
}
