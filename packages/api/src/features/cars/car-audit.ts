import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { firstRow } from '../../db/first-row';
import { cars } from '../../db/schema';
import type { AuditValues } from '../../db/schema';

/** The car form's four features under the names the form gives them (db/car-features.ts keeps their order). */
const FEATURE_FIELDS = { Seats: 'seats', Doors: 'doors', Transmission: 'transmission', Bonus: 'extras' } as const;

/**
 * A car as the audit log shows it (docs/product/admin-tools.md#audit-log): the form's fields, its features by name
 * and its photos by id (a replaced photo gets a new id; the bytes are not history worth keeping twice). Read in the
 * write's transaction, so a create or delete records what that transaction saw.
 */
export async function carAuditValues(tx: Db, id: number): Promise<AuditValues> {
  const car = firstRow(await tx.select().from(cars).where(eq(cars.id, id)), `car ${id} for the audit log`);
  const featureValues = Object.fromEntries(
    car.featureList.map((feature) => [FEATURE_FIELDS[feature.featureType], feature.featureText]),
  );
  return {
    make: car.make,
    model: car.model,
    registrationNumber: car.registrationNumber,
    fuelConsumption: car.fuelConsumption,
    cityId: car.cityId,
    isExclusive: car.isExclusive,
    ...featureValues,
    photoIds: car.photoList.map((photo) => photo.id),
  };
}
