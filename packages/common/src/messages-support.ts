import { z } from 'zod';
import { IdParams } from './ids';

/** Longest support message ("Ask for help") a user may send. */
export const SUPPORT_MESSAGE_MAX_LENGTH = 2000;

export const supportMessageTexts = {
  /**
   * The generic prompt dialog's text (docs/product/screens-and-navigation.md#prompt-dialog), since "Ask for help" is
   * such a prompt.
   */
  required: 'This field is required!',
  tooLong: `A message can be at most ${SUPPORT_MESSAGE_MAX_LENGTH} characters long.`,
  sent: 'Message has been sent!',
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
  /** The reply prompt's title (docs/product/admin-tools.md#support-messages); the question follows it. */
  title: 'Message Reply: ',
  required: supportMessageTexts.required,
  tooLong: `An answer can be at most ${SUPPORT_MESSAGE_MAX_LENGTH} characters long.`,
  sent: 'Reply has been sent!',
  alreadyAnswered: 'This message has already been answered.',
  notFound: 'Message not found.',
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
