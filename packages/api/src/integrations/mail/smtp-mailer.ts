import nodemailer from 'nodemailer';
import type { Mail, Mailer } from './mailer';

/** SMTP through nodemailer, from SMTP_URL (smtp:// or smtps://, credentials in the URL) with MAIL_FROM as sender. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  // Short timeouts: a dead server makes the job retry later instead of holding its rows for minutes.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    kind: 'smtp',
    async send(mail: Mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments?.map(({ filename, contentType, content }) => ({
          filename,
          contentType,
          content,
        })),
      });
    },
    close: () => transport.close(),
  };
}
