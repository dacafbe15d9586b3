import { customType } from 'drizzle-orm/pg-core';

/**
 * Types drizzle-orm 0.45 has no builder for. Both drivers hand bytea back as bytes (pg: Buffer, PGlite:
 * Uint8Array); rows always carry a Buffer so callers need not care which driver answered.
 */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A timestamptz range in PostgreSQL's text form (`["2025-01-01 10:00:00+00","…")`). Only the database reads it
 * (the exclusion constraint, overlap tests); the application works with start_at / end_at.
 */
export const tstzrange = customType<{ data: string }>({
  dataType: () => 'tstzrange',
});

/** A set of timestamptz ranges: a booking's trip plus, while a change of it waits to be paid, the new trip. */
export const tstzmultirange = customType<{ data: string }>({
  dataType: () => 'tstzmultirange',
});
