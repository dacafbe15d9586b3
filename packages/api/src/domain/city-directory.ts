import { sql } from 'drizzle-orm';
import { cityMessages } from '@wayfare/common';
import type { Db } from '../db/client';
import { cities } from '../db/schema';
import { AppError } from '../lib/app-error';

export type CityRow = typeof cities.$inferSelect;

/**
 * Cities by id, kept in memory once read. A city row is written once and never changed or deleted (the product only
 * creates cities; docs/decisions/010), so a row once read cannot go stale — in this process, or because another
 * instance wrote — and a search or a quote costs the database no statement and no join for its cities. An id not
 * seen yet is read; one the database does not have is asked again next time (it may be created meanwhile).
 */
const prepareCities = (db: Db) =>
  db
    .select()
    .from(cities)
    .where(sql`${cities.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('cities_by_ids');

interface Directory {
  byId: Map<number, CityRow>;
  read: ReturnType<typeof prepareCities>;
}
const directories = new WeakMap<Db, Directory>();

function directoryOf(db: Db): Directory {
  let directory = directories.get(db);
  if (!directory) directories.set(db, (directory = { byId: new Map(), read: prepareCities(db) }));
  return directory;
}

/** The cities of `ids` that exist, by id (a missing one is simply absent). */
export async function findCities(db: Db, ids: Iterable<number>): Promise<ReadonlyMap<number, CityRow>> {
  const { byId, read } = directoryOf(db);
  const missing = new Set<number>();
  for (const id of ids) if (!byId.has(id)) missing.add(id);
  if (missing.size > 0) for (const row of await read.execute({ ids: [...missing] })) byId.set(row.id, row);
  return byId;
}

/** The two cities of a trip, for its distance; 404 when either does not exist. */
export async function findTripCities(
  db: Db,
  fromCityId: number,
  toCityId: number,
): Promise<{ from: CityRow; to: CityRow }> {
  const byId = await findCities(db, [fromCityId, toCityId]);
  const from = byId.get(fromCityId);
  const to = byId.get(toCityId);
  if (!from || !to) throw new AppError('NOT_FOUND', cityMessages.notFound);
  return { from, to };
}
