import { Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { accountsTexts } from '@wayfare/common';
import { useTexts } from '../../../lib/i18n/use-texts';
import { useMessages } from '../api/get-messages';

/** The caller's own questions with the answers so far (docs/product/admin-tools.md#support-messages), newest first. */
export function YourQuestions() {
  const t = useTexts(accountsTexts);
  const { data: messages, isPending, isError } = useMessages({ errorDialog: false });
  if (isPending) return <Loader size="sm" role="status" aria-label={t('support.loadingQuestions')} />;
  if (isError) return <Text size="sm">{t('support.questionsFailed')}</Text>;
  if (messages.length === 0) return <Text size="sm">{t('support.noQuestions')}</Text>;
  return (
    <Stack gap="xs" component="section" aria-label={t('support.yourQuestions')}>
      <Title order={3} size="h5">
        {t('support.yourQuestions')}
      </Title>
      {messages.map((message) => (
        <Paper key={message.id} withBorder p="xs">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {message.messageContent}
          </Text>
          <Text size="sm" c={message.answerContent ? undefined : 'dimmed'} mt={4} style={{ whiteSpace: 'pre-wrap' }}>
            {message.answerContent ? t('support.answer', { answer: message.answerContent }) : t('support.notAnswered')}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
