import { z } from 'zod';

/** Longest support message ("Ask for help") a user may send. */
export const SUPPORT_MESSAGE_MAX_LENGTH = 2000;

export const supportMessageTexts = {
  /** The generic prompt dialog's text (SPEC §5), since "Ask for help" is such a prompt. */
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
