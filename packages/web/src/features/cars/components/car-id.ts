/** The `carId` of a page's query as a positive integer, or null when it is missing or not one. */
export function carIdFrom(query: URLSearchParams): number | null {
  const value = Number(query.get('carId'));
  return Number.isInteger(value) && value > 0 ? value : null;
}
