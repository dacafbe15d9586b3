import { notifications } from '@mantine/notifications';
import { accountsTexts, type SupportMessageListItem } from '@wayfare/common';
import { openPrompt } from '../../../components/prompt-dialog';
import { useTexts } from '../../../lib/i18n/use-texts';
import { useAnswerMessage } from '../api/answer-message';

/**
 * The admin's Reply (docs/product/admin-tools.md#support-messages): the "Message Reply: " prompt, the answer, "Reply
 * has been sent!", the list reloads.
 */
export function useReply() {
  const t = useTexts(accountsTexts);
  const answer = useAnswerMessage();

  const reply = async (message: SupportMessageListItem) => {
    const answerContent = await openPrompt({
      title: t('messages.replyTitle', { question: message.messageContent }),
      label: t('messages.replyLabel'),
      confirmLabel: t('messages.sendReply'),
      multiline: true,
    });
    if (answerContent === null) return;
    answer.mutate(
      { id: message.id, answerContent },
      { onSuccess: () => notifications.show({ color: 'green', message: t('messages.replySent') }) },
    );
  };

  return { reply, isReplying: answer.isPending };
}
