import '@mantine/core/styles/Rating.css';
import { Button, Group, Input, Modal, Rating, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { bookingsTexts, reviewMessages, reviewsTexts, type Booking } from '@wayfare/common';
import { useState } from 'react';
import { translateEnglish } from '../../../lib/i18n/catalogue';
import { useLocale } from '../../../lib/i18n/locale';
import { useTexts } from '../../../lib/i18n/use-texts';
import { useBookingMutations } from '../api/booking-actions';

const RATINGS = [
  { key: 'valueForMoney', labelKey: 'review.valueForMoney' },
  { key: 'carCondition', labelKey: 'review.carCondition' },
  { key: 'carSpeed', labelKey: 'review.carSpeed' },
] as const;
type RatingKey = (typeof RATINGS)[number]['key'];

interface ReviewDialogProps {
  booking: Booking;
  userId: number;
  onClose: () => void;
}

/** Review a finished trip: 1–5 stars for three ratings and a text (docs/product/bookings-and-payments.md#reviews). */
export function ReviewDialog({ booking, userId, onClose }: ReviewDialogProps) {
  const t = useTexts(bookingsTexts);
  // The reviews' rules are common's English sentences (the API answers the same), shown in the page's language.
  useTexts(reviewsTexts);
  const locale = useLocale();
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
      setTextError(translateEnglish(locale, reviewMessages.textRequired));
      return;
    }
    if (unrated) return;
    review.mutate(
      { ...ratings, text: text.trim(), bookingId: booking.id, userId },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('review.thanks') });
          onClose();
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={t('review.title', { car: `${booking.car.make} ${booking.car.model}` })}>
      <Stack>
        {RATINGS.map(({ key, labelKey }) => {
          const label = t(labelKey);
          return (
            <Input.Wrapper
              key={key}
              label={label}
              id={`rating-${key}`}
              error={
                triedToSave && ratings[key] === 0 ? translateEnglish(locale, reviewMessages.createRating) : undefined
              }
            >
              <Rating
                value={ratings[key]}
                onChange={(value) => setRatings((previous) => ({ ...previous, [key]: value }))}
                getSymbolLabel={(value) => t('review.stars', { label, value })}
                aria-label={label}
              />
            </Input.Wrapper>
          );
        })}
        <Textarea
          label={t('review.text')}
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
            {t('common.cancel')}
          </Button>
          <Button onClick={save} loading={review.isPending}>
            {t('review.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
