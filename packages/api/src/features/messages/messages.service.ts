import { and, desc, eq, isNull } from 'drizzle-orm';
import {
  supportReplyTexts,
  type AnswerSupportMessageBody,
  type CreateSupportMessageBody,
  type SupportMessage,
  type SupportMessageListItem,
  instantToWallClock,
} from '@wayfare/common';
import type { Db } from '../../db/client';
import { messages, users } from '../../db/schema';
import { recordAudit } from '../../domain/audit';
import type { EventBus } from '../../events/domain-events';
import { AppError } from '../../lib/app-error';
import { firstRow } from '../../db/first-row';

const own = { id: messages.id, messageContent: messages.messageContent, answerContent: messages.answerContent };

export interface MessagesServiceDeps {
  db: Db;
  events: EventBus;
  /** The business time zone (APP_TIMEZONE) the messages' dates are shown in. */
  timeZone: string;
}

export function createMessagesService({ db, events, timeZone }: MessagesServiceDeps) {
  return {
    /** "Ask for help": any logged-in user may write to the administrators. */
    async sendMessage(userId: number, body: CreateSupportMessageBody): Promise<SupportMessage> {
      const message = firstRow(
        await db.insert(messages).values({ userId, messageContent: body.messageContent }).returning(own),
        'insert into messages',
      );
      return message;
    },

    /** Administrators read every message, anyone else only their own; newest first. */
    async listMessages(viewer: { userId: number; isAdmin: boolean }): Promise<SupportMessageListItem[]> {
      const rows = await db
        .select({ ...own, createdAt: messages.createdAt, userId: users.id, userName: users.name })
        .from(messages)
        .innerJoin(users, eq(users.id, messages.userId))
        .where(viewer.isAdmin ? undefined : eq(messages.userId, viewer.userId))
        .orderBy(desc(messages.createdAt), desc(messages.id));
      return rows.map((row) => ({
        id: row.id,
        user: { id: row.userId, name: row.userName },
        messageContent: row.messageContent,
        answerContent: row.answerContent,
        createdOn: instantToWallClock(row.createdAt, timeZone),
      }));
    },

    /**
     * An administrator answers once; a second answer is a conflict (the UPDATE only takes unanswered rows). The
     * reply is recorded in the audit log by `actorId` in the same transaction (docs/product/admin-tools.md#audit-log).
     */
    async answerMessage(id: number, body: AnswerSupportMessageBody, actorId: number): Promise<SupportMessage> {
      const answered = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(messages)
          .set({ answerContent: body.answerContent, answeredAt: new Date() })
          .where(and(eq(messages.id, id), isNull(messages.answerContent)))
          .returning({ ...own, userId: messages.userId });
        if (row) {
          await recordAudit(tx, {
            actorId,
            action: 'reply',
            entity: 'message',
            entityId: id,
            before: { answerContent: null },
            after: { answerContent: row.answerContent },
          });
        }
        return row;
      });
      if (!answered) {
        const [exists] = await db.select({ id: messages.id }).from(messages).where(eq(messages.id, id));
        throw exists
          ? new AppError('CONFLICT', supportReplyTexts.alreadyAnswered)
          : new AppError('NOT_FOUND', supportReplyTexts.notFound);
      }
      const { userId, ...message } = answered;
      await events.publish('messageAnswered', { messageId: id, userId });
      return message;
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
