import { z } from 'zod';
import en from '../texts/en/admin.json' with { type: 'json' };
import { WallClockDateTime } from './cars';
import { rowId } from './ids';

/**
 * The statistics range message (docs/product/admin-tools.md#statistics) and the other statistics texts, written once
 * for server and web; their words are the catalogue's (`admin` namespace).
 */
export const statisticsMessages = {
  rangeOrder: en['statistics.rangeOrder'],
  noData: en['statistics.noData'],
} as const;

/**
 * An optional range of wall-clock date-times (docs/product/admin-tools.md#statistics: the web app sends the start day +
 * T00:00:01 and the end day + T23:59:59). Either end may be missing; when both are given the start must come first.
 */
export const StatisticsRangeQuery = z
  .object({ startDateTime: WallClockDateTime.optional(), endDateTime: WallClockDateTime.optional() })
  .refine((q) => !q.startDateTime || !q.endDateTime || q.startDateTime < q.endDateTime, {
    error: statisticsMessages.rangeOrder,
    path: ['startDateTime'],
  });
export type StatisticsRangeQuery = z.infer<typeof StatisticsRangeQuery>;

/** `GET /api/statistics/by-car?carId=` with an optional range (utilization is measured over it). */
export const CarStatisticsQuery = z
  .object({ carId: rowId(), startDateTime: WallClockDateTime.optional(), endDateTime: WallClockDateTime.optional() })
  .refine((q) => !q.startDateTime || !q.endDateTime || q.startDateTime < q.endDateTime, {
    error: statisticsMessages.rangeOrder,
    path: ['startDateTime'],
  });
export type CarStatisticsQuery = z.infer<typeof CarStatisticsQuery>;

/**
 * `GET /api/statistics/by-car?carId=` (docs/product/admin-tools.md#car-statistics). `utilization` = hours booked ÷
 * hours the car was in the fleet over the range (0..1); without a range, the last 30 days up to now.
 */
export const CarStatistics = z.object({
  totalBookings: z.number().int(),
  totalDistance: z.number(),
  totalRevenue: z.number(),
  averageRating: z.number().nullable(),
  utilization: z.number(),
});
export type CarStatistics = z.infer<typeof CarStatistics>;

/**
 * `GET /api/statistics/general` (docs/product/admin-tools.md#statistics). `totalRevenue` is paid, unrefunded money (the
 * one definition of revenue); `fleetUtilization` is the fleet's booked ÷ available hours over the last 30 days.
 */
export const GeneralStatistics = z.object({
  totalBookings: z.number().int(),
  totalRevenue: z.number(),
  totalTravelDistance: z.number(),
  totalUsers: z.number().int(),
  totalReviews: z.number().int(),
  fleetUtilization: z.number(),
});
export type GeneralStatistics = z.infer<typeof GeneralStatistics>;

/**
 * One point of a series (docs/product/admin-tools.md#statistics): plans by purchases (key = plan title), cars by
 * bookings (key = "make model (registration)"), trips by bookings (key = "From - To"), bookings per month (key =
 * "YYYY-MM").
 */
export const KeyValue = z.object({ key: z.string(), value: z.number() });
export type KeyValue = z.infer<typeof KeyValue>;
export const StatisticsSeries = z.array(KeyValue);

/**
 * `GET /api/statistics/popular-over-time` (the "over time" chart, docs/product/admin-tools.md#statistics): bookings of
 * a car in a month (1–12).
 */
export const CarsOverTimePoint = z.object({
  month: z.number().int(),
  year: z.number().int(),
  car: z.string(),
  count: z.number().int(),
});
export type CarsOverTimePoint = z.infer<typeof CarsOverTimePoint>;
