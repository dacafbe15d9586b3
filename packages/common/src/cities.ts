import { z } from 'zod';

export const City = z.object({
  id: z.number().int(),
  name: z.string(),
  lat: z.number(),
  lon: z.number(),
  depoAddress: z.string(),
});
export type City = z.infer<typeof City>;

export { IdParams as CityIdParams } from './ids';

/**
 * A link that opens `address` on a map (docs/product/search-and-availability.md#cities): OpenStreetMap's search, which
 * needs no key and works on every phone. Every place that shows a depot or a delivery address links it with this.
 */
export function mapSearchUrl(address: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address.trim())}`;
}
