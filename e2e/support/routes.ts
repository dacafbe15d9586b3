/**
 * Every route of the route table (docs/product/screens-and-navigation.md#route-table) per visitor, for the journeys
 * that visit them all (accessibility, 375 px phone). Routes that need an id use the seeded ones: car 1, auction 1
 * (running) and auction 2 (ended, won by the demo customer).
 */
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const trip = `fromCity=1&toCity=2&fromDate=${daysAhead(60)}&toDate=${daysAhead(62)}&fromTime=10:00&toTime=12:00`;
// Car 1 (the Golf, WF-BER-101) is at home in Berlin (city 3) two months ahead: a trip it can take, so the page is
// priced (calculate-cost answers 409 for a car that is elsewhere).
const carOneTrip = trip.replace('fromCity=1&', 'fromCity=3&');

const publicRoutes = ['/', '/ping', `/search?${trip}`, '/all-cars', '/discount-plans', '/no-such-page'];
const loggedInRoutes = ['/my-bookings', '/all-auctions', '/auction?auctionId=1', '/my-profile'];

export const routesFor = {
  guest: [...publicRoutes, '/login', '/register'],
  customer: [...publicRoutes, ...loggedInRoutes, '/claim-auction?auctionId=2', `/new-booking?carId=1&${carOneTrip}`],
  admin: [
    ...publicRoutes,
    ...loggedInRoutes,
    '/my-payments',
    '/manage-car',
    '/manage-car?carId=1',
    '/create-discount',
    '/create-auction',
    '/car-info?carId=1',
    '/statistics',
    '/fleet-calendar',
    '/audit',
    '/all-messages',
    '/deployments',
  ],
} as const;

/** A file-name friendly name of a route: "/car-info?carId=1" → "car-info-1", "/" → "home". */
export function routeName(route: string): string {
  const [path = '', query = ''] = route.split('?');
  const base = path === '/' ? 'home' : path.slice(1);
  const id = /(?:^|&)(?:carId|auctionId)=(\d+)/.exec(query)?.[1];
  return id ? `${base}-${id}` : base;
}
