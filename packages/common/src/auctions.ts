import { z } from 'zod';
import en from '../texts/en/auctions.json' with { type: 'json' };
import { WallClockDateTime } from './cars';
import type { Locale } from './i18n/locales';
import type { LocalizedValue } from './i18n/namespace';
import { MAX_ROW_ID } from './ids';
import { messages } from './messages';
import { isTripWithinLimit, searchMessages } from './search';

/**
 * The auctions' sentences the server answers with and the pages show (docs/product/auctions.md), as the English
 * catalogue writes them (packages/common/texts/en/auctions.json): the API's error hook and the pages put them in the
 * reader's language by these words. Sentences with values are catalogue keys (`auctionsTexts`), filled in where the
 * language is known.
 */
export const auctionMessages = {
  descriptionRequired: en['errors.descriptionRequired'],
  descriptionMax: en['errors.descriptionMax'],
  minBidAmount: en['errors.minBidAmount'],
  endDateTimeRequired: en['errors.endDateTimeRequired'],
  endDateTimeInPast: en['errors.endDateTimeInPast'],
  carRequired: en['errors.carRequired'],
  carNotExclusive: en['errors.carNotExclusive'],
  carHasOpenAuction: en['errors.carHasOpenAuction'],
  notFound: en['errors.notFound'],
  bidBelowMinimum: en['errors.bidBelowMinimum'],
  bidNotAboveHighest: en['errors.bidNotAboveHighest'],
  bidAmount: en['errors.bidAmount'],
  ended: en['errors.ended'],
  adminsCannotBid: en['errors.adminsCannotBid'],
  notYourBid: en['errors.notYourBid'],
  notWinner: en['errors.notWinner'],
  notClaimable: en['errors.notClaimable'],
  carMismatch: en['errors.carMismatch'],
  notYetDecided: en['list.notYetDecided'],
  over: en['list.over'],
  highestBidHolder: en['bid.highestBidHolder'],
  // Maximum bids, late bids, the reserve, alerts and the claim deadline (docs/product/auctions.md).
  maxAmount: en['errors.maxAmount'],
  maxBelowBid: en['errors.maxBelowBid'],
  onlyLeaderRaises: en['errors.onlyLeaderRaises'],
  outbidByMaximum: en['errors.outbidByMaximum'],
  /** The leader's bid (docs/product/auctions.md#bid-rules): they raise their maximum instead. */
  alreadyLeading: en['errors.alreadyLeading'],
  // Winning is binding (docs/product/auctions.md#winning-is-binding).
  bindingWin: en['bid.bindingWin'],
  reservePrice: en['errors.reservePrice'],
  reserveBelowMinimum: en['errors.reserveBelowMinimum'],
  reserveMet: en['facts.reserveMet'],
  reserveNotMet: en['facts.reserveNotMet'],
  endedReserveNotMet: en['list.endedReserveNotMet'],
  claimExpired: en['claimExpired'],
  endedNoBids: en['endedNoBids'],
  onlyMine: en['list.onlyMine'],
  auto: en['bids.auto'],
  myState: {
    LEADING: en['myState.LEADING'],
    OUTBID: en['myState.OUTBID'],
    WON: en['myState.WON'],
    LOST: en['myState.LOST'],
  },
} as const;

/**
 * An amount in a bid's sentences ("Bid at least 110 €"): whole euros without cents, otherwise both digits. English
 * writes it as it always has ("110", "112.50", "1100"); German and French as their money is written ("1.100",
 * "112,50"; "1 100", "112,50").
 */
export function formatBidAmount(amount: number, locale: Locale = 'en'): string {
  if (locale === 'en') return Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
  const digits = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount);
}

/** A bid amount for a text whose language is known only later (an API error): written in that language. */
export const bidAmountValue =
  (amount: number): LocalizedValue =>
  (locale) =>
    formatBidAmount(amount, locale);

/** How long after a late bid an auction stays open (docs/product/auctions.md#late-bid-extension). */
export const AUCTION_EXTENSION_MS = 2 * 60_000;
/** How long a winner has to claim and pay (docs/product/auctions.md#claim-deadline). */
export const AUCTION_CLAIM_WINDOW_MS = 48 * 3_600_000;
/** How long a winner who let the claim lapse may not bid (docs/product/auctions.md#winning-is-binding). */
export const AUCTION_LAPSE_BAR_MS = 30 * 24 * 3_600_000;

export const AUCTION_DESCRIPTION_MAX = 255;
/** The largest bid or minimum: bids are numeric(10,2) euros. */
export const AUCTION_AMOUNT_MAX = 99_999_999;

/**
 * Realtime timing (docs/product/realtime-contract.md#heart-beats): the web client's settings; the server beats at the
 * same rate. After a lost connection the client waits 1 s, doubling at each failed try up to 30 s, with jitter
 * (docs/product/realtime-contract.md#reconnecting).
 */
export const AUCTION_WS_RECONNECT_MIN_MS = 1000;
export const AUCTION_WS_RECONNECT_MAX_MS = 30_000;
export const AUCTION_WS_HEARTBEAT_MS = 4000;
export const AUCTION_TOAST_MS = 1700;
export const AUCTION_COUNTDOWN_TICK_MS = 1000;

/** STOMP destinations (docs/product/realtime-contract.md#destinations). */
export const stompDestinations = {
  bid: '/auction/bid',
  bids: (auctionId: number) => `/auction/${auctionId}/bids`,
  newUser: (auctionId: number) => `/auction/${auctionId}/new-user`,
  /** The end, the remaining time and the highest bid after every change (an AuctionState). */
  state: (auctionId: number) => `/auction/${auctionId}/state`,
  errors: '/user/queue/errors',
  /** Each user's own: an OutbidAlert when they lose the lead. */
  outbid: '/user/queue/outbid',
} as const;

const id = (error: string = searchMessages.required) =>
  z.number({ error }).int({ error }).positive({ error }).max(MAX_ROW_ID, { error });

const amount = (message: string) =>
  z
    .number({ error: message })
    .positive({ error: message })
    .max(AUCTION_AMOUNT_MAX, { error: message })
    .multipleOf(0.01, { error: message });

/**
 * `POST /api/auctions` (docs/product/auctions.md#create-auction; `car` is the car id). "Not before now" is the server's
 * check.
 */
export const CreateAuctionBody = z
  .object({
    description: z
      .string({ error: auctionMessages.descriptionRequired })
      .trim()
      .min(1, auctionMessages.descriptionRequired)
      .max(AUCTION_DESCRIPTION_MAX, auctionMessages.descriptionMax),
    minBidAmount: amount(auctionMessages.minBidAmount),
    endDateTime: z
      .string({ error: auctionMessages.endDateTimeRequired })
      .min(1, auctionMessages.endDateTimeRequired)
      .pipe(WallClockDateTime),
    car: id(auctionMessages.carRequired),
    /** The least highest bid that sells the car; admins only see it. */
    reservePrice: amount(auctionMessages.reservePrice).optional(),
  })
  .refine((b) => b.reservePrice === undefined || b.reservePrice >= b.minBidAmount, {
    error: auctionMessages.reserveBelowMinimum,
    path: ['reservePrice'],
  });
export type CreateAuctionBody = z.infer<typeof CreateAuctionBody>;

const maxNotBelowBid = <B extends { bidAmount: number; maxAmount?: number | undefined }>(schema: z.ZodType<B>) =>
  schema.refine((b) => b.maxAmount === undefined || b.maxAmount >= b.bidAmount, {
    error: auctionMessages.maxBelowBid,
    path: ['maxAmount'],
  });

/**
 * `POST /api/auctions/{id}/bids`. `maxAmount`: the bidder's secret maximum, up to which the server bids for them
 * (docs/product/auctions.md#maximum-bids).
 */
export const PlaceBidBody = maxNotBelowBid(
  z.object({ bidAmount: amount(auctionMessages.bidAmount), maxAmount: amount(auctionMessages.maxAmount).optional() }),
);
export type PlaceBidBody = z.infer<typeof PlaceBidBody>;

/**
 * `PUT /api/auctions/{id}/maximum`: the leading bidder raises their secret maximum without bidding against themselves
 * (docs/product/auctions.md#raising-a-maximum).
 */
export const RaiseMaximumBody = z.object({ maxAmount: amount(auctionMessages.maxAmount) });
export type RaiseMaximumBody = z.infer<typeof RaiseMaximumBody>;
export const RaiseMaximumResponse = z.object({ myMaxAmount: z.number(), highestBid: z.number() });
export type RaiseMaximumResponse = z.infer<typeof RaiseMaximumResponse>;

/** The body of a STOMP SEND to `/auction/bid` (docs/product/realtime-contract.md#bids-over-the-channel). */
export const RealtimeBidBody = maxNotBelowBid(
  z.object({
    auctionId: id(),
    userId: id(),
    bidAmount: amount(auctionMessages.bidAmount),
    maxAmount: amount(auctionMessages.maxAmount).optional(),
  }),
);
export type RealtimeBidBody = z.infer<typeof RealtimeBidBody>;

const UserRef = z.object({ id: z.number().int(), name: z.string() });

/**
 * A bid (docs/product/auctions.md#bid); `dateTime` wall-clock in the business time zone. Also the MESSAGE body on
 * `/auction/{id}/bids`.
 */
export const Bid = z.object({
  id: z.number().int(),
  amount: z.number(),
  dateTime: z.string(),
  user: UserRef,
  /** Placed by the server for the bidder's maximum. */
  auto: z.boolean(),
});
export type Bid = z.infer<typeof Bid>;

/** Where the viewer stands in an auction they bid on (docs/product/auctions.md#my-auctions). */
export const MyAuctionState = z.enum(['LEADING', 'OUTBID', 'WON', 'LOST']);
export type MyAuctionState = z.infer<typeof MyAuctionState>;

/**
 * The MESSAGE body on `/auction/{id}/state` after every change: a bid, a late-bid extension, the close
 * (docs/product/realtime-contract.md#auction-state).
 */
export const AuctionState = z.object({
  auctionId: z.number().int(),
  endDateTime: z.string(),
  remainingMs: z.number().int().nonnegative(),
  highestBid: z.number().nullable(),
  highestBidder: UserRef.nullable(),
  reserveMet: z.boolean().nullable(),
});
export type AuctionState = z.infer<typeof AuctionState>;

/** The MESSAGE body on a user's `/user/queue/outbid`. */
export const OutbidAlert = z.object({ auctionId: z.number().int(), highestBid: z.number() });
export type OutbidAlert = z.infer<typeof OutbidAlert>;

export const AuctionCar = z.object({
  id: z.number().int(),
  make: z.string(),
  model: z.string(),
  registrationNumber: z.string(),
});

/** The keys of an auction every viewer gets (AuctionSummary, Auction). */
const auctionSummaryFields = {
  id: z.number().int(),
  description: z.string(),
  minBidAmount: z.number(),
  endDateTime: z.string(),
  remainingMs: z.number().int().nonnegative(),
  car: AuctionCar,
  winnerUser: UserRef.nullable(),
  /** 1 while the winner may still claim the car, else 0. */
  canBeClaimed: z.union([z.literal(0), z.literal(1)]),
  /** null without a reserve; else whether the highest bid reaches it. */
  reserveMet: z.boolean().nullable(),
  /** Whether anyone bid: an ended auction without a bid says so instead of offering Join. */
  hasBids: z.boolean(),
  /** Until when the winner may claim (wall-clock), once there is a winner. */
  claimDeadline: z.string().nullable(),
  /** The winner's claim lapsed (or, for a first winner who let it lapse, their own did). */
  claimExpired: z.boolean(),
  /** The viewer's own state; null when they never bid on it. */
  myState: MyAuctionState.nullable(),
};

/**
 * The reserve itself: in admins' answers only. Always the last key of an answer (AuctionSummary and Auction): the API's
 * fast serialiser writes an object exactly only when its optional keys come after the required ones.
 */
const adminOnlyFields = { reservePrice: z.number().nullable().optional() };

/**
 * The winner who let this auction's claim lapse and until when they may not bid (wall-clock), in admins' answers
 * only (docs/product/auctions.md#winning-is-binding).
 */
export const LapsedWinner = z.object({ user: UserRef, barredUntil: z.string() });
export type LapsedWinner = z.infer<typeof LapsedWinner>;

/**
 * A row of `GET /api/auctions/paged` (docs/product/auctions.md#auction, without its bids). `endDateTime` is wall-clock
 * in the business time zone; `remainingMs` is how long the auction is still open when the server answered (0 once
 * ended), so a countdown does not depend on the browser's clock or time zone.
 */
export const AuctionSummary = z.object({ ...auctionSummaryFields, ...adminOnlyFields });
export type AuctionSummary = z.infer<typeof AuctionSummary>;

/** `GET /api/auctions/{id}`: with the car and its bids, newest first, and the current highest bid. */
export const Auction = z.object({
  ...auctionSummaryFields,
  bids: z.array(Bid),
  highestBid: Bid.nullable(),
  /** The viewer's own secret maximum on this auction, if they set one. */
  myMaxAmount: z.number().nullable(),
  ...adminOnlyFields,
  /** null while nobody let the claim lapse; admins only, after the other optional key. */
  lapsedWinner: LapsedWinner.nullable().optional(),
});

/** `GET /api/auctions/paged` and `/count`: `mine=true` keeps the auctions the viewer bid on. */
export const AuctionsPageQuery = z.object({
  page: z.coerce.number().int().min(0).max(MAX_ROW_ID).default(0),
  mine: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});
export const AuctionsCountQuery = AuctionsPageQuery.pick({ mine: true });
export type Auction = z.infer<typeof Auction>;

/**
 * The claim of a won auction (`POST /api/bookings/claim`, docs/product/auctions.md#claim); coverage is always 2
 * (Premium).
 */
export const ClaimAuctionBody = z
  .object({
    auctionId: id(),
    carId: id(),
    coverage: z.literal(2, { error: en['errors.claimCoverage'] }),
    fromCityId: id(),
    toCityId: id(),
    startDateTime: WallClockDateTime,
    endDateTime: WallClockDateTime,
  })
  .refine((b) => b.fromCityId !== b.toCityId, { error: messages.search.sameCities, path: ['toCityId'] })
  .refine((b) => b.endDateTime > b.startDateTime, { error: searchMessages.dropOffBeforePickUp, path: ['endDateTime'] })
  .refine((b) => isTripWithinLimit(b.startDateTime, b.endDateTime), {
    error: searchMessages.tripTooLong,
    path: ['endDateTime'],
  });
export type ClaimAuctionBody = z.infer<typeof ClaimAuctionBody>;

/** The body of an ERROR sent to `/user/queue/errors` (docs/product/realtime-contract.md#destinations). */
export const RealtimeError = z.object({ error: z.string() });
export type RealtimeError = z.infer<typeof RealtimeError>;
