import type { Mail, Mailer } from './mailer';

/** The embedded default (no SMTP_URL): nothing leaves the machine; the row stays in the outbox table and is logged. */
export function createOutboxMailer(
  log: (message: string, details: { to: string; subject: string; attachments?: string[] }) => void,
): Mailer {
  return {
    kind: 'outbox',
    send(mail: Mail) {
      const attachments = mail.attachments?.map((a) => a.filename) ?? [];
      log('e-mail kept in the outbox (SMTP_URL is not set)', {
        to: mail.to,
        subject: mail.subject,
        // Only the names: the bytes stay in the outbox row.
        ...(attachments.length > 0 ? { attachments } : {}),
      });
      return Promise.resolve();
    },
    close: () => {},
  };
}
