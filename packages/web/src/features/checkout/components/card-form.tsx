import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { TestCheckoutPayBody } from '@wayfare/common';
import { zod4Resolver } from 'mantine-form-zod-resolver';

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
 * The card fields of the test checkout, validated by the same schema the server uses; what is sent
 * is the schema's output (the card number without its spaces).
 */
export function CardForm({ amountLabel, error, paying, cancelling, onPay, onCancel }: CardFormProps) {
  const form = useForm<TestCheckoutPayBody>({
    initialValues: { cardNumber: '', expiry: '', cvc: '', name: '' },
    validate: zod4Resolver(TestCheckoutPayBody),
  });
  return (
    <form
      onSubmit={form.onSubmit((card) => onPay(TestCheckoutPayBody.parse(card)))}
      noValidate
      aria-label="Card details"
    >
      <Stack>
        <TextInput
          label="Card number"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          withAsterisk
          {...form.getInputProps('cardNumber')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label="Expiry (MM/YY)"
            autoComplete="cc-exp"
            placeholder="12/30"
            withAsterisk
            {...form.getInputProps('expiry')}
          />
          <TextInput
            label="CVC"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            withAsterisk
            {...form.getInputProps('cvc')}
          />
        </SimpleGrid>
        <TextInput label="Name on card" autoComplete="cc-name" withAsterisk {...form.getInputProps('name')} />
        <Text size="sm" c="dimmed">
          Test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined. Any future expiry and any CVC work.
        </Text>
        {error && (
          <Alert color="red" role="alert" title="Payment failed">
            {error}
          </Alert>
        )}
        <Group justify="space-between">
          <Button variant="default" onClick={onCancel} loading={cancelling} disabled={paying}>
            Cancel
          </Button>
          <Button type="submit" loading={paying} disabled={cancelling}>
            {`Pay ${amountLabel}`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
