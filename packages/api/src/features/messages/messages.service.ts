import type { CreateSupportMessageBody, SupportMessage } from '@wayfare/common';
import type { Db } from '../../db/client';
import { messages } from '../../db/schema';

export function createMessagesService(db: Db) {
  return {
    /** "Ask for help": any logged-in user may write to the administrators. */
    async sendMessage(userId: number, body: CreateSupportMessageBody): Promise<SupportMessage> {
      const [message] = await db
        .insert(messages)
        .values({ userId, messageContent: body.messageContent })
        .returning({ id: messages.id, messageContent: messages.messageContent, answerContent: messages.answerContent });
      if (!message) throw new Error('insert returned no row');
      return message;
    },
  };
}
