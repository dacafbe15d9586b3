/** Business constants and limits (SPEC §9). */

/** Size of every `…/paged?page=N` page; pages start at 0. */
export const PAGE_SIZE = 10;

export const PASSWORD_MIN_LENGTH = 6;
export const MINIMUM_AGE_YEARS = 18;

/** Access tokens live this long (DESIGN §5). */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 60 * 60;
/** The web app renews a token that expires within this window before making a call (SPEC §4). */
export const TOKEN_RENEW_WINDOW_SECONDS = 9 * 60;

export const CAR_DELIVERY_FEE = 10;

export const ROLES = ['ADMIN', 'CUSTOMER'] as const;
export type Role = (typeof ROLES)[number];
