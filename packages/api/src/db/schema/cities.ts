import { sql } from 'drizzle-orm';
import { doublePrecision, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    depoAddress: text('depo_address').notNull(),
  },
  // "Köln" and "KÖLN" are one city: two admins creating both at once must not both succeed.
  (t) => [uniqueIndex('cities_name_lower_key').on(sql`lower(${t.name})`)],
);
