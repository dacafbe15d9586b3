/**
 * The one row a statement that must give one gave (an INSERT … RETURNING, a row just made). None is a bug, not a
 * user's mistake: the error says which statement, and the error handler answers 500.
 */
export function firstRow<T>(rows: readonly T[], what: string): T {
  const row = rows[0];
  if (row === undefined) throw new Error(`${what} returned no row`);
  return row;
}
