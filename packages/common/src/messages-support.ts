import { z } from 'zod';
import components from '../texts/en/components.json' with { type: 'json' };
import errors from '../texts/en/errors.json' with { type: 'json' };
import { IdParams } from './ids';

/** Longest support message ("Ask for help") a user may send; the catalogue's sentences name it. */
export const SUPPORT_MESSAGE_MAX_LENGTH = 2000;

export const supportMessageTexts = {
  /**
   * The generic prompt dialog's text (docs/product/screens-and-navigation.md#prompt-dialog), since "Ask for help" is
   * such a prompt.
   */
  required: components['prompt.required'],
  tooLong: errors['support.messageTooLong'],
} as const;

/** `POST /api/messages`: a support request from a logged-in user. */
export const CreateSupportMessageBody = z.object({
  messageContent: z
    .string({ error: supportMessageTexts.required })
    .trim()
    .min(1, { error: supportMessageTexts.required })
    .max(SUPPORT_MESSAGE_MAX_LENGTH, { error: supportMessageTexts.tooLong }),
});
export type CreateSupportMessageBody = z.infer<typeof CreateSupportMessageBody>;

/** A support message as its author sees it; `answerContent` stays null until an admin replies. */
export const SupportMessage = z.object({
  id: z.number().int(),
  messageContent: z.string(),
  answerContent: z.string().nullable(),
});
export type SupportMessage = z.infer<typeof SupportMessage>;

export const supportReplyTexts = {
  required: supportMessageTexts.required,
  tooLong: errors['support.answerTooLong'],
  alreadyAnswered: errors['support.alreadyAnswered'],
  notFound: errors['support.notFound'],
} as const;

/** `PUT /api/messages/{id}`: an administrator's answer, given once. */
export const AnswerSupportMessageBody = z.object({
  answerContent: z
    .string({ error: supportReplyTexts.required })
    .trim()
    .min(1, { error: supportReplyTexts.required })
    .max(SUPPORT_MESSAGE_MAX_LENGTH, { error: supportReplyTexts.tooLong }),
});
export type AnswerSupportMessageBody = z.infer<typeof AnswerSupportMessageBody>;

/** `GET /api/messages` item: the author and the wall-clock `createdOn` in the business time zone. */
export const SupportMessageListItem = SupportMessage.extend({
  user: z.object({ id: z.number().int(), name: z.string() }),
  createdOn: z.string(),
});
export type SupportMessageListItem = z.infer<typeof SupportMessageListItem>;

/** `/api/messages/{id}`. */
export const SupportMessageIdParams = IdParams;
