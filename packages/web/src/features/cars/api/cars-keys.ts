/**
 * Query keys of the cars feature. Everything starts with "cars" so one invalidation after a
 * create, update or delete refreshes every list, detail and search result that shows a car.
 */
export const carsKeys = {
  all: ['cars'] as const,
  count: () => ['cars', 'count'] as const,
  page: (page: number) => ['cars', 'page', page] as const,
  detail: (carId: number) => ['cars', 'detail', carId] as const,
  statistics: (carId: number) => ['cars', 'detail', carId, 'statistics'] as const,
  bookings: (carId: number) => ['cars', 'detail', carId, 'bookings'] as const,
  historyMap: (carId: number) => ['cars', 'detail', carId, 'history-map'] as const,
  blocks: (carId: number) => ['cars', 'detail', carId, 'blocks'] as const,
};
