import { z } from 'zod';

/** Ids are PostgreSQL integers: a larger number is bad input (400), not a database error (500). */
export const MAX_ROW_ID = 2_147_483_647;

/** A row id from a path or query string. */
export const rowId = () => z.coerce.number().int().positive().max(MAX_ROW_ID);

/** `{id}` path parameters. */
export const IdParams = z.object({ id: rowId() });
