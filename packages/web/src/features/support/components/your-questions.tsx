import { Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMessages } from '../api/get-messages';

/** The caller's own questions with the answers so far (docs/product/admin-tools.md#support-messages), newest first. */
export function YourQuestions() {
  const { data: messages, isPending, isError } = useMessages({ errorDialog: false });
  if (isPending) return <Loader size="sm" role="status" aria-label="Loading your questions" />;
  if (isError) return <Text size="sm">Your questions could not be loaded. Try again in a moment.</Text>;
  if (messages.length === 0) return <Text size="sm">You have not asked anything yet.</Text>;
  return (
    <Stack gap="xs" component="section" aria-label="Your questions">
      <Title order={3} size="h5">
        Your questions
      </Title>
      {messages.map((message) => (
        <Paper key={message.id} withBorder p="xs">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {message.messageContent}
          </Text>
          <Text size="sm" c={message.answerContent ? undefined : 'dimmed'} mt={4} style={{ whiteSpace: 'pre-wrap' }}>
            {message.answerContent ? `Answer: ${message.answerContent}` : 'Not answered yet.'}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
