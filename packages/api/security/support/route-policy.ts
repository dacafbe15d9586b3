/**
 * The only hand-written part of the route matrix: who may call each route of the OpenAPI document. A route that
 * is in neither list fails the suite, so every new route must be classified here (and is then attacked).
 * Keys are `METHOD /path` exactly as the document spells them.
 */

/** Routes anyone may call, each with the reason it is public. */
export const PUBLIC_ROUTES: Readonly<Record<string, string>> = {
  'GET /api/health': 'load-balancer liveness probe',
  'GET /api/ready': 'load-balancer readiness probe',
  'GET /api/config': 'public settings the web app needs before anyone logs in',
  'POST /api/auth/register': 'creating an account',
  'POST /api/auth/login': 'logging in',
  'POST /api/auth/login/google': 'logging in with a Google ID token (verified server-side)',
  'POST /api/auth/renew': 'the token to renew travels in the body and is verified there',
  'GET /api/cities': 'the search form lists the cities (guests search, docs/product/accounts-and-roles.md#permissions)',
  'GET /api/cities/{id}': 'one city of that list',
  'GET /api/cities/route': 'the search results show the route card to guests',
  'GET /api/maps/route.svg': 'route map <img> (no token on images); city positions only',
  'GET /api/maps/trips.svg': 'trips map <img>; city positions only',
  'GET /api/cars/features': 'the search filter panel',
  'GET /api/cars/count': '/all-cars is a public page (docs/product/admin-tools.md#all-cars)',
  'GET /api/cars/paged': '/all-cars is a public page (docs/product/admin-tools.md#all-cars)',
  'GET /api/cars/{id}': 'car preview on public pages',
  'GET /api/cars/photos/{photoId}': 'car photo <img> (no token on images)',
  'POST /api/cars/availableCars': 'car search is for guests too (docs/product/accounts-and-roles.md#permissions)',
  'POST /api/cars/availableCars/suggestions':
    'an empty search offers other dates and cities to guests too (docs/product/search-and-availability.md#suggestions)',
  'GET /api/bookings/damages/icons/{file}': 'damage icon <img> (no token on images)',
  'GET /api/discountPlans': '/discount-plans is a public page (docs/product/screens-and-navigation.md#route-table)',
  'GET /api/reviews': "a car's reviews, shown on the booking page",
  'GET /api/payments/test-checkout/{sessionId}': 'test card page: the unguessable session id is the capability',
  'POST /api/payments/test-checkout/{sessionId}/pay': 'test card page: the unguessable session id is the capability',
  'POST /api/payments/test-checkout/{sessionId}/cancel': 'test card page: the unguessable session id is the capability',
  'POST /api/payments/webhook': 'Stripe calls it; the Stripe-Signature header is the authentication',
};

export type Guard = 'ADMIN' | 'CUSTOMER' | 'ANY';

/** Routes that need a token: ANY = any logged-in user (ownership is the service's job), else that role only. */
export const GUARDED_ROUTES: Readonly<Record<string, Guard>> = {
  'POST /api/auth/logout': 'ANY',

  'GET /api/users/currentUserProfile': 'ANY',
  'POST /api/users/updateUserEmailSettings': 'ANY',
  'POST /api/users/updateUserLanguage': 'ANY',
  'PUT /api/users/{id}': 'ANY',
  'PUT /api/users/gauth/{id}': 'ANY',

  'GET /api/cities/lookupCity': 'ADMIN',
  'POST /api/cities': 'ADMIN',

  'POST /api/messages': 'ANY',
  'GET /api/messages': 'ANY',
  'PUT /api/messages/{id}': 'ADMIN',

  'GET /api/cars/exclusive': 'ADMIN',
  'POST /api/cars': 'ADMIN',
  'PUT /api/cars/{id}': 'ADMIN',
  'DELETE /api/cars/{id}': 'ADMIN',
  'GET /api/cars/{id}/blocks': 'ADMIN',
  'POST /api/cars/{id}/blocks': 'ADMIN',
  'DELETE /api/cars/{id}/blocks/{blockId}': 'ADMIN',

  'POST /api/bookings/calculate-cost': 'ANY',
  'POST /api/bookings': 'CUSTOMER',
  'GET /api/bookings': 'ADMIN',
  'GET /api/bookings/paged': 'ANY',
  'GET /api/bookings/count': 'ANY',
  'GET /api/bookings/export.csv': 'ADMIN',
  'GET /api/bookings/by-user': 'ANY',
  'GET /api/bookings/cancel': 'ANY',
  'GET /api/bookings/{id}/cancellation': 'ANY',
  'POST /api/bookings/{id}/change': 'CUSTOMER',
  'POST /api/bookings/{id}/change/quote': 'CUSTOMER',
  'GET /api/bookings/{id}/changes': 'ANY',
  'GET /api/bookings/damages': 'ANY',
  'GET /api/bookings/by-car': 'ADMIN',
  'GET /api/bookings/by-car-map': 'ADMIN',
  'POST /api/bookings/claim': 'CUSTOMER',

  'GET /api/fleet/calendar': 'ADMIN',

  'GET /api/statistics/by-car': 'ADMIN',
  'GET /api/statistics/general': 'ADMIN',
  'GET /api/statistics/discounts': 'ADMIN',
  'GET /api/statistics/cars': 'ADMIN',
  'GET /api/statistics/trips': 'ADMIN',
  'GET /api/statistics/per-month': 'ADMIN',
  'GET /api/statistics/popular-over-time': 'ADMIN',

  'GET /api/payments': 'ANY',
  'GET /api/payments/paged': 'ANY',
  'GET /api/payments/{id}/receipt': 'ANY',
  'GET /api/payments/count': 'ANY',
  'GET /api/payments/export.csv': 'ADMIN',
  'GET /api/payments/pay': 'CUSTOMER',
  'POST /api/payments/create-request': 'ANY',
  'GET /api/payments/{responseType}': 'ANY',
  'POST /api/payments/create-discount-link': 'CUSTOMER',

  'GET /api/reviews/by-user': 'ANY',
  'POST /api/reviews': 'CUSTOMER',
  'PUT /api/reviews/{id}': 'ANY',
  'DELETE /api/reviews/{id}': 'ANY',

  'POST /api/discountPlans': 'ADMIN',
  'GET /api/discountPlans/is-bought': 'ANY',
  'DELETE /api/discountPlans/{id}': 'ADMIN',

  'GET /api/auctions/count': 'ANY',
  'GET /api/auctions/paged': 'ANY',
  'GET /api/auctions/{id}': 'ANY',
  'POST /api/auctions': 'ADMIN',
  'POST /api/auctions/{id}/bids': 'CUSTOMER',
  'PUT /api/auctions/{id}/maximum': 'CUSTOMER',

  'GET /api/deployments/render/status': 'ADMIN',
  'GET /api/deployments/render/on': 'ADMIN',
  'GET /api/deployments/render/off': 'ADMIN',
  'GET /api/deployments/render/redeploy': 'ADMIN',

  'GET /api/audit': 'ADMIN',
};

/**
 * Routes the app has but the OpenAPI document does not list, each with its reason. The matrix compares the app's
 * real route table with the document, so a route cannot escape it by hiding from the document.
 */
export const UNDOCUMENTED_ROUTES: ReadonlyArray<{ pattern: RegExp; reason: string }> = [
  { pattern: /^GET \/ws$/, reason: 'the STOMP upgrade; its CONNECT is authenticated (token-attacks.stomp.test.ts)' },
  {
    pattern: /^GET \/api\/docs(\/.*)?$/,
    reason: 'Swagger UI and the document itself: public by design (docs/product/README.md#http-basics)',
  },
  { pattern: /^GET \/$/, reason: "the web app's home page (prerendered, or index.html), not part of the API" },
];
