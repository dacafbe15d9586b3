import { z } from 'zod';

/** `GET /api/statistics/by-car?carId=` (SPEC §3 "Car statistics"); utilization is booked ÷ available hours, 0..1. */
export const CarStatistics = z.object({
  totalBookings: z.number().int(),
  totalDistance: z.number(),
  totalRevenue: z.number(),
  averageRating: z.number().nullable(),
  utilization: z.number(),
});
export type CarStatistics = z.infer<typeof CarStatistics>;
