/**
 * Drizzle wraps driver errors in a DrizzleQueryError whose `cause` is the pg / PGlite error carrying the SQLSTATE;
 * a raw driver error has it on itself. Both shapes are accepted.
 */
function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 3; depth++) {
    if ('code' in e && typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = 'cause' in e ? e.cause : undefined;
  }
  return undefined;
}

/** 23505: a unique constraint or unique index refused the row. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505';
}
