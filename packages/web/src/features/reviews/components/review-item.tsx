import '@mantine/core/styles/Rating.css';
import { Button, Card, Group, Rating, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatWallClock, type Review, reviewsTexts } from '@wayfare/common';
import { useState } from 'react';
import { openConfirm } from '../../../components/confirm-action';
import { useLocale } from '../../../lib/i18n/locale';
import { useTexts } from '../../../lib/i18n/use-texts';
import { hasRole, useSession } from '../../../lib/session';
import { useReviewMutations } from '../api/review-mutations';
import { ReviewEditForm } from './review-edit-form';

function Score({ label, value }: { label: string; value: number }) {
  const t = useTexts(reviewsTexts);
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {/* role="img": a plain div may not carry a label (aria-prohibited-attr); the stars are one picture of a score. */}
      <Rating value={value} readOnly size="sm" role="img" aria-label={t('rating.stars', { label, value })} />
    </Stack>
  );
}

/**
 * One review; its author or an admin may edit it inline or delete it (docs/product/bookings-and-payments.md#reviews).
 */
export function ReviewItem({ review }: { review: Review }) {
  const t = useTexts(reviewsTexts);
  const locale = useLocale();
  const session = useSession();
  const canEdit = session?.claims.userId === review.user.id || hasRole(session, 'ADMIN');
  const [editing, setEditing] = useState(false);
  const { update, remove } = useReviewMutations();

  return (
    <Card withBorder padding="sm" component="li" aria-label={t('item.label', { name: review.user.name })}>
      <Group justify="space-between" mb={4}>
        <Text fw={600}>{review.user.name}</Text>
        <Text size="xs" c="dimmed">
          {formatWallClock(review.createdOn, locale)}
        </Text>
      </Group>
      {editing ? (
        <ReviewEditForm
          review={review}
          saving={update.isPending}
          onCancel={() => setEditing(false)}
          onSave={(body) => update.mutate({ id: review.id, body }, { onSuccess: () => setEditing(false) })}
        />
      ) : (
        <Stack gap="xs">
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
            <Score label={t('rating.valueForMoney')} value={review.valueForMoney} />
            <Score label={t('rating.carCondition')} value={review.carCondition} />
            <Score label={t('rating.carSpeed')} value={review.carSpeed} />
          </SimpleGrid>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{review.text}</Text>
          {canEdit && (
            <Group gap="xs" justify="flex-end">
              <Button size="xs" variant="light" onClick={() => setEditing(true)}>
                {t('item.edit')}
              </Button>
              <Button
                size="xs"
                variant="light"
                color="red"
                loading={remove.isPending}
                onClick={async () => {
                  const confirmed = await openConfirm({
                    title: t('delete.title'),
                    message: t('delete.message'),
                    confirmLabel: t('delete.confirm'),
                    danger: true,
                  });
                  if (confirmed) remove.mutate(review.id);
                }}
              >
                {t('item.delete')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Card>
  );
}
