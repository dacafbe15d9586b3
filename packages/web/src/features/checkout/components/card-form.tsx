import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { paymentsTexts, TestCheckoutPayBody } from '@wayfare/common';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { inPageLanguage } from '../../../lib/i18n/form-errors';
import { useTexts } from '../../../lib/i18n/use-texts';

export interface CardFormProps {
  amountLabel: string;
  /** The decline (or other refusal) text to show above the buttons. */
  error: string | null;
  paying: boolean;
  cancelling: boolean;
  onPay: (card: TestCheckoutPayBody) => void;
  onCancel: () => void;
}

/**
 * The card fields of the test checkout, validated by the same schema the server uses (its sentences shown in the
 * page's language); what is sent is the schema's output (the card number without its spaces).
 */
export function CardForm({ amountLabel, error, paying, cancelling, onPay, onCancel }: CardFormProps) {
  const t = useTexts(paymentsTexts);
  const form = useForm<TestCheckoutPayBody>({
    initialValues: { cardNumber: '', expiry: '', cvc: '', name: '' },
    validate: inPageLanguage(zod4Resolver(TestCheckoutPayBody)),
  });
  return (
    <form
      onSubmit={form.onSubmit((card) => onPay(TestCheckoutPayBody.parse(card)))}
      noValidate
      aria-label={t('card.formLabel')}
    >
      <Stack>
        <TextInput
          label={t('card.number')}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          withAsterisk
          {...form.getInputProps('cardNumber')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label={t('card.expiry')}
            autoComplete="cc-exp"
            placeholder={t('card.expiryPlaceholder')}
            withAsterisk
            {...form.getInputProps('expiry')}
          />
          <TextInput
            label={t('card.cvc')}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            withAsterisk
            {...form.getInputProps('cvc')}
          />
        </SimpleGrid>
        <TextInput label={t('card.name')} autoComplete="cc-name" withAsterisk {...form.getInputProps('name')} />
        <Text size="sm" c="dimmed">
          {t('card.testCards')}
        </Text>
        {error && (
          <Alert color="red" role="alert" title={t('card.failed')}>
            {error}
          </Alert>
        )}
        <Group justify="space-between">
          <Button variant="default" onClick={onCancel} loading={cancelling} disabled={paying}>
            {t('card.cancel')}
          </Button>
          <Button type="submit" loading={paying} disabled={cancelling}>
            {t('card.pay', { amount: amountLabel })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
