import { CAR_LIMITS, CarBody, carMessages } from '@wayfare/common';
import { z } from 'zod';
import type { FileValue } from '../../../components/form-input/file-field';

/** The Transmission dropdown's choices, Auto (1) and Manual (2) (docs/product/admin-tools.md#car-form). */
export const TRANSMISSION_ITEMS = [
  { id: 1, name: 'Auto' },
  { id: 2, name: 'Manual' },
] as const;

/**
 * Extras offered even when no car has them yet. The API creates a Bonus feature the first time a car
 * names it, so on a fresh database (no cars, hence no features) the Extras dropdown would otherwise
 * be empty and no first car could be created.
 */
export const COMMON_EXTRAS = ['GPS', 'Bluetooth', 'Child seat', 'Heated seats', 'Roof rack'] as const;

/** The Extras choices: the Bonus features in use, then the common ones, then the car's own; no duplicates. */
export function extrasItems(inUse: readonly string[], current: string): { id: string; name: string }[] {
  const seen = new Set<string>();
  const names = [...inUse, ...COMMON_EXTRAS, current].filter((name) => {
    const key = name.trim().toLowerCase();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return names.map((name) => ({ id: name, name }));
}

export const EXCLUSIVE_ITEMS = [
  { id: 'true', name: 'Yes' },
  { id: 'false', name: 'No' },
] as const;

/**
 * What the car form's fields hold: dropdowns and inputs give strings, photos are files or stored
 * URLs. A type alias, not an interface, so it fits the resolver's Record<string, unknown>.
 */
export type CarFormValues = {
  cityId: string;
  make: string;
  model: string;
  registrationNumber: string;
  fuelConsumption: string;
  features: { seats: string; doors: string; transmission: string; extras: string };
  photos: FileValue[];
  isExclusive: string;
};

export const EMPTY_CAR_FORM: CarFormValues = {
  cityId: '',
  make: '',
  model: '',
  registrationNumber: '',
  fuelConsumption: '',
  features: { seats: '', doors: '', transmission: '', extras: '' },
  photos: [],
  isExclusive: '',
};

const transmissionName = (id: unknown) => TRANSMISSION_ITEMS.find((t) => String(t.id) === id)?.name ?? id;
const yesNo = (value: unknown) => (value === 'true' ? true : value === 'false' ? false : undefined);

/** New photos are checked here as the server checks them, so the message shows before any upload. */
const photos = z
  .array(z.union([z.string(), z.instanceof(File)]), { error: carMessages.photos })
  .min(1, { error: carMessages.photos })
  .max(CAR_LIMITS.maxPhotos, { error: carMessages.tooManyPhotos })
  .superRefine((items, ctx) => {
    const files = items.filter((item): item is File => typeof item !== 'string');
    const types: readonly string[] = CAR_LIMITS.photoTypes;
    if (files.some((file) => !types.includes(file.type)))
      ctx.addIssue({ code: 'custom', message: carMessages.photoType });
    else if (files.some((file) => file.size > CAR_LIMITS.maxPhotoBytes))
      ctx.addIssue({ code: 'custom', message: carMessages.photoSize });
  });

/**
 * CarBody — the schema the API validates with, so every message is the server's — with the form's
 * own shapes swapped in: transmission by its dropdown number, Yes/No for exclusive, and the photos
 * still as files (they become data URLs only when the form is sent).
 */
export const CarFormSchema = CarBody.omit({ photosBase64: true }).extend({
  features: CarBody.shape.features.extend({
    transmission: z.preprocess(transmissionName, CarBody.shape.features.shape.transmission),
  }),
  isExclusive: z.preprocess(yesNo, CarBody.shape.isExclusive),
  photos,
});
export type CarFormOutput = z.output<typeof CarFormSchema>;
