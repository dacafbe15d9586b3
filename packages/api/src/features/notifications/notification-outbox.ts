import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';
import { attachmentsToOutbox, type Mail } from '../../integrations/mail';
import type { MailSettings } from './mail-writer';
import type { NotificationReads } from './recipients';

/** What every group of notifications shares: the reads, the outbox, and how texts, dates and links are written. */
export interface NotificationContext {
  reads: NotificationReads;
  enqueue: (mails: Mail[]) => Promise<void>;
  mail: MailSettings;
}

/** Writes the mails to the outbox in one statement; the scheduler's outbox job sends them. */
export const outboxWriter =
  (db: Db) =>
  async (mails: Mail[]): Promise<void> => {
    if (mails.length === 0) return;
    await db.insert(outbox).values(
      mails.map((m) => ({
        toAddress: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        attachments: attachmentsToOutbox(m.attachments),
      })),
    );
  };
