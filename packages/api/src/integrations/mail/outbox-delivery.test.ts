import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { deliverOutbox, OUTBOX_MAX_ATTEMPTS, retryDelayMinutes } from './outbox-delivery';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';
import { startLocalSmtp, type LocalSmtp } from '../../test/local-smtp';

let t: TestApp;
let smtp: LocalSmtp;
beforeAll(async () => {
  smtp = await startLocalSmtp();
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const MINUTE = 60_000;
const queue = async (to: string) =>
  (
    await t.db
      .insert(outbox)
      .values({ toAddress: to, subject: `Hello ${to}`, text: 'Hi', html: '<p>Hi</p>' })
      .returning()
  )[0]!;
const rowOf = async (id: number) => (await t.db.select().from(outbox).where(eq(outbox.id, id)))[0];

describe('deliverOutbox', () => {
  it('sends a due mail over SMTP and marks it sent', async () => {
    const row = await queue('ok@example.com');
    const mailer = createSmtpMailer(smtp.url, 'Wayfare <no-reply@wayfare.local>');
    const now = new Date(Date.now() + MINUTE);
    await t.db.transaction((tx) => deliverOutbox(tx, mailer, now));
    mailer.close();
    expect(smtp.received).toContainEqual(
      expect.objectContaining({ to: ['ok@example.com'], subject: 'Hello ok@example.com' }),
    );
    expect(await rowOf(row.id)).toMatchObject({ status: 'sent', attempts: 0, lastError: null, sentAt: now });
  });

  it('keeps a mail pending with attempts 1, last_error and a later next_attempt_at when the server is down', async () => {
    const row = await queue('down@example.com');
    const down = await startLocalSmtp();
    await down.close();
    const mailer = createSmtpMailer(down.url, 'Wayfare <no-reply@wayfare.local>');
    const now = new Date(Date.now() + MINUTE);
    await t.db.transaction((tx) => deliverOutbox(tx, mailer, now));
    const failed = await rowOf(row.id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect(failed?.lastError).toBeTruthy();
    expect(failed?.nextAttemptAt).toEqual(new Date(now.getTime() + retryDelayMinutes(1) * MINUTE));
  });

  it('gives a mail up as failed after the last attempt', async () => {
    const row = await queue('never@example.com');
    await t.db
      .update(outbox)
      .set({ attempts: OUTBOX_MAX_ATTEMPTS - 1 })
      .where(eq(outbox.id, row.id));
    const refusing = await startLocalSmtp({ refuse: true });
    const mailer = createSmtpMailer(refusing.url, 'Wayfare <no-reply@wayfare.local>');
    await t.db.transaction((tx) => deliverOutbox(tx, mailer, new Date(Date.now() + MINUTE)));
    mailer.close();
    await refusing.close();
    expect(await rowOf(row.id)).toMatchObject({ status: 'failed', attempts: OUTBOX_MAX_ATTEMPTS });
  });

  it('without SMTP keeps the mail in the outbox (marked sent, nothing leaves) and logs it', async () => {
    const row = await queue('embedded@example.com');
    const logged: { to: string; subject: string }[] = [];
    const now = new Date(Date.now() + MINUTE);
    await t.db.transaction((tx) =>
      deliverOutbox(
        tx,
        createOutboxMailer((_message, details) => logged.push(details)),
        now,
      ),
    );
    expect(logged).toContainEqual({ to: 'embedded@example.com', subject: 'Hello embedded@example.com' });
    expect(await rowOf(row.id)).toMatchObject({ status: 'sent', sentAt: now });
    expect(smtp.received.some((m) => m.to.includes('embedded@example.com'))).toBe(false);
  });

  it('leaves mails that are not yet due alone', async () => {
    const row = await queue('later@example.com');
    await t.db
      .update(outbox)
      .set({ nextAttemptAt: new Date(Date.now() + 60 * MINUTE) })
      .where(eq(outbox.id, row.id));
    await t.db.transaction((tx) =>
      deliverOutbox(
        tx,
        createOutboxMailer(() => {}),
        new Date(),
      ),
    );
    expect(await rowOf(row.id)).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('backs off 1, 5, 30 minutes and more', () => {
    expect([1, 2, 3, 4].map(retryDelayMinutes)).toEqual([1, 5, 30, 60]);
  });
});
