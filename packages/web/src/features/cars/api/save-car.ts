import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { Car, type CarBody } from '@wayfare/common';
import { apiRequest, type ApiError } from '../../../lib/api-client';
import { carsKeys } from './cars-keys';

export interface SaveCarInput {
  /** Absent to create (POST /api/cars), present to update (PUT /api/cars/{id}). */
  carId?: number;
  body: CarBody;
}

/**
 * A refusal that names a field is shown on that field by the form, without the "Oops..." dialog and its status code
 * (docs/product/errors-and-messages.md#in-place-messages); any other failure keeps the dialog.
 */
const dialogUnlessOnAField = (error: ApiError) => Object.keys(error.fieldErrors).length === 0;

/** POST /api/cars or PUT /api/cars/{id} (ADMIN) → the saved car. */
export function saveCar({ carId, body }: SaveCarInput): Promise<Car> {
  return carId === undefined
    ? apiRequest('/cars', { method: 'POST', body, schema: Car, errorDialog: dialogUnlessOnAField })
    : apiRequest(`/cars/${carId}`, {
        method: 'PUT',
        body: { ...body, id: carId },
        schema: Car,
        errorDialog: dialogUnlessOnAField,
      });
}

export const saveCarMutationOptions = () => mutationOptions({ mutationKey: ['cars', 'save'], mutationFn: saveCar });

export function useSaveCar() {
  const queryClient = useQueryClient();
  return useMutation({
    ...saveCarMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: carsKeys.all }),
  });
}
