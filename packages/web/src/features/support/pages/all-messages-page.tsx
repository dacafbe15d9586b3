import { Container, Title } from '@mantine/core';
import { IconMessageOff } from '@tabler/icons-react';
import { accountsTexts } from '@wayfare/common';
import { ListPageBody } from '../../../components/list/list-page-body';
import { useTexts } from '../../../lib/i18n/use-texts';
import { useMessages } from '../api/get-messages';
import { MessagesTable } from '../components/messages-table';
import { useReply } from '../components/use-reply';

/**
 * /all-messages (ADMIN): every support message, newest first, with Reply
 * (docs/product/admin-tools.md#support-messages).
 */
export function AllMessagesPage() {
  const t = useTexts(accountsTexts);
  const messages = useMessages();
  const { reply, isReplying } = useReply();
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        {t('messages.title')}
      </Title>
      <ListPageBody
        what="messages"
        icon={<IconMessageOff aria-hidden />}
        queries={[messages]}
        data={messages.data}
        isEmpty={messages.data?.length === 0}
        empty={{ title: t('messages.empty') }}
      >
        {(rows) => <MessagesTable messages={rows} onReply={(m) => void reply(m)} replying={isReplying} />}
      </ListPageBody>
    </Container>
  );
}
