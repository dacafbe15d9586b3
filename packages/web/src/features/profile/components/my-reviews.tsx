import { EmptyState, Stack, Text, Title } from '@mantine/core';
import { profileTexts, type Review } from '@wayfare/common';
import type { ReactNode } from 'react';
import { PageSpinner } from '../../../components/page-spinner';
import { useTexts } from '../../../lib/i18n/use-texts';
import { useMyReviews } from '../api/get-profile';

/** Reviews tab: "All reviews", each under its car's make and model; the item itself comes from the reviews feature. */
export function MyReviews({ renderReview }: { renderReview: (review: Review) => ReactNode }) {
  const t = useTexts(profileTexts);
  const reviews = useMyReviews();
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('reviews.title')}
      </Title>
      {reviews.isPending ? (
        <PageSpinner />
      ) : reviews.isError ? (
        <EmptyState title={t('reviews.loadFailed')} />
      ) : reviews.data.length === 0 ? (
        <Text c="dimmed">{t('reviews.empty')}</Text>
      ) : (
        reviews.data.map((review) => (
          <Stack key={review.id} gap={4}>
            <Title order={3} size="h5">{`${review.booking.car.make} ${review.booking.car.model}`}</Title>
            <Stack component="ul" gap="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {renderReview(review)}
            </Stack>
          </Stack>
        ))
      )}
    </Stack>
  );
}
