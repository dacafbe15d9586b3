import { Container, Title } from '@mantine/core';
import { IconMessageOff } from '@tabler/icons-react';
import { ListPageBody } from '../../../components/list/list-page-body';
import { useMessages } from '../api/get-messages';
import { MessagesTable } from '../components/messages-table';
import { useReply } from '../components/use-reply';

/**
 * /all-messages (ADMIN): every support message, newest first, with Reply
 * (docs/product/admin-tools.md#support-messages).
 */
export function AllMessagesPage() {
  const messages = useMessages();
  const { reply, isReplying } = useReply();
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        All support messages
      </Title>
      <ListPageBody
        what="messages"
        icon={<IconMessageOff aria-hidden />}
        queries={[messages]}
        data={messages.data}
        isEmpty={messages.data?.length === 0}
        empty={{ title: 'No messages yet' }}
      >
        {(rows) => <MessagesTable messages={rows} onReply={(m) => void reply(m)} replying={isReplying} />}
      </ListPageBody>
    </Container>
  );
}
