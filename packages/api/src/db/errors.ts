/**
 * Drizzle wraps driver errors in a DrizzleQueryError whose `cause` is the pg / PGlite error carrying the SQLSTATE;
 * a raw driver error has it on itself. Both shapes are accepted.
 */
function driverError(error: unknown): { code: string; constraint?: unknown } | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 3; depth++) {
    if ('code' in e && typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
      return { code: e.code, constraint: 'constraint' in e ? e.constraint : undefined };
    }
    e = 'cause' in e ? e.cause : undefined;
  }
  return undefined;
}

function violates(error: unknown, code: string, constraint?: string): boolean {
  const found = driverError(error);
  if (found?.code !== code) return false;
  return constraint === undefined || found.constraint === constraint;
}

/** 23505: a unique constraint or unique index (the named one, when given) refused the row. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return violates(error, '23505', constraint);
}

/** 23P01: an exclusion constraint (the named one, when given) refused the row — e.g. overlapping bookings. */
export function isExclusionViolation(error: unknown, constraint?: string): boolean {
  return violates(error, '23P01', constraint);
}
