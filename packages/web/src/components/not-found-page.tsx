import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { messages } from '@wayfare/common';
import { Link } from 'react-router';
import { paths } from '../config/paths';

/** The not-found page, for unknown paths and /ping (docs/product/screens-and-navigation.md#not-found-page). */
export function NotFoundPage() {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="lg" ta="center">
        <Text fz={96} fw={800} c="gray.7" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1} fz="h2">
          {messages.pages.notFound}
        </Title>
        <Button component={Link} to={paths.home.href()} size="md">
          Return to Home
        </Button>
      </Stack>
    </Container>
  );
}
