import { auctionMessages, formatMoney, formatWallClock, mapSearchUrl, instantToWallClock } from '@wayfare/common';
import type { Mail } from '../../integrations/mail';
import { renderMail } from './layout';
import type { AuctionDetails, BookingDetails, NotificationReads, Recipient } from './recipients';

type Plan = NonNullable<Awaited<ReturnType<NotificationReads['plan']>>>;
type Payment = NonNullable<Awaited<ReturnType<NotificationReads['payment']>>>;
type Message = NonNullable<Awaited<ReturnType<NotificationReads['message']>>>;

const when = (instant: Date, timeZone: string) =>
  `${formatWallClock(instantToWallClock(instant, timeZone))} (${timeZone})`;

type Detail = [label: string, value: string, href?: string];

/** An address with its map link, or nothing when there is none. */
const place = (label: string, address: string | null): Detail[] =>
  address ? [[label, address, mapSearchUrl(address)]] : [];

/**
 * The trip, with where the car is collected (its depot, or the delivery address) and returned
 * (docs/product/bookings-and-payments.md#emails).
 */
function tripDetails(booking: BookingDetails, timeZone: string): Detail[] {
  return [
    ['Booking', `#${booking.id}`],
    ['Car', `${booking.make} ${booking.model} (${booking.registrationNumber})`],
    ['Pick-up', `${booking.startCity}, ${when(booking.startAt, timeZone)}`],
    ...(booking.deliveryAddress
      ? place('Delivery address', booking.deliveryAddress)
      : place('Pick-up depot', booking.startDepot)),
    ['Drop-off', `${booking.endCity}, ${when(booking.endAt, timeZone)}`],
    ...place('Drop-off depot', booking.endDepot),
    ['Total price', formatMoney(booking.totalPrice)],
  ];
}

export function bookingPaidMail(user: Recipient, booking: BookingDetails, timeZone: string): Mail {
  return renderMail({
    to: user.email,
    subject: `Your booking #${booking.id} is confirmed`,
    name: user.name,
    paragraphs: [
      `Thank you for your payment. Your booking of the ${booking.make} ${booking.model} is confirmed and the car will be ready for you.`,
    ],
    details: tripDetails(booking, timeZone),
  });
}

export function bookingCanceledMail(
  user: Recipient,
  booking: BookingDetails,
  wasPaid: boolean,
  timeZone: string,
  /** What the cancellation policy gives back (docs/product/bookings-and-payments.md#cancellation-policy). */
  refund: number,
): Mail {
  const refunded =
    refund > 0
      ? `${formatMoney(refund)} of your payment will be refunded to the card you paid with.`
      : 'Canceled this close to pick-up, nothing of your payment is refunded.';
  return renderMail({
    to: user.email,
    subject: `Your booking #${booking.id} has been canceled`,
    name: user.name,
    paragraphs: [
      `Your booking of the ${booking.make} ${booking.model} has been canceled.`,
      wasPaid ? refunded : 'It was not paid in time, so nothing has been charged.',
    ],
    details: tripDetails(booking, timeZone),
  });
}

/** A change applied (docs/product/bookings-and-payments.md#changing-a-booking): the trip as it is now. */
export function bookingChangedMail(user: Recipient, booking: BookingDetails, timeZone: string, refund: number): Mail {
  return renderMail({
    to: user.email,
    subject: `Your booking #${booking.id} has been changed`,
    name: user.name,
    paragraphs: [
      `Your booking of the ${booking.make} ${booking.model} has been changed. Here are its new details.`,
      ...(refund > 0 ? [`${formatMoney(refund)} will be refunded to the card you paid with.`] : []),
    ],
    details: tripDetails(booking, timeZone),
  });
}

/**
 * Money that arrived for a payment that no longer asked for it goes back whole
 * (docs/product/bookings-and-payments.md#payment-confirmation).
 */
export function paymentSentBackMail(user: Recipient, booking: BookingDetails, amount: number, timeZone: string): Mail {
  return renderMail({
    to: user.email,
    subject: `Your payment of ${formatMoney(amount)} for booking #${booking.id} is refunded`,
    name: user.name,
    paragraphs: [
      `Your payment of ${formatMoney(amount)} arrived after booking #${booking.id} had changed or been canceled, so it no longer paid for the trip.`,
      `The whole ${formatMoney(amount)} is refunded to the card you paid with. The booking as it is now is below.`,
    ],
    details: tripDetails(booking, timeZone),
  });
}

export function damageChargedMail(
  user: Recipient,
  booking: BookingDetails | undefined,
  payment: Payment,
  timeZone: string,
): Mail {
  return renderMail({
    to: user.email,
    subject: `Damage charge of ${formatMoney(payment.amount)} for booking #${booking?.id ?? ''}`.trim(),
    name: user.name,
    paragraphs: [
      'Damage to the car was recorded after your trip, and a charge for it has been added to your account.',
      'You can pay it from the Payments tab of your profile. If you believe this is a mistake, reply through "Ask for help".',
    ],
    details: [
      ['Charge', payment.description],
      ['Amount', formatMoney(payment.amount)],
      ...(booking ? tripDetails(booking, timeZone).slice(0, 2) : []),
    ],
  });
}

export function discountPlanMail(user: Recipient, plan: Plan): Mail {
  return renderMail({
    to: user.email,
    subject: `New discount plan: ${plan.title}`,
    name: user.name,
    paragraphs: [
      `We have a new discount plan for you: ${plan.title}.`,
      plan.description,
      'You can buy it on the Discount plans page; the discount is applied to your next bookings automatically.',
    ],
    details: [
      ['Plan', plan.title],
      ['Discount', `${plan.discountValue}% off each booking`],
      ['Uses', String(plan.remainingUses)],
      ['Price', formatMoney(plan.price)],
    ],
  });
}

export function messageAnsweredMail(user: Recipient, message: Message): Mail {
  return renderMail({
    to: user.email,
    subject: 'We have answered your question',
    name: user.name,
    paragraphs: [
      'Our support team has answered your question.',
      `Your question:\n${message.messageContent}`,
      `Our answer:\n${message.answerContent ?? ''}`,
      'You can read all your questions and answers under "Ask for help".',
    ],
  });
}

/** Where a mail's links point: the public origin when configured, else a path on the site. */
export interface MailLinks {
  /** PUBLIC_URL without its trailing slash; unset, links are site paths. */
  origin: string | undefined;
  timeZone: string;
}

// The web app's routes (packages/web/src/config/paths.ts).
const auctionLink = (links: MailLinks, auctionId: number) => `${links.origin ?? ''}/auction?auctionId=${auctionId}`;
const claimLink = (links: MailLinks, auctionId: number) => `${links.origin ?? ''}/claim-auction?auctionId=${auctionId}`;

const auctionDetails = (auction: AuctionDetails): [string, string][] => [
  ['Auction', `#${auction.id}`],
  ['Car', `${auction.make} ${auction.model} (${auction.registrationNumber})`],
];

const claimBy = (auction: AuctionDetails, timeZone: string): [string, string][] =>
  auction.claimDeadlineAt ? [['Claim by', when(auction.claimDeadlineAt, timeZone)]] : [];

export function auctionWonMail(user: Recipient, auction: AuctionDetails, links: MailLinks): Mail {
  return renderMail({
    to: user.email,
    subject: `You won auction #${auction.id}`,
    name: user.name,
    paragraphs: [
      `Congratulations: your bid won "${auction.description}".`,
      'Open All auctions and press Claim to choose where and when you drive it. The trip is booked with Premium coverage at your winning bid.',
      auction.claimDeadlineAt
        ? `Claim it within 48 hours, by ${when(auction.claimDeadlineAt, links.timeZone)}, or the claim lapses: ${claimLink(links, auction.id)}`
        : `Claim it here: ${claimLink(links, auction.id)}`,
    ],
    details: [
      ...auctionDetails(auction),
      ['Winning bid', formatMoney(auction.winningAmount ?? 0)],
      ...claimBy(auction, links.timeZone),
    ],
  });
}

/** docs/product/auctions.md#outbid-alerts */
export function auctionOutbidMail(
  user: Recipient,
  auction: AuctionDetails,
  highestBid: number,
  links: MailLinks,
): Mail {
  return renderMail({
    to: user.email,
    subject: auctionMessages.outbid(auction.id),
    name: user.name,
    paragraphs: [
      `Another bidder now leads "${auction.description}" with ${formatMoney(highestBid)}.`,
      `If you still want the ${auction.make} ${auction.model}, bid again before the auction ends: ${auctionLink(links, auction.id)}`,
    ],
    details: [...auctionDetails(auction), ['Highest bid', formatMoney(highestBid)]],
  });
}

/**
 * docs/product/auctions.md#claim-deadline; `barredUntil` for the winner at the close, who may not bid until then
 * (docs/product/auctions.md#winning-is-binding).
 */
export function auctionClaimLapsedMail(
  user: Recipient,
  auction: AuctionDetails,
  barredUntil: Date | null,
  timeZone: string,
): Mail {
  const barred = barredUntil ? when(barredUntil, timeZone) : null;
  return renderMail({
    to: user.email,
    subject: `Your claim on auction #${auction.id} has expired`,
    name: user.name,
    paragraphs: [
      `The 48 hours to claim the ${auction.make} ${auction.model} you won in "${auction.description}" have passed without a claim, so the car can no longer be claimed by you.`,
      'Nothing has been charged.',
      ...(barred ? [`A win is binding: you cannot bid on any auction until ${barred}.`] : []),
    ],
    details: barred ? [...auctionDetails(auction), ['Bidding barred until', barred]] : auctionDetails(auction),
  });
}

/** docs/product/auctions.md#second-chance */
export function auctionSecondChanceMail(
  user: Recipient,
  auction: AuctionDetails,
  amount: number,
  links: MailLinks,
): Mail {
  return renderMail({
    to: user.email,
    subject: `Second chance: the car of auction #${auction.id} is yours at ${formatMoney(amount)}`,
    name: user.name,
    paragraphs: [
      `The winner of "${auction.description}" did not claim the ${auction.make} ${auction.model} in time, so we offer it to you at your own highest bid of ${formatMoney(amount)}.`,
      `You have 48 hours to claim it and pay: choose where and when you drive it at ${claimLink(links, auction.id)}. The trip is booked with Premium coverage at that amount.`,
      'If you do not claim it by then, the offer lapses.',
    ],
    details: [...auctionDetails(auction), ['Your price', formatMoney(amount)], ...claimBy(auction, links.timeZone)],
  });
}
