import { asc, eq } from 'drizzle-orm';
import { messages, type City } from '@wayfare/common';
import type { Db } from '../../db/client';
import { cities } from '../../db/schema';
import { AppError } from '../../plugins/errors';

export function createCitiesService(db: Db) {
  return {
    listCities(): Promise<City[]> {
      return db.select().from(cities).orderBy(asc(cities.name));
    },

    async getCity(id: number): Promise<City> {
      const [city] = await db.select().from(cities).where(eq(cities.id, id));
      if (!city) throw new AppError('NOT_FOUND', messages.http.notFound);
      return city;
    },
  };
}
