import type { Mail, Mailer } from './mailer';

/** The embedded default (no SMTP_URL): nothing leaves the machine; the row stays in the outbox table and is logged. */
export function createOutboxMailer(log: (message: string, details: { to: string; subject: string }) => void): Mailer {
  return {
    kind: 'outbox',
    send(mail: Mail) {
      log('e-mail kept in the outbox (SMTP_URL is not set)', { to: mail.to, subject: mail.subject });
      return Promise.resolve();
    },
    close: () => {},
  };
}
