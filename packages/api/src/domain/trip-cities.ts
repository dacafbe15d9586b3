import { sql } from 'drizzle-orm';
import { cityMessages } from '@wayfare/common';
import type { Db } from '../db/client';
import { cities } from '../db/schema';
import { AppError } from '../plugins/errors';

type CityRow = typeof cities.$inferSelect;

/** The cities of some ids, prepared once per database (built and parsed once, not at every search). */
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

/**
 * The two cities of a trip, for its distance. A city row is written once and never changed or deleted (the product
 * only creates cities), so a row once read is kept in memory for good: it cannot go stale in this process or because
 * another instance wrote, and a search or a quote costs the database no statement for its cities. An id not seen yet
 * is read; one the database does not have is 404, and is asked again next time (it may be created meanwhile).
 */
export async function findTripCities(db: Db, fromCityId: number, toCityId: number): Promise<{ from: CityRow; to: CityRow }> {
  const { byId, read } = directoryOf(db);
  const missing = [fromCityId, toCityId].filter((id) => !byId.has(id));
  if (missing.length > 0) for (const row of await read.execute({ ids: missing })) byId.set(row.id, row);
  const from = byId.get(fromCityId);
  const to = byId.get(toCityId);
  if (!from || !to) throw new AppError('NOT_FOUND', cityMessages.notFound);
  return { from, to };
}
