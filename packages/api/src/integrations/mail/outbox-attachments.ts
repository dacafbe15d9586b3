import type { OutboxAttachment } from '../../db/schema';
import type { MailAttachment } from './mailer';

/** A mail's files as the outbox row keeps them (base64 in jsonb); null when there are none. */
export function attachmentsToOutbox(attachments: MailAttachment[] | undefined): OutboxAttachment[] | null {
  if (!attachments || attachments.length === 0) return null;
  return attachments.map(({ filename, contentType, content }) => ({
    filename,
    contentType,
    contentBase64: content.toString('base64'),
  }));
}

/** The files of an outbox row, as the mailer sends them. */
export function attachmentsFromOutbox(stored: OutboxAttachment[] | null): MailAttachment[] | undefined {
  if (!stored || stored.length === 0) return undefined;
  return stored.map(({ filename, contentType, contentBase64 }) => ({
    filename,
    contentType,
    content: Buffer.from(contentBase64, 'base64'),
  }));
}
