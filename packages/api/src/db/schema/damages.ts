import { numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';

/**
 * The damage catalogue an admin picks from when reporting damage
 * (docs/product/bookings-and-payments.md#damage-report).
 */
export const damageTypes = pgTable('damage_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  cost: numeric('cost', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  /** Served by the API as a small SVG icon. */
  iconUrl: text('icon_url').notNull(),
});
