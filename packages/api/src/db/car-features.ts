import { and, eq, sql } from 'drizzle-orm';
import type { CarBody, FeatureType } from '@wayfare/common';
import type { Db } from './client';
import { features } from './schema';

export interface FeatureKey {
  featureType: FeatureType;
  featureText: string;
}

/** The car form's four features in their fixed order (position 0..3: seats, doors, transmission, extras). */
export function featureKeysOf(form: CarBody['features']): FeatureKey[] {
  return [
    { featureType: 'Seats', featureText: String(form.seats) },
    { featureType: 'Doors', featureText: String(form.doors) },
    { featureType: 'Transmission', featureText: form.transmission },
    { featureType: 'Bonus', featureText: form.extras.trim() },
  ];
}

/**
 * The id of the feature (type, text), created when missing. An existing text is matched whatever its letter case,
 * so "gps" typed in the form joins the "GPS" filter instead of becoming a second one.
 */
export async function findOrCreateFeature(db: Db, key: FeatureKey): Promise<number> {
  const sameText = sql`lower(${features.featureText}) = lower(${key.featureText})`;
  const find = async () => {
    const [found] = await db
      .select({ id: features.id })
      .from(features)
      .where(and(eq(features.featureType, key.featureType), sameText))
      .orderBy(features.id)
      .limit(1);
    return found?.id;
  };
  const existing = await find();
  if (existing !== undefined) return existing;
  // Another request may create it between our look-up and insert: do nothing then, and read the winner's row.
  const [created] = await db.insert(features).values(key).onConflictDoNothing().returning({ id: features.id });
  const id = created?.id ?? (await find());
  if (id === undefined) throw new Error(`feature ${key.featureType}/${key.featureText} could not be created`);
  return id;
}
