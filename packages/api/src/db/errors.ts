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

/** Socket-level failures of the connection to the database server. */
const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** What node-postgres says when a connection dies or cannot be had in time (it gives these errors no code). */
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
];

/**
 * The database could not be reached or dropped the connection: a socket error, node-postgres' own connection
 * errors, SQLSTATE class 08 (connection exception), or 57P01–57P03 (the server is shutting down or starting up).
 * Not a fault of the request: it answers 503 and the next request, once the database is back, succeeds.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const code = 'code' in e && typeof e.code === 'string' ? e.code : undefined;
    if (code && (CONNECTION_ERRNOS.has(code) || code.startsWith('08') || /^57P0[123]$/.test(code))) return true;
    const message = 'message' in e && typeof e.message === 'string' ? e.message : '';
    if (CONNECTION_MESSAGES.some((known) => message.startsWith(known))) return true;
    e = 'cause' in e ? e.cause : undefined;
  }
  return false;
}
