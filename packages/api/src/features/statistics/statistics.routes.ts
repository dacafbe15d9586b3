import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CarStatistics,
  CarStatisticsQuery,
  CarsOverTimePoint,
  ErrorBody,
  GeneralStatistics,
  StatisticsRangeQuery,
  StatisticsSeries,
} from '@wayfare/common';
import type { StatisticsSeriesService } from './statistics-series';
import type { StatisticsService } from './statistics.service';

/**
 * The statistics page and the car info page totals (docs/product/admin-tools.md#statistics, #car-statistics):
 * administrators only.
 */
export const statisticsRoutes: FastifyPluginAsyncZod<{
  service: StatisticsService;
  series: StatisticsSeriesService;
}> = async (app, { service, series }) => {
  const adminOnly = { onRequest: app.requireRole('ADMIN') };
  const guarded = { 401: ErrorBody, 403: ErrorBody };
  const meta = (summary: string) => ({ tags: ['statistics'], summary, security: [{ bearerAuth: [] }] });

  app.get(
    '/by-car',
    {
      ...adminOnly,
      schema: {
        ...meta("One car's totals, and its utilization over a range (default: the last 30 days)"),
        querystring: CarStatisticsQuery,
        response: { 200: CarStatistics, 400: ErrorBody, ...guarded, 404: ErrorBody },
      },
    },
    (request) => service.carStatistics(request.query),
  );

  app.get(
    '/general',
    {
      ...adminOnly,
      schema: {
        ...meta('The summary totals and the 30-day fleet utilization'),
        response: { 200: GeneralStatistics, ...guarded },
      },
    },
    () => service.generalStatistics(),
  );

  app.get(
    '/discounts',
    {
      ...adminOnly,
      schema: {
        ...meta('Plans by purchases (key = title), most first'),
        response: { 200: StatisticsSeries, ...guarded },
      },
    },
    () => series.discounts(),
  );

  app.get(
    '/cars',
    {
      ...adminOnly,
      schema: {
        ...meta('Top 10 cars by bookings (key = "make model (registration)")'),
        response: { 200: StatisticsSeries, ...guarded },
      },
    },
    () => series.cars(),
  );

  app.get(
    '/trips',
    {
      ...adminOnly,
      schema: {
        ...meta('Top 10 city pairs by bookings (key = "From - To")'),
        response: { 200: StatisticsSeries, ...guarded },
      },
    },
    () => series.trips(),
  );

  app.get(
    '/per-month',
    {
      ...adminOnly,
      schema: {
        ...meta('Bookings per start month (key = "YYYY-MM"), empty months as 0'),
        response: { 200: StatisticsSeries, ...guarded },
      },
    },
    () => series.perMonth(),
  );

  app.get(
    '/popular-over-time',
    {
      ...adminOnly,
      schema: {
        ...meta('Bookings per car model and start month within an optional wall-clock range'),
        querystring: StatisticsRangeQuery,
        response: { 200: z.array(CarsOverTimePoint), 400: ErrorBody, ...guarded },
      },
    },
    (request) => series.popularOverTime(request.query),
  );
};
