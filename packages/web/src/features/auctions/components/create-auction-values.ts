import { auctionMessages, CreateAuctionBody, instantToWallClock } from '@wayfare/common';
import dayjs from 'dayjs';

/** Field values of the create-auction form: inputs hold '' until filled; `car` is the select's string value. */
export interface CreateAuctionValues {
  description: string;
  minBidAmount: number | string;
  endDateTime: string;
  car: string;
  /** Optional (docs/product/auctions.md#reserve-price): '' sends none. */
  reservePrice: number | string;
}

export const EMPTY_AUCTION: CreateAuctionValues = {
  description: '',
  minBidAmount: '',
  endDateTime: '',
  car: '',
  reservePrice: '',
};

type Field = keyof CreateAuctionValues;

/**
 * "Now" as a wall-clock `YYYY-MM-DDTHH:mm` in the business time zone (the one endDateTime is written in,
 * docs/product/README.md#wall-clock-date-times), or in the browser's own zone until the app's settings have loaded.
 */
export function wallClockNow(timeZone: string | undefined, now: Date = new Date()): string {
  if (!timeZone) return dayjs(now).format('YYYY-MM-DDTHH:mm');
  return instantToWallClock(now, timeZone).slice(0, 16);
}

function toInput(values: CreateAuctionValues) {
  return {
    description: values.description,
    minBidAmount: values.minBidAmount === '' ? undefined : Number(values.minBidAmount),
    endDateTime: values.endDateTime,
    car: values.car === '' ? undefined : Number(values.car),
    reservePrice: values.reservePrice === '' ? undefined : Number(values.reservePrice),
  };
}

/**
 * The create-auction rules (docs/product/auctions.md#create-auction), checked by the API's own schema plus "not before
 * now"; the first message per field.
 */
export function validateAuction(values: CreateAuctionValues, now: string): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of CreateAuctionBody.safeParse(toInput(values)).error?.issues ?? []) {
    errors[issue.path[0] as Field] ??= issue.message;
  }
  if (!errors.endDateTime && values.endDateTime.slice(0, 16) < now)
    errors.endDateTime = auctionMessages.endDateTimeInPast;
  return errors;
}

/** The request body of valid values. */
export function toAuctionBody(values: CreateAuctionValues): CreateAuctionBody {
  return CreateAuctionBody.parse(toInput(values));
}
