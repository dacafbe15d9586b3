import { createHash } from 'node:crypto';
import { isNull, sql } from 'drizzle-orm';
import { featureKeysOf, findOrCreateFeature, type FeatureKey } from '../db/car-features';
import type { Db } from '../db/client';
import { carFeatures, carPhotos, cars, cities } from '../db/schema';
import { carIllustrationSvg } from './car-illustration';
import { demoFleet, type DemoCar } from './fleet';

/** Demo plates: WF (Wayfare), the city's first three letters, a running number — unique and plainly not real. */
const plateOf = (car: DemoCar, index: number) => `WF-${car.city.slice(0, 3).toUpperCase()}-${101 + index}`;

/** The demo cars joined the fleet this long before "now", before the year of demo history begins. */
export const FLEET_AGE_MS = 400 * 86_400_000;

/**
 * The demo fleet, idempotent by plate: a car whose plate is already on the road is skipped, so re-running adds
 * only what is missing. Photos are SVG illustrations drawn here (the upload check, for JPEG/PNG/WebP, is the
 * API's; seed data is ours). Cars, features and photos go in one statement each, so the database's triggers on
 * cars (car stays, read lists) run once for the whole fleet.
 */
export async function seedCars(db: Db, now: Date = new Date()): Promise<void> {
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
  const missing = demoFleet.flatMap((car, index) => {
    const registrationNumber = plateOf(car, index);
    const cityId = cityIds.get(car.city);
    return taken.has(registrationNumber) || cityId === undefined ? [] : [{ car, index, registrationNumber, cityId }];
  });
  if (missing.length === 0) return;

  await db.transaction(async (tx) => {
    const featureIds = new Map<string, number>();
    const keyOf = (key: FeatureKey) => `${key.featureType}:${key.featureText.toLowerCase()}`;
    for (const { car } of missing) {
      for (const key of featureKeysOf(car.features)) {
        if (!featureIds.has(keyOf(key))) featureIds.set(keyOf(key), await findOrCreateFeature(tx, key));
      }
    }
    const createdAt = new Date(now.getTime() - FLEET_AGE_MS);
    const rows = await tx
      .insert(cars)
      .values(
        missing.map(({ car, registrationNumber, cityId }) => ({
          make: car.make,
          model: car.model,
          registrationNumber,
          fuelConsumption: car.fuelConsumption,
          cityId,
          isExclusive: car.isExclusive ?? false,
          createdAt,
        })),
      )
      .returning({ id: cars.id, registrationNumber: cars.registrationNumber });
    const idOf = new Map(rows.map((row) => [row.registrationNumber, row.id]));
    const carIdOf = (plate: string) => {
      const id = idOf.get(plate);
      if (id === undefined) throw new Error(`seed: car ${plate} not inserted`);
      return id;
    };
    await tx.insert(carFeatures).values(
      missing.flatMap(({ car, registrationNumber }) =>
        featureKeysOf(car.features).map((key, position) => ({
          carId: carIdOf(registrationNumber),
          featureId: featureIds.get(keyOf(key)) ?? 0,
          position,
        })),
      ),
    );
    await tx.insert(carPhotos).values(
      missing.flatMap(({ car, index, registrationNumber }) => {
        // Every other car gets a second, evening shot, so the gallery has something to page through.
        const variants: Array<0 | 1> = index % 2 === 0 ? [0, 1] : [0];
        return variants.map((variant, position) => {
          const bytes = Buffer.from(carIllustrationSvg({ ...car, registrationNumber, variant }), 'utf8');
          const sha256 = createHash('sha256').update(bytes).digest('hex');
          return {
            carId: carIdOf(registrationNumber),
            position,
            contentType: 'image/svg+xml',
            bytes,
            sha256,
            createdAt,
          };
        });
      }),
    );
  });
}
