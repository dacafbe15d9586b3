import '@mantine/core/styles/Slider.css';
import { Button, Group, Input, Slider, Stack, Textarea } from '@mantine/core';
import { type Review, reviewsTexts, type UpdateReviewBody } from '@wayfare/common';
import { useState } from 'react';
import { showAlert } from '../../../components/alert-dialog';
import { useTexts } from '../../../lib/i18n/use-texts';

const RATINGS = [
  { key: 'valueForMoney', labelKey: 'rating.valueForMoney' },
  { key: 'carCondition', labelKey: 'rating.carCondition' },
  { key: 'carSpeed', labelKey: 'rating.carSpeed' },
] as const;

const MARKS = [0, 1, 2, 3, 4, 5].map((value) => ({ value, label: String(value) }));

interface ReviewEditFormProps {
  review: Review;
  saving: boolean;
  onSave: (body: UpdateReviewBody) => void;
  onCancel: () => void;
}

/** Inline editing of a review: sliders 0–5 and the text (docs/product/bookings-and-payments.md#reviews). */
export function ReviewEditForm({ review, saving, onSave, onCancel }: ReviewEditFormProps) {
  const t = useTexts(reviewsTexts);
  const [values, setValues] = useState<UpdateReviewBody>({
    valueForMoney: review.valueForMoney,
    carCondition: review.carCondition,
    carSpeed: review.carSpeed,
    text: review.text,
  });

  const save = () => {
    // docs/product/bookings-and-payments.md#reviews: an emptied text is refused with an alert, and nothing is sent.
    if (!values.text.trim()) {
      showAlert(t('errors.textEmpty'));
      return;
    }
    onSave({ ...values, text: values.text.trim() });
  };

  return (
    <Stack gap="sm">
      {RATINGS.map(({ key, labelKey }) => (
        <Input.Wrapper key={key} label={t(labelKey)} mb="md">
          <Slider
            min={0}
            max={5}
            step={1}
            marks={MARKS}
            value={values[key]}
            onChange={(value) => setValues((previous) => ({ ...previous, [key]: value }))}
            thumbLabel={t(labelKey)}
          />
        </Input.Wrapper>
      ))}
      <Textarea
        label={t('edit.text')}
        autosize
        minRows={2}
        value={values.text}
        onChange={(e) => {
          const text = e.currentTarget.value;
          setValues((previous) => ({ ...previous, text }));
        }}
      />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" size="xs" onClick={onCancel}>
          {t('edit.cancel')}
        </Button>
        <Button size="xs" onClick={save} loading={saving}>
          {t('edit.save')}
        </Button>
      </Group>
    </Stack>
  );
}
