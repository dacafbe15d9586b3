import { mapSearchUrl } from '@wayfare/common';
import type { Mail } from '../../integrations/mail';
import { renderMail } from './layout';
import { mailWriter, type MailSettings, type MailWriter } from './mail-writer';
import type { AuctionDetails, BookingDetails, NotificationReads, Recipient } from './recipients';

export type { MailSettings } from './mail-writer';

/*
 * Each e-mail is written in its recipient's language (`Recipient.language`), its texts in the catalogue's `emails`
 * namespace; the English ones are the product specification's words.
 */

type Plan = NonNullable<Awaited<ReturnType<NotificationReads['plan']>>>;
type Payment = NonNullable<Awaited<ReturnType<NotificationReads['payment']>>>;
type Message = NonNullable<Awaited<ReturnType<NotificationReads['message']>>>;

type Detail = [label: string, value: string, href?: string];

/** An address with its map link, or nothing when there is none. */
const place = (label: string, address: string | null): Detail[] =>
  address ? [[label, address, mapSearchUrl(address)]] : [];

const carOf = (trip: { make: string; model: string }) => `${trip.make} ${trip.model}`;

/**
 * The trip, with where the car is collected (its depot, or the delivery address) and returned
 * (docs/product/bookings-and-payments.md#emails).
 */
function tripDetails(booking: BookingDetails, w: MailWriter): Detail[] {
  return [
    [w.text('detail.booking'), `#${booking.id}`],
    [w.text('detail.car'), `${carOf(booking)} (${booking.registrationNumber})`],
    [w.text('detail.pickUp'), `${booking.startCity}, ${w.when(booking.startAt)}`],
    ...(booking.deliveryAddress
      ? place(w.text('detail.deliveryAddress'), booking.deliveryAddress)
      : place(w.text('detail.pickUpDepot'), booking.startDepot)),
    [w.text('detail.dropOff'), `${booking.endCity}, ${w.when(booking.endAt)}`],
    ...place(w.text('detail.dropOffDepot'), booking.endDepot),
    [w.text('detail.totalPrice'), w.money(booking.totalPrice)],
  ];
}

export function bookingPaidMail(user: Recipient, booking: BookingDetails, settings: MailSettings): Mail {
  const w = mailWriter(settings, user.language);
  return renderMail(
    {
      to: user.email,
      subject: w.text('paid.subject', { bookingId: booking.id }),
      name: user.name,
      paragraphs: [w.text('paid.body', { car: carOf(booking) })],
      details: tripDetails(booking, w),
    },
    w,
  );
}

export function bookingCanceledMail(
  user: Recipient,
  booking: BookingDetails,
  wasPaid: boolean,
  settings: MailSettings,
  /** What the cancellation policy gives back (docs/product/bookings-and-payments.md#cancellation-policy). */
  refund: number,
): Mail {
  const w = mailWriter(settings, user.language);
  const refunded =
    refund > 0 ? w.text('canceled.refunded', { amount: w.money(refund) }) : w.text('canceled.nothingRefunded');
  return renderMail(
    {
      to: user.email,
      subject: w.text('canceled.subject', { bookingId: booking.id }),
      name: user.name,
      paragraphs: [w.text('canceled.body', { car: carOf(booking) }), wasPaid ? refunded : w.text('canceled.unpaid')],
      details: tripDetails(booking, w),
    },
    w,
  );
}

/** A change applied (docs/product/bookings-and-payments.md#changing-a-booking): the trip as it is now. */
export function bookingChangedMail(
  user: Recipient,
  booking: BookingDetails,
  settings: MailSettings,
  refund: number,
): Mail {
  const w = mailWriter(settings, user.language);
  return renderMail(
    {
      to: user.email,
      subject: w.text('changed.subject', { bookingId: booking.id }),
      name: user.name,
      paragraphs: [
        w.text('changed.body', { car: carOf(booking) }),
        ...(refund > 0 ? [w.text('changed.refund', { amount: w.money(refund) })] : []),
      ],
      details: tripDetails(booking, w),
    },
    w,
  );
}

/**
 * Money that arrived for a payment that no longer asked for it goes back whole
 * (docs/product/bookings-and-payments.md#payment-confirmation).
 */
export function paymentSentBackMail(
  user: Recipient,
  booking: BookingDetails,
  amount: number,
  settings: MailSettings,
): Mail {
  const w = mailWriter(settings, user.language);
  const values = { amount: w.money(amount), bookingId: booking.id };
  return renderMail(
    {
      to: user.email,
      subject: w.text('sentBack.subject', values),
      name: user.name,
      paragraphs: [w.text('sentBack.arrivedLate', values), w.text('sentBack.refunded', values)],
      details: tripDetails(booking, w),
    },
    w,
  );
}

export function damageChargedMail(
  user: Recipient,
  booking: BookingDetails | undefined,
  payment: Payment,
  settings: MailSettings,
): Mail {
  const w = mailWriter(settings, user.language);
  return renderMail(
    {
      to: user.email,
      subject: w.text('damage.subject', { amount: w.money(payment.amount), bookingId: booking?.id ?? '' }).trim(),
      name: user.name,
      paragraphs: [w.text('damage.recorded'), w.text('damage.howToPay')],
      details: [
        [w.text('detail.charge'), payment.description],
        [w.text('detail.amount'), w.money(payment.amount)],
        ...(booking ? tripDetails(booking, w).slice(0, 2) : []),
      ],
    },
    w,
  );
}

export function discountPlanMail(user: Recipient, plan: Plan, settings: MailSettings): Mail {
  const w = mailWriter(settings, user.language);
  return renderMail(
    {
      to: user.email,
      subject: w.text('plan.subject', { title: plan.title }),
      name: user.name,
      paragraphs: [w.text('plan.intro', { title: plan.title }), plan.description, w.text('plan.howToBuy')],
      details: [
        [w.text('detail.plan'), plan.title],
        [w.text('detail.discount'), w.text('plan.discountValue', { discount: String(plan.discountValue) })],
        [w.text('detail.uses'), String(plan.remainingUses)],
        [w.text('detail.price'), w.money(plan.price)],
      ],
    },
    w,
  );
}

export function messageAnsweredMail(user: Recipient, message: Message, settings: MailSettings): Mail {
  const w = mailWriter(settings, user.language);
  return renderMail(
    {
      to: user.email,
      subject: w.text('answered.subject'),
      name: user.name,
      paragraphs: [
        w.text('answered.intro'),
        w.text('answered.question', { question: message.messageContent }),
        w.text('answered.answer', { answer: message.answerContent ?? '' }),
        w.text('answered.readAll'),
      ],
    },
    w,
  );
}

// The web app's routes (packages/web/src/config/paths.ts).
const auctionLink = (w: MailWriter, auctionId: number) => w.link(`/auction?auctionId=${auctionId}`);
const claimLink = (w: MailWriter, auctionId: number) => w.link(`/claim-auction?auctionId=${auctionId}`);

const auctionDetails = (auction: AuctionDetails, w: MailWriter): Detail[] => [
  [w.text('detail.auction'), `#${auction.id}`],
  [w.text('detail.car'), `${carOf(auction)} (${auction.registrationNumber})`],
];

const claimBy = (auction: AuctionDetails, w: MailWriter): Detail[] =>
  auction.claimDeadlineAt ? [[w.text('detail.claimBy'), w.when(auction.claimDeadlineAt)]] : [];

export function auctionWonMail(user: Recipient, auction: AuctionDetails, settings: MailSettings): Mail {
  const w = mailWriter(settings, user.language);
  const link = claimLink(w, auction.id);
  return renderMail(
    {
      to: user.email,
      subject: w.text('won.subject', { auctionId: auction.id }),
      name: user.name,
      paragraphs: [
        w.text('won.congratulations', { description: auction.description }),
        w.text('won.howToClaim'),
        auction.claimDeadlineAt
          ? w.text('won.claimBy', { deadline: w.when(auction.claimDeadlineAt), link })
          : w.text('won.claimHere', { link }),
      ],
      details: [
        ...auctionDetails(auction, w),
        [w.text('detail.winningBid'), w.money(auction.winningAmount ?? 0)],
        ...claimBy(auction, w),
      ],
    },
    w,
  );
}

/** docs/product/auctions.md#outbid-alerts */
export function auctionOutbidMail(
  user: Recipient,
  auction: AuctionDetails,
  highestBid: number,
  settings: MailSettings,
): Mail {
  const w = mailWriter(settings, user.language);
  return renderMail(
    {
      to: user.email,
      subject: w.text('outbid.subject', { auctionId: auction.id }),
      name: user.name,
      paragraphs: [
        w.text('outbid.leads', { description: auction.description, amount: w.money(highestBid) }),
        w.text('outbid.bidAgain', { car: carOf(auction), link: auctionLink(w, auction.id) }),
      ],
      details: [...auctionDetails(auction, w), [w.text('detail.highestBid'), w.money(highestBid)]],
    },
    w,
  );
}

/**
 * docs/product/auctions.md#claim-deadline; `barredUntil` for the winner at the close, who may not bid until then
 * (docs/product/auctions.md#winning-is-binding).
 */
export function auctionClaimLapsedMail(
  user: Recipient,
  auction: AuctionDetails,
  barredUntil: Date | null,
  settings: MailSettings,
): Mail {
  const w = mailWriter(settings, user.language);
  const barred = barredUntil ? w.when(barredUntil) : null;
  return renderMail(
    {
      to: user.email,
      subject: w.text('lapsed.subject', { auctionId: auction.id }),
      name: user.name,
      paragraphs: [
        w.text('lapsed.body', { car: carOf(auction), description: auction.description }),
        w.text('lapsed.nothingCharged'),
        ...(barred ? [w.text('lapsed.barred', { until: barred })] : []),
      ],
      details: barred
        ? [...auctionDetails(auction, w), [w.text('detail.biddingBarredUntil'), barred]]
        : auctionDetails(auction, w),
    },
    w,
  );
}

/** docs/product/auctions.md#second-chance */
export function auctionSecondChanceMail(
  user: Recipient,
  auction: AuctionDetails,
  amount: number,
  settings: MailSettings,
): Mail {
  const w = mailWriter(settings, user.language);
  const price = w.money(amount);
  return renderMail(
    {
      to: user.email,
      subject: w.text('secondChance.subject', { auctionId: auction.id, amount: price }),
      name: user.name,
      paragraphs: [
        w.text('secondChance.offer', { description: auction.description, car: carOf(auction), amount: price }),
        w.text('secondChance.howToClaim', { link: claimLink(w, auction.id) }),
        w.text('secondChance.lapses'),
      ],
      details: [...auctionDetails(auction, w), [w.text('detail.yourPrice'), price], ...claimBy(auction, w)],
    },
    w,
  );
}
