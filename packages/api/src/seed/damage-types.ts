import { damageCatalogue, damageIconUrl } from '../domain/damage-catalogue';
import type { Db } from '../db/client';
import { damageTypes } from '../db/schema';

/** The damage catalogue, idempotent by name: existing types (and costs an admin may have changed) stay. */
export async function seedDamageTypes(db: Db): Promise<void> {
  await db
    .insert(damageTypes)
    .values(
      damageCatalogue.map((entry) => ({ name: entry.name, cost: entry.cost, iconUrl: damageIconUrl(entry.slug) })),
    )
    .onConflictDoNothing();
}
