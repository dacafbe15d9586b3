import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { Car } from '@wayfare/common';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { carsKeys } from './cars-keys';

/** GET /api/cars/paged?page=N (0-based, PAGE_SIZE cars). */
export function getCarsPage(page: number, signal?: AbortSignal): Promise<Car[]> {
  return apiRequest(`/cars/paged?page=${page}`, { schema: z.array(Car), signal });
}

export const carsPageQueryOptions = (page: number) =>
  queryOptions({ queryKey: carsKeys.page(page), queryFn: ({ signal }) => getCarsPage(page, signal) });

export function useCarsPage(page: number) {
  // The previous page stays on screen while the next loads, so the table does not collapse.
  return useQuery({ ...carsPageQueryOptions(page), placeholderData: keepPreviousData });
}
