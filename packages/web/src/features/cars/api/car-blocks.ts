import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CarBlock, type CarBlockBody } from '@wayfare/common';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { carsKeys } from './cars-keys';

/** GET /api/cars/{id}/blocks (ADMIN): the car's maintenance blocks, earliest first. */
export function getCarBlocks(carId: number, signal?: AbortSignal): Promise<CarBlock[]> {
  return apiRequest(`/cars/${carId}/blocks`, { schema: z.array(CarBlock), signal });
}

export const carBlocksQueryOptions = (carId: number) =>
  queryOptions({ queryKey: carsKeys.blocks(carId), queryFn: ({ signal }) => getCarBlocks(carId, signal) });

export function useCarBlocks(carId: number) {
  return useQuery(carBlocksQueryOptions(carId));
}

/**
 * POST /api/cars/{id}/blocks. A refusal (bookings in the way, an overlapping block) is shown next to the form, not in
 * the error dialog: the admin fixes the period there.
 */
export function useAddCarBlock(carId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['cars', 'blocks', 'add'],
    mutationFn: (body: CarBlockBody) =>
      apiRequest(`/cars/${carId}/blocks`, { method: 'POST', body, schema: CarBlock, errorDialog: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: carsKeys.blocks(carId) }),
  });
}

/** DELETE /api/cars/{id}/blocks/{blockId}; the list is refreshed either way, to show what the server has. */
export function useRemoveCarBlock(carId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['cars', 'blocks', 'remove'],
    mutationFn: (blockId: number) => apiRequest(`/cars/${carId}/blocks/${blockId}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: carsKeys.blocks(carId) }),
  });
}
