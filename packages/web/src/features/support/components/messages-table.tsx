import { Badge, Button } from '@mantine/core';
import type { SupportMessageListItem } from '@wayfare/common';
import { useListButtonSize } from '../../../components/list/list-layout';
import { ResponsiveList } from '../../../components/list/responsive-list';

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
  return (
    <Button
      size={useListButtonSize()}
      disabled={message.answerContent !== null || replying}
      onClick={() => onReply(message)}
      aria-label={`Reply to message #${message.id}`}
    >
      Reply
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
  return (
    <ResponsiveList
      label="All messages"
      minWidth={700}
      items={messages}
      itemKey={(message) => message.id}
      columns={[
        { header: '#', cell: (message) => message.id, card: 'title', cardCell: (message) => `#${message.id}` },
        { header: 'User', cell: (message) => message.user.name, card: 'title' },
        {
          header: 'Status',
          cardOnly: true,
          card: 'status',
          cell: (message) =>
            message.answerContent === null ? <Badge color="yellow">Open</Badge> : <Badge color="green">Answered</Badge>,
        },
        { header: 'Question', cell: (message) => message.messageContent, cellProps: PRE_WRAP, cardCell: preWrap },
        { header: 'Answer', cell: (message) => message.answerContent ?? '—', cellProps: PRE_WRAP },
        {
          header: 'Action',
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
