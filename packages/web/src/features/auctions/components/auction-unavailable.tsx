import { Container, EmptyState, Title } from '@mantine/core';
import { auctionsTexts } from '@wayfare/common';
import { IconGavel } from '@tabler/icons-react';
import { ApiError } from '../../../lib/api-client';
import { useTexts } from '../../../lib/i18n/use-texts';

interface AuctionUnavailableProps {
  /** The page heading, kept so the page still says where the user is. */
  title: string;
  /** Why: a missing or malformed id, or the failed read. */
  error?: unknown;
}

/** An auction page whose auction cannot be shown: unknown id, or the read failed. */
export function AuctionUnavailable({ title, error }: AuctionUnavailableProps) {
  const t = useTexts(auctionsTexts);
  const notFound = error === undefined || (error instanceof ApiError && error.status === 404);
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        {title}
      </Title>
      <EmptyState
        title={notFound ? t('errors.notFound') : t('page.loadFailed')}
        description={notFound ? undefined : t('page.tryAgain')}
        icon={<IconGavel aria-hidden />}
      />
    </Container>
  );
}
