import { inArray } from 'drizzle-orm';
import { DAMAGE_DESCRIPTION_PREFIX, paymentMessages, type DamageChargeBody } from '@wayfare/common';
import type { Db } from '../../db/client';
import { damageTypes } from '../../db/schema';
import { AppError } from '../../lib/app-error';

export interface ReportedDamage {
  id: number;
  name: string;
  cost: number;
}

/**
 * The names a description lists after "Found Damage on", as the report dialog writes it ("Found Damage on Dent,
 * Flat tyre"); an optional colon after the prefix is allowed, since hand-written descriptions often have one.
 */
function namesIn(description: string): string[] {
  return description
    .slice(DAMAGE_DESCRIPTION_PREFIX.length)
    .replace(/^\s*:/, '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name.length > 0);
}

/**
 * The damage types a report names, in the order it names them: `damageTypeIds` when the client sends them, else
 * the names of the description read against the catalogue. `undefined` when the description is not such a list
 * (free text, as administrators may write, or a name twice). Ids that are not in the catalogue → 400.
 */
export async function findReportedDamage(db: Db, body: DamageChargeBody): Promise<ReportedDamage[] | undefined> {
  const columns = { id: damageTypes.id, name: damageTypes.name, cost: damageTypes.cost };
  if (body.damageTypeIds) {
    const found = await db.select(columns).from(damageTypes).where(inArray(damageTypes.id, body.damageTypeIds));
    const byId = new Map(found.map((type) => [type.id, type]));
    const chosen = body.damageTypeIds.map((id) => byId.get(id));
    if (chosen.some((type) => type === undefined)) {
      throw new AppError('BAD_REQUEST', paymentMessages.damageTypeUnknown, 'damageTypeIds');
    }
    return chosen as ReportedDamage[];
  }

  const names = namesIn(body.description);
  if (names.length === 0) return undefined;
  const catalogue = await db.select(columns).from(damageTypes);
  const byName = new Map(catalogue.map((type) => [type.name.toLowerCase(), type]));
  const chosen = names.map((name) => byName.get(name.toLowerCase()));
  // A name listed twice is not a reading of the dialog's checkboxes either.
  if (chosen.some((type) => type === undefined) || new Set(chosen).size !== chosen.length) return undefined;
  return chosen as ReportedDamage[];
}
