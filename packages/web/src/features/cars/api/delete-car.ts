import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { carsKeys } from './cars-keys';

/**
 * DELETE /api/cars/{id} (ADMIN). docs/product/errors-and-messages.md#quiet-failures: a failed deletion is only logged,
 * so no error dialog; the list is refreshed either way so it shows what the server really has.
 */
export async function deleteCar(carId: number): Promise<void> {
  await apiRequest(`/cars/${carId}`, { method: 'DELETE', errorDialog: false });
}

export const deleteCarMutationOptions = () =>
  mutationOptions({ mutationKey: ['cars', 'delete'], mutationFn: deleteCar });

export function useDeleteCar() {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteCarMutationOptions(),
    onError: (error, carId) => console.error(`Deleting car ${carId} failed`, error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: carsKeys.all }),
  });
}
