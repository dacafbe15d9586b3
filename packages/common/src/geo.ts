import { z } from 'zod';
import en from '../texts/en/cars.json' with { type: 'json' };

/** The cities' messages, in the catalogue's words (`cars` namespace, `cities.*`). */
export const cityMessages = {
  nameTaken: en['cities.nameTaken'],
  bothRequired: en['cities.bothRequired'],
  created: en['cities.created'],
  notFound: en['cities.notFound'],
} as const;

/** `GET /api/cities/lookupCity?cityName=` → the best gazetteer match, or `null` when nothing matches. */
export const LookupCityQuery = z.object({ cityName: z.string().trim().min(1).max(100) });
export const CityLookup = z.object({ city: z.string(), lat: z.number(), lon: z.number() });
export type CityLookup = z.infer<typeof CityLookup>;

export const CreateCityBody = z.object({
  name: z.string().trim().min(1, { error: cityMessages.bothRequired }).max(100),
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
  depoAddress: z.string().trim().min(1, { error: cityMessages.bothRequired }).max(200),
});
export type CreateCityBody = z.infer<typeof CreateCityBody>;

/** `GET /api/cities/route?fromCity=&toCity=` (city ids). */
export const RouteQuery = z.object({
  fromCity: z.coerce.number().int().positive(),
  toCity: z.coerce.number().int().positive(),
});
/** distance in km, time in hours, imgUrl an SVG map served by the API. */
export const RouteInfo = z.object({ distance: z.number(), time: z.number(), imgUrl: z.string() });
export type RouteInfo = z.infer<typeof RouteInfo>;

/** `GET /api/bookings/by-car-map?carId=` → a map of every trip of the car. */
export const MapImage = z.object({ imgUrl: z.string() });
export type MapImage = z.infer<typeof MapImage>;
