import '@mantine/core/styles/Rating.css';
import { Button, Group, Input, Modal, Rating, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { reviewMessages, type Booking } from '@wayfare/common';
import { useState } from 'react';
import { useBookingMutations } from '../api/booking-actions';

const RATINGS = [
  { key: 'valueForMoney', label: 'Value for money' },
  { key: 'carCondition', label: 'Car condition' },
  { key: 'carSpeed', label: 'Car speed' },
] as const;
type RatingKey = (typeof RATINGS)[number]['key'];

interface ReviewDialogProps {
  booking: Booking;
  userId: number;
  onClose: () => void;
}

/** Review a finished trip: 1–5 stars for three ratings and a text (docs/product/bookings-and-payments.md#reviews). */
export function ReviewDialog({ booking, userId, onClose }: ReviewDialogProps) {
  // The stars start empty, so that every rating sent is one the customer chose
  // (docs/product/bookings-and-payments.md#reviews); 0 is "not rated yet".
  const [ratings, setRatings] = useState<Record<RatingKey, number>>({ valueForMoney: 0, carCondition: 0, carSpeed: 0 });
  const [triedToSave, setTriedToSave] = useState(false);
  const [text, setText] = useState('');
  const [textError, setTextError] = useState<string | null>(null);
  const { review } = useBookingMutations();

  const save = () => {
    setTriedToSave(true);
    const unrated = RATINGS.some(({ key }) => ratings[key] === 0);
    // docs/product/bookings-and-payments.md#reviews: an empty text is refused on the field itself (no second pop-up
    // over this one), and nothing is sent.
    if (!text.trim()) {
      setTextError(reviewMessages.textRequired);
      return;
    }
    if (unrated) return;
    review.mutate(
      { ...ratings, text: text.trim(), bookingId: booking.id, userId },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: 'Thank you for your review' });
          onClose();
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={`Review ${booking.car.make} ${booking.car.model}`}>
      <Stack>
        {RATINGS.map(({ key, label }) => (
          <Input.Wrapper
            key={key}
            label={label}
            id={`rating-${key}`}
            error={triedToSave && ratings[key] === 0 ? reviewMessages.createRating : undefined}
          >
            <Rating
              value={ratings[key]}
              onChange={(value) => setRatings((previous) => ({ ...previous, [key]: value }))}
              getSymbolLabel={(value) => `${label}: ${value} of 5`}
              aria-label={label}
            />
          </Input.Wrapper>
        ))}
        <Textarea
          label="Review"
          autosize
          minRows={3}
          value={text}
          error={textError}
          onChange={(e) => {
            setText(e.currentTarget.value);
            if (e.currentTarget.value.trim()) setTextError(null);
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save} loading={review.isPending}>
            Save review
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
