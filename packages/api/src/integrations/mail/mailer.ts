/** A file sent with an e-mail (a receipt's PDF). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** One e-mail as the outbox stores it (docs/product/bookings-and-payments.md#emails). */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/** Delivers a mail or throws; the outbox job turns a throw into a retry. */
export interface Mailer {
  /** 'smtp' sends; 'outbox' keeps mails in the outbox table (no SMTP_URL) and only logs them. */
  readonly kind: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
  close(): void;
}
