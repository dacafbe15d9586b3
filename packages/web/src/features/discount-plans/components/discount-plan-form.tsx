import '@mantine/core/styles/NumberInput.css';
import { Button, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  CreateDiscountPlanBody,
  DISCOUNT_DESCRIPTION_MAX,
  DISCOUNT_USES_MAX,
  DISCOUNT_VALUE_MAX,
  plansTexts,
} from '@wayfare/common';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { inPageLanguage } from '../../../lib/i18n/form-errors';
import { useTexts } from '../../../lib/i18n/use-texts';

/** Number inputs are empty ('') until typed: the schema then answers with the field's own message. */
type PlanFormValues = Omit<CreateDiscountPlanBody, 'remainingUses' | 'discountValue' | 'price'> & {
  remainingUses: number | string;
  discountValue: number | string;
  price: number | string;
};

const EMPTY: PlanFormValues = { title: '', description: '', remainingUses: '', discountValue: '', price: '' };

interface DiscountPlanFormProps {
  onSave: (body: CreateDiscountPlanBody) => void;
  saving: boolean;
}

/**
 * The discount plan form (docs/product/admin-tools.md#discount-plan-form), checked by the same schema the API validates
 * with, its sentences shown in the page's language.
 */
export function DiscountPlanForm({ onSave, saving }: DiscountPlanFormProps) {
  const t = useTexts(plansTexts);
  const form = useForm<PlanFormValues>({
    initialValues: EMPTY,
    validate: inPageLanguage(zod4Resolver(CreateDiscountPlanBody, { errorPriority: 'first' })),
    validateInputOnChange: true,
  });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => onSave(CreateDiscountPlanBody.parse(values)))}>
      <Stack>
        <TextInput label={t('form.title')} {...form.getInputProps('title')} />
        <Textarea
          label={t('form.description')}
          autosize
          minRows={2}
          description={t('form.descriptionHint', { max: DISCOUNT_DESCRIPTION_MAX })}
          {...form.getInputProps('description')}
        />
        <NumberInput
          label={t('form.remainingUses')}
          allowDecimal={false}
          clampBehavior="none"
          min={1}
          max={DISCOUNT_USES_MAX}
          {...form.getInputProps('remainingUses')}
        />
        <NumberInput
          label={t('form.discountValue')}
          allowDecimal={false}
          clampBehavior="none"
          min={1}
          max={DISCOUNT_VALUE_MAX}
          {...form.getInputProps('discountValue')}
        />
        <NumberInput
          label={t('form.price')}
          decimalScale={2}
          clampBehavior="none"
          min={0}
          {...form.getInputProps('price')}
        />
        <Button type="submit" loading={saving}>
          {t('form.submit')}
        </Button>
      </Stack>
    </form>
  );
}
