import { Container, EmptyState, Title } from '@mantine/core';
import { IconMessageOff } from '@tabler/icons-react';
import { PageSpinner } from '../../../components/page-spinner';
import { useMessages } from '../api/get-messages';
import { MessagesTable } from '../components/messages-table';
import { useReply } from '../components/use-reply';

/**
 * /all-messages (ADMIN): every support message, newest first, with Reply
 * (docs/product/admin-tools.md#support-messages).
 */
export function AllMessagesPage() {
  const { data: messages, isPending, isError } = useMessages();
  const { reply, isReplying } = useReply();
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        All support messages
      </Title>
      {isPending ? (
        <PageSpinner />
      ) : isError ? (
        <EmptyState
          title="The messages could not be loaded"
          description="Try again in a moment."
          icon={<IconMessageOff aria-hidden />}
        />
      ) : messages.length === 0 ? (
        <EmptyState title="No messages yet" icon={<IconMessageOff aria-hidden />} />
      ) : (
        <MessagesTable messages={messages} onReply={(m) => void reply(m)} replying={isReplying} />
      )}
    </Container>
  );
}
