import '@mantine/core/styles/Table.css';
import { Button, Table } from '@mantine/core';
import { DataTable } from '../../../components/data-table';
import type { SupportMessageListItem } from '@wayfare/common';

interface MessagesTableProps {
  messages: SupportMessageListItem[];
  onReply: (message: SupportMessageListItem) => void;
  replying: boolean;
}

/**
 * The /all-messages table (docs/product/admin-tools.md#support-messages): #, User, Question, Answer, Action (Reply
 * until answered).
 */
export function MessagesTable({ messages, onReply, replying }: MessagesTableProps) {
  return (
    <DataTable label="All messages" minWidth={700} columns={['#', 'User', 'Question', 'Answer', 'Action']}>
      {messages.map((message) => (
        <Table.Tr key={message.id}>
          <Table.Td>{message.id}</Table.Td>
          <Table.Td>{message.user.name}</Table.Td>
          <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{message.messageContent}</Table.Td>
          <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{message.answerContent ?? '—'}</Table.Td>
          <Table.Td>
            <Button
              size="xs"
              disabled={message.answerContent !== null || replying}
              onClick={() => onReply(message)}
              aria-label={`Reply to message #${message.id}`}
            >
              Reply
            </Button>
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
