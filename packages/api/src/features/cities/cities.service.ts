import { asc, eq, sql } from 'drizzle-orm';
import {
  cityMessages,
  messages,
  type City,
  type CityLookup,
  type CreateCityBody,
  type RouteInfo,
} from '@wayfare/common';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { cities } from '../../db/schema';
import { recordAudit } from '../../domain/audit';
import { estimateRoute } from '../../integrations/geo/distance';
import { offlineGeocoder, type Geocoder } from '../../integrations/geo/gazetteer';
import { routeMapUrl } from '../../integrations/geo/map-urls';
import { AppError } from '../../lib/app-error';
import { firstRow } from '../../db/first-row';

/** City ids are PostgreSQL `integer`s: a larger id cannot exist, and would make the query itself fail. */
const INT4_MAX = 2_147_483_647;

const nameTaken = () => new AppError('CONFLICT', cityMessages.nameTaken, 'name');

export interface CitiesServiceDeps {
  db: Db;
  /** Answers the lookup; the offline gazetteer unless another is given. */
  geocoder?: Geocoder;
}

export function createCitiesService({ db, geocoder = offlineGeocoder }: CitiesServiceDeps) {
  async function findCity(id: number): Promise<City | undefined> {
    if (id > INT4_MAX) return undefined;
    const [city] = await db.select().from(cities).where(eq(cities.id, id));
    return city;
  }

  return {
    listCities(): Promise<City[]> {
      return db.select().from(cities).orderBy(asc(cities.name));
    },

    async getCity(id: number): Promise<City> {
      const city = await findCity(id);
      if (!city) throw new AppError('NOT_FOUND', messages.http.notFound);
      return city;
    },

    /** The create-city dialog's lookup (admins only): where a city of that name lies, or null. */
    lookupCity(name: string): Promise<CityLookup | null> {
      return geocoder.lookupCity(name);
    },

    /**
     * A new city with its depot. Names are unique whatever their case ("Köln" and "KÖLN" would be one city to
     * customers picking from a list); the unique index still backs the check against a simultaneous insert. Recorded
     * in the audit log by `actorId` in the same transaction (docs/product/admin-tools.md#audit-log).
     */
    async createCity(body: CreateCityBody, actorId: number): Promise<City> {
      const [existing] = await db
        .select({ id: cities.id })
        .from(cities)
        .where(sql`lower(${cities.name}) = lower(${body.name})`);
      if (existing) throw nameTaken();
      try {
        return await db.transaction(async (tx) => {
          const city = firstRow(await tx.insert(cities).values(body).returning(), 'insert into cities');
          const { id, ...after } = city;
          await recordAudit(tx, { actorId, action: 'create', entity: 'city', entityId: id, after });
          return city;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
    },

    /**
     * The search page's route card: the offline estimate (docs/product/search-and-availability.md#route-estimate)
     * and a map of it.
     */
    async routeInfo(fromId: number, toId: number): Promise<RouteInfo> {
      if (fromId === toId) throw new AppError('BAD_REQUEST', messages.search.sameCities, 'toCity');
      const [from, to] = await Promise.all([findCity(fromId), findCity(toId)]);
      if (!from) throw new AppError('NOT_FOUND', cityMessages.notFound, 'fromCity');
      if (!to) throw new AppError('NOT_FOUND', cityMessages.notFound, 'toCity');
      return { ...estimateRoute(from, to), imgUrl: routeMapUrl(from.id, to.id) };
    },
  };
}

export type CitiesService = ReturnType<typeof createCitiesService>;
