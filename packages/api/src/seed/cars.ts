import { createHash } from 'node:crypto';
import { isNull, sql } from 'drizzle-orm';
import { featureKeysOf, findOrCreateFeature } from '../db/car-features';
import type { Db } from '../db/client';
import { carFeatures, carPhotos, cars, cities } from '../db/schema';
import { carIllustrationSvg } from './car-illustration';
import { demoFleet, type DemoCar } from './fleet';

/** Demo plates: WF (Wayfare), the city's first three letters, a running number — unique and plainly not real. */
const plateOf = (car: DemoCar, index: number) => `WF-${car.city.slice(0, 3).toUpperCase()}-${101 + index}`;

/**
 * The demo fleet, idempotent by plate: a car whose plate is already on the road is skipped, so re-running adds
 * only what is missing. Photos are SVG illustrations drawn here (the upload check, for JPEG/PNG/WebP, is the
 * API's; seed data is ours).
 */
export async function seedCars(db: Db): Promise<void> {
  const cityIds = new Map(
    (await db.select({ id: cities.id, name: cities.name }).from(cities)).map((c) => [c.name, c.id]),
  );
  const taken = new Set(
    (
      await db
        .select({ plate: sql<string>`upper(${cars.registrationNumber})` })
        .from(cars)
        .where(isNull(cars.deletedAt))
    ).map((row) => row.plate),
  );

  for (const [index, car] of demoFleet.entries()) {
    const registrationNumber = plateOf(car, index);
    const cityId = cityIds.get(car.city);
    if (taken.has(registrationNumber) || cityId === undefined) continue;
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(cars)
        .values({
          make: car.make,
          model: car.model,
          registrationNumber,
          fuelConsumption: car.fuelConsumption,
          cityId,
          isExclusive: car.isExclusive ?? false,
        })
        .returning({ id: cars.id });
      if (!row) throw new Error(`seed: car ${registrationNumber} not inserted`);
      const featureIds: number[] = [];
      for (const key of featureKeysOf(car.features)) featureIds.push(await findOrCreateFeature(tx, key));
      await tx
        .insert(carFeatures)
        .values(featureIds.map((featureId, position) => ({ carId: row.id, featureId, position })));
      // Every other car gets a second, evening shot, so the gallery has something to page through.
      const variants: Array<0 | 1> = index % 2 === 0 ? [0, 1] : [0];
      await tx.insert(carPhotos).values(
        variants.map((variant, position) => {
          const bytes = Buffer.from(carIllustrationSvg({ ...car, registrationNumber, variant }), 'utf8');
          const sha256 = createHash('sha256').update(bytes).digest('hex');
          return { carId: row.id, position, contentType: 'image/svg+xml', bytes, sha256 };
        }),
      );
    });
  }
}
