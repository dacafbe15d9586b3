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
