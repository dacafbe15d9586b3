import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountPlans, outbox } from '../../db/schema';
import { createSmtpMailer } from '../../integrations/mail/smtp-mailer';
import { startLocalSmtp, type LocalSmtp } from '../../test/local-smtp';
import { createOutboxJob, runJobsOnce } from '../../scheduler';
import { postBid } from '../../test/auction-kit';
import { createTestApp, type TestApp } from '../../test/app';
import { createAdmin, createAuction, createBooking, createUser } from '../../test/factories';

let t: TestApp;
let smtp: LocalSmtp;
let refusing: LocalSmtp;
beforeAll(async () => {
  smtp = await startLocalSmtp();
  refusing = await startLocalSmtp({ refuse: true });
  // The app's own mailer talks to a server that refuses every recipient: the SMTP failure case.
  t = await createTestApp({ SMTP_URL: refusing.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await refusing.close();
});

const MINUTE = 60_000;
const outboxTo = (email: string) => t.db.select().from(outbox).where(eq(outbox.toAddress, email));
/** One outbox run at `now` with the given mailer (default: the working local server). */
async function deliver(now: Date, url = smtp.url) {
  const mailer = createSmtpMailer(url, 'Wayfare <no-reply@wayfare.local>');
  await runJobsOnce(t.db, t.app.events, now, [createOutboxJob(mailer)]);
  mailer.close();
}

async function askAndAnswer() {
  const customer = await createUser(t.app);
  const admin = await createAdmin(t.app);
  const asked = await t.app.inject({
    method: 'POST',
    url: '/api/messages',
    payload: { messageContent: 'Where is my car?' },
    headers: customer.headers,
  });
  const { id } = asked.json<{ id: number }>();
  const answered = await t.app.inject({
    method: 'PUT',
    url: `/api/messages/${id}`,
    payload: { answerContent: 'In the depot.' },
    headers: admin.headers,
  });
  return { customer, answered };
}

describe('e-mail notifications', () => {
  it('queues the answer to a support message and delivers it over SMTP to the author', async () => {
    const { customer, answered } = await askAndAnswer();
    expect(answered.statusCode).toBe(200);
    const [queued] = await outboxTo(customer.user.email);
    expect(queued).toMatchObject({ status: 'pending', subject: 'We have answered your question' });
    expect(queued?.text).toContain('In the depot.');
    expect(queued?.html).toContain('<p>Hello ');

    await deliver(new Date(Date.now() + MINUTE));
    expect(smtp.received).toContainEqual(
      expect.objectContaining({ to: [customer.user.email], subject: 'We have answered your question' }),
    );
    expect((await outboxTo(customer.user.email))[0]?.status).toBe('sent');
  });

  it('leaves a refused mail pending with attempts 1 and last_error, the request still succeeded, a later run delivers it', async () => {
    const { customer, answered } = await askAndAnswer();
    expect(answered.statusCode).toBe(200);
    const now = Date.now() + MINUTE;
    await runJobsOnce(t.db, t.app.events, new Date(now), [createOutboxJob(t.app.mailer)]);
    const [failed] = await outboxTo(customer.user.email);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed?.lastError).toMatch(/550|Mailbox unavailable/);

    await deliver(new Date(now + 30 * 1000)); // not yet due: backing off
    expect(smtp.received.some((m) => m.to.includes(customer.user.email))).toBe(false);
    await deliver(new Date(now + 2 * MINUTE));
    expect(smtp.received).toContainEqual(expect.objectContaining({ to: [customer.user.email] }));
    expect((await outboxTo(customer.user.email))[0]).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('writes booking e-mails only when the user wants them', async () => {
    const wants = await createUser(t.app);
    const refuses = await createUser(t.app, { bookingsEmails: false });
    for (const { user } of [wants, refuses]) {
      const booking = await createBooking(t.app, { userId: user.id, status: 'Paid' });
      await t.app.events.publish('bookingPaid', { bookingId: booking.id, userId: user.id });
      await t.app.events.publish('bookingCanceled', {
        bookingId: booking.id,
        userId: user.id,
        wasPaid: true,
        refund: 100,
      });
    }
    const mails = await outboxTo(wants.user.email);
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Your booking #\d+ is confirmed$/),
      expect.stringMatching(/has been canceled$/),
    ]);
    expect(mails[0]?.text).toMatch(/Total price: \d{1,3}(,\d{3})*\.\d{2} €/);
    expect(mails[1]?.text).toContain('will be refunded');
    expect(await outboxTo(refuses.user.email)).toEqual([]);
  });

  it('announces a new discount plan to users with promoEmails only', async () => {
    const wants = await createUser(t.app);
    const refuses = await createUser(t.app, { promoEmails: false });
    const [plan] = await t.db
      .insert(discountPlans)
      .values({
        title: 'Weekender',
        description: 'Ten percent off every weekend trip.',
        discountValue: 10,
        price: 19.99,
        remainingUses: 5,
      })
      .returning();
    await t.app.events.publish('discountPlanCreated', { planId: plan!.id });
    const [mail] = await outboxTo(wants.user.email);
    expect(mail?.subject).toBe('New discount plan: Weekender');
    expect(mail?.text).toContain('Discount: 10% off each booking');
    expect(mail?.text).toContain('Price: 19.99 €');
    expect(await outboxTo(refuses.user.email)).toEqual([]);
  });

  it('tells the winner of a closed auction how to claim the car, even with booking e-mails off; nobody without bids', async () => {
    const winner = await createUser(t.app, { bookingsEmails: false });
    const auction = await createAuction(t.app, { highestAmount: 1420.5, highestBidderId: winner.user.id });
    await t.app.events.publish('auctionClosed', { auctionId: auction.id, winnerUserId: winner.user.id });
    const [mail] = await outboxTo(winner.user.email);
    expect(mail?.subject).toBe(`You won auction #${auction.id}`);
    expect(mail?.text).toContain('press Claim');
    expect(mail?.text).toContain('Winning bid: 1,420.50 €');

    const before = (await t.db.select().from(outbox)).length;
    await t.app.events.publish('auctionClosed', { auctionId: auction.id, winnerUserId: null });
    expect(await t.db.select().from(outbox)).toHaveLength(before);
  });

  it('skips damage e-mails when damageEmails is off', async () => {
    const refuses = await createUser(t.app, { damageEmails: false });
    const booking = await createBooking(t.app, { userId: refuses.user.id });
    await t.app.events.publish('damageCharged', {
      paymentId: 1,
      bookingId: booking.id,
      userId: refuses.user.id,
      amount: 50,
    });
    expect(await outboxTo(refuses.user.email)).toEqual([]);
  });
  it('e-mails an outbid bidder the new highest bid when their Bookings preference is on, and only then', async () => {
    const wants = await createUser(t.app);
    const refuses = await createUser(t.app, { bookingsEmails: false });
    const leader = await createUser(t.app);
    const auction = await createAuction(t.app, { minBidAmount: 100 });
    // 100 → 110 (one step of 10 €) → 130 (at least 120).
    expect((await postBid(t.app, wants, auction.id, 100)).statusCode).toBe(201);
    expect((await postBid(t.app, refuses, auction.id, 110)).statusCode).toBe(201);
    expect((await postBid(t.app, leader, auction.id, 130)).statusCode).toBe(201);
    const mails = await outboxTo(wants.user.email);
    expect(mails.map((m) => m.subject)).toEqual([`You have been outbid on auction #${auction.id}`]);
    expect(mails[0]?.text).toContain('Highest bid: 110.00 €');
    expect(mails[0]?.text).toContain(`/auction?auctionId=${auction.id}`);
    expect(await outboxTo(refuses.user.email)).toEqual([]);
    expect(await outboxTo(leader.user.email)).toEqual([]);
  });

  it('tells a winner whose claim lapsed, and offers the next bidder the car at their own bid, booking e-mails off or not', async () => {
    const first = await createUser(t.app, { bookingsEmails: false });
    const next = await createUser(t.app, { bookingsEmails: false });
    // Fixed instants in the future (bids need an open auction): the close at 10:00 Berlin (UTC+1 in January).
    const endAt = new Date('2031-01-10T08:59:00Z');
    const closeAt = new Date('2031-01-10T09:00:00Z');
    const deadline = new Date('2031-01-12T09:00:00Z');
    const auction = await createAuction(t.app, { minBidAmount: 100, endAt });
    expect((await postBid(t.app, next, auction.id, 200)).statusCode).toBe(201);
    expect((await postBid(t.app, first, auction.id, 250)).statusCode).toBe(201);
    const jobs = t.app.scheduledJobs.named('auction-close', 'auction-claim-lapse');
    await runJobsOnce(t.db, t.app.events, closeAt, jobs);
    const won = (await outboxTo(first.user.email)).find((m) => m.subject === `You won auction #${auction.id}`);
    expect(won?.text).toContain('Claim by: 2031-01-12 10:00 (Europe/Berlin)');

    await runJobsOnce(t.db, t.app.events, deadline, jobs);
    const lapsed = (await outboxTo(first.user.email)).find((m) => m.subject.endsWith('has expired'));
    expect(lapsed?.subject).toBe(`Your claim on auction #${auction.id} has expired`);
    // The winner at the close is barred for 30 days from the deadline (docs/product/auctions.md#winning-is-binding).
    expect(lapsed?.text).toContain('you cannot bid on any auction until 2031-02-11 10:00 (Europe/Berlin).');
    const offers = (await outboxTo(next.user.email)).filter((m) => m.subject.startsWith('Second chance'));
    expect(offers.map((m) => m.subject)).toEqual([
      `Second chance: the car of auction #${auction.id} is yours at 200.00 €`,
    ]);
    expect(offers[0]?.text).toContain('Your price: 200.00 €');
    expect(offers[0]?.text).toContain('Claim by: 2031-01-14 10:00 (Europe/Berlin)');
    expect(offers[0]?.text).toContain(`/claim-auction?auctionId=${auction.id}`);

    await runJobsOnce(t.db, t.app.events, new Date('2031-01-14T09:00:00Z'), jobs);
    const offerLapsed = (await outboxTo(next.user.email)).find((m) => m.subject.endsWith('has expired'));
    expect(offerLapsed?.subject).toBe(`Your claim on auction #${auction.id} has expired`);
    // A second chance is an offer, not a win: no bar.
    expect(offerLapsed?.text).not.toContain('cannot bid');
  });
});
