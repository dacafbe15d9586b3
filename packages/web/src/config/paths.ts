import type { SearchParams } from '@wayfare/common';

/**
 * Every route of the route table (docs/product/screens-and-navigation.md#route-table), written once. Pages, links and
 * redirects use `href(...)` so a path never appears as a string literal anywhere else.
 */
function route(path: string) {
  return { path, href: () => path };
}

function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export interface SearchHrefParams extends SearchParams {
  /** Comma-separated feature ids (docs/product/search-and-availability.md#search-url). */
  filters?: string;
  /** Car delivery to this address (docs/product/search-and-availability.md#car-delivery). */
  delivery?: string;
}

export const paths = {
  home: route('/'),
  ping: route('/ping'),
  search: { path: '/search', href: (q: SearchHrefParams) => withQuery('/search', { ...q }) },
  /** `page` is 0-based like the API's (docs/product/README.md#paged-lists); page 0 is the bare path. */
  allCars: {
    path: '/all-cars',
    href: (p: { page?: number } = {}) => withQuery('/all-cars', { page: p.page || undefined }),
  },
  discountPlans: route('/discount-plans'),

  /**
   * `returnTo`: where to go once logged in (docs/product/accounts-and-roles.md#coming-back); give it through
   * `returnToParam` so that only the app's own paths are carried.
   */
  login: { path: '/login', href: (p: { returnTo?: string } = {}) => withQuery('/login', p) },
  register: { path: '/register', href: (p: { returnTo?: string } = {}) => withQuery('/register', p) },

  logout: route('/logout'),
  payHandle: route('/pay-handle'),
  /**
   * The embedded test checkout (docs/product/bookings-and-payments.md#payment-providers); the server builds these
   * links, the app only serves them.
   */
  checkout: {
    path: '/checkout/:sessionId',
    href: (p: { sessionId: string }) => `/checkout/${encodeURIComponent(p.sessionId)}`,
  },
  myBookings: route('/my-bookings'),
  allAuctions: route('/all-auctions'),
  auction: { path: '/auction', href: (p: { auctionId: number }) => withQuery('/auction', p) },
  myProfile: route('/my-profile'),
  claimAuction: { path: '/claim-auction', href: (p: { auctionId: number }) => withQuery('/claim-auction', p) },

  newBooking: {
    path: '/new-booking',
    href: (q: SearchParams & { carId: number; delivery?: string }) => withQuery('/new-booking', { ...q }),
  },
  /** Change an own booking's trip (docs/product/bookings-and-payments.md#changing-a-booking). */
  changeBooking: {
    path: '/change-booking',
    href: (p: { bookingId: number }) => withQuery('/change-booking', p),
  },

  myPayments: route('/my-payments'),
  manageCar: { path: '/manage-car', href: (p: { carId?: number } = {}) => withQuery('/manage-car', p) },
  createDiscount: route('/create-discount'),
  createAuction: route('/create-auction'),
  carInfo: { path: '/car-info', href: (p: { carId: number }) => withQuery('/car-info', p) },
  statistics: route('/statistics'),
  /** `from` is the view's first day (YYYY-MM-DD); today on the business clocks when absent. */
  fleetCalendar: {
    path: '/fleet-calendar',
    href: (p: { from?: string } = {}) => withQuery('/fleet-calendar', p),
  },
  /** The audit log; `entity` and `userId` (the admin who wrote) filter it. */
  audit: {
    path: '/audit',
    href: (p: { entity?: string; userId?: number } = {}) => withQuery('/audit', p),
  },
  allMessages: route('/all-messages'),
  deployments: route('/deployments'),
} as const;
