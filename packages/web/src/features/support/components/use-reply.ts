import { notifications } from '@mantine/notifications';
import { supportReplyTexts, type SupportMessageListItem } from '@wayfare/common';
import { openPrompt } from '../../../components/prompt-dialog';
import { useAnswerMessage } from '../api/answer-message';

/**
 * The admin's Reply (docs/product/admin-tools.md#support-messages): the "Message Reply: " prompt, the answer, "Reply
 * has been sent!", the list reloads.
 */
export function useReply() {
  const answer = useAnswerMessage();

  const reply = async (message: SupportMessageListItem) => {
    const answerContent = await openPrompt({
      title: `${supportReplyTexts.title}${message.messageContent}`,
      label: 'Answer',
      confirmLabel: 'Send reply',
      multiline: true,
    });
    if (answerContent === null) return;
    answer.mutate(
      { id: message.id, answerContent },
      { onSuccess: () => notifications.show({ color: 'green', message: supportReplyTexts.sent }) },
    );
  };

  return { reply, isReplying: answer.isPending };
}
