/** Business constants and limits; docs/product/ says what each one governs. */

/** Size of every `…/paged?page=N` page; pages start at 0. */
/** The product's name: a name, written the same in every language, so it is no catalogue text. */
export const PRODUCT_NAME = 'Wayfare';

export const PAGE_SIZE = 10;

export const PASSWORD_MIN_LENGTH = 6;
export const MINIMUM_AGE_YEARS = 18;

/** Access tokens live this long (docs/product/accounts-and-roles.md#session-claims). */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 60 * 60;
/**
 * The web app renews a token that expires within this window before making a call
 * (docs/product/accounts-and-roles.md#session).
 */
export const TOKEN_RENEW_WINDOW_SECONDS = 9 * 60;

export const CAR_DELIVERY_FEE = 10;

/** The longest trip anyone can search, price, book or claim: a rental, not a way to take a car off sale for years. */
export const MAX_TRIP_DAYS = 30;
/** Unpaid bookings and waiting changes one customer may hold at once; each holds a car for HOLD_MINUTES. */
export const MAX_UNPAID_BOOKINGS = 3;
/** Changes of one booking that may lapse unpaid; after that it may only be changed to a cheaper or equal trip. */
export const MAX_LAPSED_CHANGES = 3;
/** Bookings one customer may create (canceled ones included) within BOOKING_RATE_WINDOW_MINUTES. */
export const BOOKING_RATE_LIMIT = 20;
export const BOOKING_RATE_WINDOW_MINUTES = 10;

export const ROLES = ['ADMIN', 'CUSTOMER'] as const;
export type Role = (typeof ROLES)[number];
