import type { Config } from '../../config';
import type { Mailer } from './mailer';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

export type { Mail, MailAttachment, Mailer } from './mailer';
export { attachmentsFromOutbox, attachmentsToOutbox } from './outbox-attachments';
export { deliverOutbox, OUTBOX_BATCH_SIZE, OUTBOX_MAX_ATTEMPTS, retryDelayMinutes } from './outbox-delivery';

/** SMTP when SMTP_URL is set, else the embedded outbox (docs/product/bookings-and-payments.md#emails). */
export function createMailer(config: Config, log: (message: string, details: object) => void): Mailer {
  return config.mail.smtpUrl ? createSmtpMailer(config.mail.smtpUrl, config.mail.from) : createOutboxMailer(log);
}
