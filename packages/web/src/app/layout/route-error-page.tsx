import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { errorsTexts } from '@wayfare/common';
import { useRouteError } from 'react-router';
import { useTexts } from '../../lib/i18n/use-texts';
import { PageDrawn } from '../../lib/page-drawn';

/** Shown when a page crashes or its code cannot be loaded (e.g. after a new deployment). */
export function RouteErrorPage() {
  const t = useTexts(errorsTexts);
  const error = useRouteError();
  console.error(error);
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center">
        <Title order={1}>{t('page.crashed')}</Title>
        <Text c="dimmed">{t('page.crashedHint')}</Text>
        <Button onClick={() => window.location.reload()}>{t('page.reload')}</Button>
      </Stack>
      <PageDrawn />
    </Container>
  );
}
