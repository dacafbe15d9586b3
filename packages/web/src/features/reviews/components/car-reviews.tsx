import { Card, Stack, Text, Title } from '@mantine/core';
import { reviewsTexts } from '@wayfare/common';
import { PageSpinner } from '../../../components/page-spinner';
import { useTexts } from '../../../lib/i18n/use-texts';
import { useCarReviews } from '../api/get-car-reviews';
import { ReviewItem } from './review-item';

/** How many reviews the booking page shows: enough to judge the car, short enough to reach PAY NOW. */
const LATEST = 5;

/** The car's latest reviews, newest first (docs/product/bookings-and-payments.md#new-booking-page). */
export function CarReviews({ carId }: { carId: number }) {
  const t = useTexts(reviewsTexts);
  const reviews = useCarReviews(carId);
  const latest = [...(reviews.data ?? [])]
    .sort((a, b) => b.createdOn.localeCompare(a.createdOn) || b.id - a.id)
    .slice(0, LATEST);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="latest-reviews">
      <Title order={2} fz="h3" mb="sm" id="latest-reviews">
        {t('latest.title')}
      </Title>
      {reviews.isPending ? (
        <PageSpinner />
      ) : latest.length === 0 ? (
        <Text c="dimmed">{t('latest.empty')}</Text>
      ) : (
        <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {latest.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </Stack>
      )}
    </Card>
  );
}
