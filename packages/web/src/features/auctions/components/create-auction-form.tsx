import '@mantine/core/styles/NumberInput.css';
import { Button, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AUCTION_DESCRIPTION_MAX, type Car, type CreateAuctionBody } from '@wayfare/common';
import { FormInput } from '../../../components/form-input/form-input';
import {
  EMPTY_AUCTION,
  toAuctionBody,
  validateAuction,
  wallClockNow,
  type CreateAuctionValues,
} from './create-auction-values';

export const CAR_PLACEHOLDER = '-- Select a Car --';

interface CreateAuctionFormProps {
  cars: Car[];
  carsLoading: boolean;
  /** The business time zone, for "not before now". */
  timeZone: string | undefined;
  saving: boolean;
  onSave: (body: CreateAuctionBody) => void;
}

/**
 * The create-auction form (docs/product/auctions.md#create-auction): invalid fields are flagged and nothing is sent.
 */
export function CreateAuctionForm({ cars, carsLoading, timeZone, saving, onSave }: CreateAuctionFormProps) {
  const form = useForm<CreateAuctionValues>({
    initialValues: EMPTY_AUCTION,
    validate: (values) => validateAuction(values, wallClockNow(timeZone)),
    validateInputOnChange: true,
  });
  const items = cars.map((car) => ({ id: car.id, name: `${car.make} ${car.model} (${car.registrationNumber})` }));

  return (
    <form noValidate aria-label="Create auction" onSubmit={form.onSubmit((values) => onSave(toAuctionBody(values)))}>
      <Stack>
        <Textarea
          label="Description"
          autosize
          minRows={2}
          description={`At most ${AUCTION_DESCRIPTION_MAX} characters`}
          {...form.getInputProps('description')}
        />
        <NumberInput
          label="Minimum bid amount (€)"
          decimalScale={2}
          min={0}
          clampBehavior="none"
          {...form.getInputProps('minBidAmount')}
        />
        <NumberInput
          label="Reserve price (€)"
          description="Optional: the least highest bid that sells the car; customers never see it"
          decimalScale={2}
          min={0}
          clampBehavior="none"
          {...form.getInputProps('reservePrice')}
        />
        <TextInput
          type="datetime-local"
          label="End Date and Time"
          description="In the rental's local time"
          min={wallClockNow(timeZone)}
          {...form.getInputProps('endDateTime')}
        />
        <FormInput
          kind="dropdown"
          label="Car"
          placeholder={CAR_PLACEHOLDER}
          items={items}
          description={
            carsLoading
              ? 'Loading cars…'
              : items.length === 0
                ? 'No exclusive cars yet: mark a car as exclusive first.'
                : undefined
          }
          {...form.getInputProps('car')}
        />
        <Button type="submit" loading={saving}>
          Create auction
        </Button>
      </Stack>
    </form>
  );
}
