import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { startLocalSmtp, type LocalSmtp } from '../../test/local-smtp';
import { rawAttachments } from '../../test/mime';
import { attachmentsFromOutbox, attachmentsToOutbox } from './outbox-attachments';
import { deliverOutbox } from './outbox-delivery';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

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

// Every byte value, so base64 in jsonb is shown to keep binary content whole.
const bytes = Buffer.from(Array.from({ length: 512 }, (_, i) => i % 256));
const file = { filename: 'receipt.pdf', contentType: 'application/pdf', content: bytes };

async function queue(to: string) {
  const [row] = await t.db
    .insert(outbox)
    .values({
      toAddress: to,
      subject: 'With a file',
      text: 'Hi',
      html: '<p>Hi</p>',
      attachments: attachmentsToOutbox([file]),
    })
    .returning();
  return row!;
}

describe('mail attachments through the outbox', () => {
  it('keeps no column value for a mail without files, and gives the bytes back unchanged', () => {
    expect(attachmentsToOutbox(undefined)).toBeNull();
    expect(attachmentsToOutbox([])).toBeNull();
    expect(attachmentsFromOutbox(null)).toBeUndefined();
    expect(attachmentsFromOutbox(attachmentsToOutbox([file]))).toEqual([file]);
  });

  it('sends the stored file over SMTP', async () => {
    await queue('file@example.com');
    const mailer = createSmtpMailer(smtp.url, 'Wayfare <no-reply@wayfare.local>');
    await t.db.transaction((tx) => deliverOutbox(tx, mailer, new Date(Date.now() + 60_000)));
    mailer.close();
    const delivered = smtp.received.find((m) => m.to.includes('file@example.com'));
    expect(rawAttachments(delivered?.raw ?? '')).toEqual([file]);
  });

  it('without SMTP logs the names of the files only', async () => {
    const row = await queue('kept@example.com');
    const logged: object[] = [];
    await t.db.transaction((tx) =>
      deliverOutbox(
        tx,
        createOutboxMailer((_message, details) => logged.push(details)),
        new Date(Date.now() + 60_000),
      ),
    );
    expect(logged).toContainEqual({ to: 'kept@example.com', subject: 'With a file', attachments: ['receipt.pdf'] });
    expect((await t.db.select().from(outbox).where(eq(outbox.id, row.id)))[0]?.status).toBe('sent');
  });
});
