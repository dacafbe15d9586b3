import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';
import { PageDrawn } from '../../lib/page-drawn';

/** Shown when a page crashes or its code cannot be loaded (e.g. after a new deployment). */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center">
        <Title order={1}>Something went wrong</Title>
        <Text c="dimmed">The page could not be shown. Reloading usually helps.</Text>
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
      </Stack>
      <PageDrawn />
    </Container>
  );
}
