import '@mantine/core/styles/Slider.css';
import { Button, Group, Input, Slider, Stack, Textarea } from '@mantine/core';
import { reviewMessages, type Review, type UpdateReviewBody } from '@wayfare/common';
import { useState } from 'react';
import { showAlert } from '../../../components/alert-dialog';

const RATINGS = [
  { key: 'valueForMoney', label: 'Value for money' },
  { key: 'carCondition', label: 'Car condition' },
  { key: 'carSpeed', label: 'Car speed' },
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
  const [values, setValues] = useState<UpdateReviewBody>({
    valueForMoney: review.valueForMoney,
    carCondition: review.carCondition,
    carSpeed: review.carSpeed,
    text: review.text,
  });

  const save = () => {
    // docs/product/bookings-and-payments.md#reviews: an emptied text is refused with an alert, and nothing is sent.
    if (!values.text.trim()) {
      showAlert(reviewMessages.textEmpty);
      return;
    }
    onSave({ ...values, text: values.text.trim() });
  };

  return (
    <Stack gap="sm">
      {RATINGS.map(({ key, label }) => (
        <Input.Wrapper key={key} label={label} mb="md">
          <Slider
            min={0}
            max={5}
            step={1}
            marks={MARKS}
            value={values[key]}
            onChange={(value) => setValues((previous) => ({ ...previous, [key]: value }))}
            thumbLabel={label}
          />
        </Input.Wrapper>
      ))}
      <Textarea
        label="Review text"
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
          Cancel
        </Button>
        <Button size="xs" onClick={save} loading={saving}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
