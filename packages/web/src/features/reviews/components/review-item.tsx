import '@mantine/core/styles/Rating.css';
import { Button, Card, Group, Rating, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatWallClock, type Review } from '@wayfare/common';
import { useState } from 'react';
import { openConfirm } from '../../../components/confirm-action';
import { hasRole, useSession } from '../../../lib/session';
import { useReviewMutations } from '../api/review-mutations';
import { ReviewEditForm } from './review-edit-form';

function Score({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {/* role="img": a plain div may not carry a label (aria-prohibited-attr); the stars are one picture of a score. */}
      <Rating value={value} readOnly size="sm" role="img" aria-label={`${label}: ${value} of 5`} />
    </Stack>
  );
}

/**
 * One review; its author or an admin may edit it inline or delete it (docs/product/bookings-and-payments.md#reviews).
 */
export function ReviewItem({ review }: { review: Review }) {
  const session = useSession();
  const canEdit = session?.claims.userId === review.user.id || hasRole(session, 'ADMIN');
  const [editing, setEditing] = useState(false);
  const { update, remove } = useReviewMutations();

  return (
    <Card withBorder padding="sm" component="li" aria-label={`Review by ${review.user.name}`}>
      <Group justify="space-between" mb={4}>
        <Text fw={600}>{review.user.name}</Text>
        <Text size="xs" c="dimmed">
          {formatWallClock(review.createdOn)}
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
            <Score label="Value for money" value={review.valueForMoney} />
            <Score label="Car condition" value={review.carCondition} />
            <Score label="Car speed" value={review.carSpeed} />
          </SimpleGrid>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{review.text}</Text>
          {canEdit && (
            <Group gap="xs" justify="flex-end">
              <Button size="xs" variant="light" onClick={() => setEditing(true)}>
                Edit
              </Button>
              <Button
                size="xs"
                variant="light"
                color="red"
                loading={remove.isPending}
                onClick={async () => {
                  const confirmed = await openConfirm({
                    title: 'Delete review',
                    message: 'Are you sure you want to delete this review?',
                    confirmLabel: 'Delete',
                    danger: true,
                  });
                  if (confirmed) remove.mutate(review.id);
                }}
              >
                Delete
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Card>
  );
}
