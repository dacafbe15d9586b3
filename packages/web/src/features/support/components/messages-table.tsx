import { Badge, Button } from '@mantine/core';
import { accountsTexts, type SupportMessageListItem } from '@wayfare/common';
import { useListButtonSize } from '../../../components/list/list-layout';
import { ResponsiveList } from '../../../components/list/responsive-list';
import { useTexts } from '../../../lib/i18n/use-texts';

interface MessagesTableProps {
  messages: SupportMessageListItem[];
  onReply: (message: SupportMessageListItem) => void;
  replying: boolean;
}

function ReplyButton({
  message,
  onReply,
  replying,
}: { message: SupportMessageListItem } & Omit<MessagesTableProps, 'messages'>) {
  const t = useTexts(accountsTexts);
  return (
    <Button
      size={useListButtonSize()}
      disabled={message.answerContent !== null || replying}
      onClick={() => onReply(message)}
      aria-label={t('messages.replyTo', { id: message.id })}
    >
      {t('messages.reply')}
    </Button>
  );
}

/** A message keeps its lines. */
const PRE_WRAP = { style: { whiteSpace: 'pre-wrap' } } as const;
const preWrap = (message: SupportMessageListItem) => <span {...PRE_WRAP}>{message.messageContent}</span>;

/**
 * The /all-messages list (docs/product/admin-tools.md#support-messages): #, User, Question, Answer, Action (Reply
 * until answered).
 */
export function MessagesTable({ messages, onReply, replying }: MessagesTableProps) {
  const t = useTexts(accountsTexts);
  return (
    <ResponsiveList
      label={t('messages.label')}
      minWidth={700}
      items={messages}
      itemKey={(message) => message.id}
      columns={[
        {
          header: '#',
          cell: (message) => message.id,
          card: 'title',
          cardCell: (message) => t('messages.number', { id: message.id }),
        },
        { header: t('messages.user'), cell: (message) => message.user.name, card: 'title' },
        {
          header: t('messages.status'),
          cardOnly: true,
          card: 'status',
          cell: (message) => {
            const answered = message.answerContent !== null;
            return (
              <Badge color={answered ? 'green' : 'yellow'}>
                {t('messages.state', { answered: answered ? 'yes' : 'no' })}
              </Badge>
            );
          },
        },
        {
          header: t('messages.question'),
          cell: (message) => message.messageContent,
          cellProps: PRE_WRAP,
          cardCell: preWrap,
        },
        { header: t('messages.answer'), cell: (message) => message.answerContent ?? '—', cellProps: PRE_WRAP },
        {
          header: t('messages.action'),
          card: 'actions',
          cell: (message) => <ReplyButton message={message} onReply={onReply} replying={replying} />,
          // A card offers Reply only while there is something to answer.
          cardCell: (message) =>
            message.answerContent === null && <ReplyButton message={message} onReply={onReply} replying={replying} />,
        },
      ]}
    />
  );
}
