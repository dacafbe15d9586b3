-- Custom migration: drizzle-kit writes neither CREATE EXTENSION nor EXCLUDE constraints.
-- btree_gist lets a GiST index compare the integer car_id with "=", next to the range overlap "&&".
-- It is a trusted extension (PostgreSQL 13+), so the database owner may create it; PGlite loads it from
-- @electric-sql/pglite/contrib/btree_gist (db/client.ts).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
-- Two live bookings of one car never overlap, whatever the application does or how many instances race:
-- the database refuses the second with SQLSTATE 23P01. Canceled bookings release their period.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_car_period_excl"
  EXCLUDE USING gist ("car_id" WITH =, "period" WITH &&) WHERE ("status" <> 'Canceled');
