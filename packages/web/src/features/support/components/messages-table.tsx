import { Button, Table } from '@mantine/core';
import type { SupportMessageListItem } from '@wayfare/common';

interface MessagesTableProps {
  messages: SupportMessageListItem[];
  onReply: (message: SupportMessageListItem) => void;
  replying: boolean;
}

/** The /all-messages table of SPEC §2: #, User, Question, Answer, Action (Reply until answered). */
export function MessagesTable({ messages, onReply, replying }: MessagesTableProps) {
  return (
    <Table.ScrollContainer minWidth={700} type="native" tabIndex={0} role="region" aria-label="All messages (scrolls sideways)">
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="All messages">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">#</Table.Th>
            <Table.Th scope="col">User</Table.Th>
            <Table.Th scope="col">Question</Table.Th>
            <Table.Th scope="col">Answer</Table.Th>
            <Table.Th scope="col">Action</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
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
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
