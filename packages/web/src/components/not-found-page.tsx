import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { errorsTexts } from '@wayfare/common';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { useTexts } from '../lib/i18n/use-texts';

/** The not-found page, for unknown paths and /ping (docs/product/screens-and-navigation.md#not-found-page). */
export function NotFoundPage() {
  const t = useTexts(errorsTexts);
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="lg" ta="center">
        <Text fz={96} fw={800} c="gray.7" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1} fz="h2">
          {t('page.notFound')}
        </Title>
        <Button component={Link} to={paths.home.href()} size="md">
          {t('page.returnHome')}
        </Button>
      </Stack>
    </Container>
  );
}
