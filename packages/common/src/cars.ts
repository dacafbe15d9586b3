import { z } from 'zod';
import en from '../texts/en/cars.json' with { type: 'json' };
import { isIsoDate } from './dates';
import { MAX_ROW_ID, rowId } from './ids';
import { isTripWithinLimit, searchMessages } from './search';

/** Limits of the car form and of uploaded photos (docs/product/admin-tools.md#car-form). */
export const CAR_LIMITS = {
  maxFuelConsumption: 20,
  maxSeats: 10,
  maxDoors: 10,
  maxPhotos: 10,
  maxPhotoBytes: 5 * 1024 * 1024,
  photoTypes: ['image/jpeg', 'image/png', 'image/webp'],
} as const;

export const FEATURE_TYPES = ['Seats', 'Doors', 'Transmission', 'Bonus'] as const;
export type FeatureType = (typeof FEATURE_TYPES)[number];
export const TRANSMISSIONS = ['Auto', 'Manual'] as const;

/**
 * The car form's and the cars API's messages, in the catalogue's words (`cars` namespace, `errors.*`). The limits are
 * written out in the sentences, which the error hook finds by their exact words; cars.test.ts keeps them equal to
 * CAR_LIMITS.
 */
export const carMessages = {
  city: en['errors.city'],
  make: en['errors.make'],
  model: en['errors.model'],
  registrationNumber: en['errors.registrationNumber'],
  registrationTaken: en['errors.registrationTaken'],
  fuelConsumption: en['errors.fuelConsumption'],
  seats: en['errors.seats'],
  doors: en['errors.doors'],
  transmission: en['errors.transmission'],
  extras: en['errors.extras'],
  photos: en['errors.photos'],
  tooManyPhotos: en['errors.tooManyPhotos'],
  photoType: en['errors.photoType'],
  photoSize: en['errors.photoSize'],
  photoUnknown: en['errors.photoUnknown'],
  isExclusive: en['errors.isExclusive'],
  idMismatch: en['errors.idMismatch'],
  notFound: en['errors.notFound'],
  hasUpcomingBookings: en['errors.hasUpcomingBookings'],
} as const;

export const Feature = z.object({
  id: z.number().int(),
  featureType: z.enum(FEATURE_TYPES),
  featureText: z.string(),
});
export type Feature = z.infer<typeof Feature>;

const positiveInt = (max: number, error: string) =>
  z.coerce.number({ error }).int({ error }).positive({ error }).max(max, { error });

/**
 * `POST /api/cars` and `PUT /api/cars/{id}` (docs/product/admin-tools.md#car-form). `photosBase64` items are data URLs
 * or bare base64; the server checks each photo's real type and size. `extras` is the featureText of a Bonus feature
 * (e.g. "GPS").
 */
export const CarBody = z.object({
  make: z.string({ error: carMessages.make }).trim().min(1, { error: carMessages.make }).max(60),
  model: z.string({ error: carMessages.model }).trim().min(1, { error: carMessages.model }).max(60),
  registrationNumber: z
    .string({ error: carMessages.registrationNumber })
    .trim()
    .min(1, { error: carMessages.registrationNumber })
    .max(20),
  fuelConsumption: z.coerce
    .number({ error: carMessages.fuelConsumption })
    .positive({ error: carMessages.fuelConsumption })
    .max(CAR_LIMITS.maxFuelConsumption, { error: carMessages.fuelConsumption }),
  cityId: z.coerce
    .number({ error: carMessages.city })
    .int({ error: carMessages.city })
    .positive({ error: carMessages.city })
    .max(MAX_ROW_ID, { error: carMessages.city }),
  photosBase64: z
    .array(z.string().min(1, { error: carMessages.photos }), { error: carMessages.photos })
    .min(1, { error: carMessages.photos })
    .max(CAR_LIMITS.maxPhotos, { error: carMessages.tooManyPhotos }),
  features: z.object({
    seats: positiveInt(CAR_LIMITS.maxSeats, carMessages.seats),
    doors: positiveInt(CAR_LIMITS.maxDoors, carMessages.doors),
    transmission: z.enum(TRANSMISSIONS, { error: carMessages.transmission }),
    extras: z.string({ error: carMessages.extras }).trim().min(1, { error: carMessages.extras }).max(60),
  }),
  isExclusive: z.boolean({ error: carMessages.isExclusive }),
});
export type CarBody = z.infer<typeof CarBody>;

/**
 * `PUT /api/cars/{id}`: the create body plus an optional `id` (checked against the path). Here
 * `photosBase64` may also hold the URLs of the car's current photos (as reads give them) to keep those photos.
 */
export const UpdateCarBody = CarBody.extend({ id: z.number().int().positive().max(MAX_ROW_ID).optional() });
export type UpdateCarBody = z.infer<typeof UpdateCarBody>;

/**
 * A car as every read answers it. Photos are URLs served by the API with cache headers (never base64
 * in a read); `carFeatures` is ordered seats, doors, transmission, extras. `fuelPrice` is set by the
 * search only: the trip estimate for this car (docs/product/pricing.md#card-price).
 */
export const Car = z.object({
  id: z.number().int(),
  make: z.string(),
  model: z.string(),
  registrationNumber: z.string(),
  fuelConsumption: z.number(),
  city: z.object({ id: z.number().int(), name: z.string() }),
  photoUrls: z.array(z.string()),
  carFeatures: z.array(Feature),
  isExclusive: z.boolean(),
  fuelPrice: z.number().nullable(),
});
export type Car = z.infer<typeof Car>;

export const CarIdParams = z.object({ id: rowId() });
export const PageQuery = z.object({ page: z.coerce.number().int().min(0).max(MAX_ROW_ID).default(0) });
export const CarIdQuery = z.object({ carId: rowId() });
export const CarPhotoParams = z.object({ photoId: rowId() });

const WALL_CLOCK = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/** `YYYY-MM-DDTHH:mm[:ss]`, a real calendar day (2025-02-30 is refused rather than rolled over into March). */
export const WallClockDateTime = z
  .string({ error: searchMessages.required })
  .regex(WALL_CLOCK, { error: searchMessages.invalidTime })
  .refine((value) => isIsoDate(value.slice(0, 10)), { error: searchMessages.invalidDate });

/**
 * How search results are ordered (docs/product/search-and-availability.md#sorting-and-pages): by price, low to high
 * (the default of /search), by fuel consumption, low to high, or newest in the fleet first. Ties go by car id.
 */
export const CAR_SORTS = ['price', 'consumption', 'newest'] as const;
export const CarSort = z.enum(CAR_SORTS);
export type CarSort = z.infer<typeof CarSort>;
/** Results per page of /search when a page is asked for. */
export const SEARCH_PAGE_SIZE = 10;

/** `POST /api/cars/availableCars`; date-times are wall-clock `YYYY-MM-DDTHH:mm:ss` in the business time zone. */
export const AvailableCarsBody = z
  .object({
    fromCity: z.number({ error: searchMessages.required }).int().positive().max(MAX_ROW_ID),
    toCity: z.number({ error: searchMessages.required }).int().positive().max(MAX_ROW_ID),
    fromDateTime: WallClockDateTime,
    toDateTime: WallClockDateTime,
    selectedFeatures: z.array(z.number().int().positive().max(MAX_ROW_ID)).nullable().default(null),
    /** Without it the cars come in id order, as they always have. */
    sort: CarSort.optional(),
    /** Zero-based; without it the whole list. The total is in the `X-Total-Count` header either way. */
    page: z.number().int().min(0).max(MAX_ROW_ID).optional(),
  })
  .refine((b) => isTripWithinLimit(b.fromDateTime, b.toDateTime), {
    error: searchMessages.tripTooLong,
    path: ['toDateTime'],
  });
export type AvailableCarsBody = z.infer<typeof AvailableCarsBody>;
