import { formatMoney, formatWallClock } from '@wayfare/common';
import type { Mail } from '../../integrations/mail';
import { instantToWallClock } from '../../lib/wall-clock';
import { renderMail } from './layout';
import type { BookingDetails, NotificationReads, Recipient } from './recipients';

type Plan = NonNullable<Awaited<ReturnType<NotificationReads['plan']>>>;
type Payment = NonNullable<Awaited<ReturnType<NotificationReads['payment']>>>;
type Message = NonNullable<Awaited<ReturnType<NotificationReads['message']>>>;
type WonAuction = NonNullable<Awaited<ReturnType<NotificationReads['auction']>>>;

const when = (instant: Date, timeZone: string) =>
  `${formatWallClock(instantToWallClock(instant, timeZone))} (${timeZone})`;

function tripDetails(booking: BookingDetails, timeZone: string): [string, string][] {
  return [
    ['Booking', `#${booking.id}`],
    ['Car', `${booking.make} ${booking.model} (${booking.registrationNumber})`],
    ['Pick-up', `${booking.startCity}, ${when(booking.startAt, timeZone)}`],
    ['Drop-off', `${booking.endCity}, ${when(booking.endAt, timeZone)}`],
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
): Mail {
  return renderMail({
    to: user.email,
    subject: `Your booking #${booking.id} has been canceled`,
    name: user.name,
    paragraphs: [
      `Your booking of the ${booking.make} ${booking.model} has been canceled.`,
      wasPaid
        ? `Your payment of ${formatMoney(booking.totalPrice)} will be refunded to the card you paid with.`
        : 'It was not paid in time, so nothing has been charged.',
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

export function auctionWonMail(user: Recipient, auction: WonAuction): Mail {
  return renderMail({
    to: user.email,
    subject: `You won auction #${auction.id}`,
    name: user.name,
    paragraphs: [
      `Congratulations: your bid won "${auction.description}".`,
      'Open All auctions and press Claim to choose where and when you drive it. The trip is booked with Premium coverage at your winning bid.',
    ],
    details: [
      ['Auction', `#${auction.id}`],
      ['Car', `${auction.make} ${auction.model} (${auction.registrationNumber})`],
      ['Winning bid', formatMoney(auction.winningAmount ?? 0)],
    ],
  });
}
