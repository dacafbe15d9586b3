import '@mantine/core/styles/NumberInput.css';
import { Button, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AUCTION_DESCRIPTION_MAX, auctionsTexts, type Car, type CreateAuctionBody } from '@wayfare/common';
import { FormInput } from '../../../components/form-input/form-input';
import { inPageLanguage } from '../../../lib/i18n/form-errors';
import { useLocale } from '../../../lib/i18n/locale';
import { useTexts } from '../../../lib/i18n/use-texts';
import { decimalSeparatorOf } from './amount-for-input';
import {
  EMPTY_AUCTION,
  toAuctionBody,
  validateAuction,
  wallClockNow,
  type CreateAuctionValues,
} from './create-auction-values';

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
  const t = useTexts(auctionsTexts);
  const decimalSeparator = decimalSeparatorOf(useLocale());
  const form = useForm<CreateAuctionValues>({
    initialValues: EMPTY_AUCTION,
    // The schema's sentences are the auctions' texts, shown in the page's language.
    validate: inPageLanguage((values: CreateAuctionValues) => validateAuction(values, wallClockNow(timeZone))),
    validateInputOnChange: true,
  });
  const items = cars.map((car) => ({ id: car.id, name: `${car.make} ${car.model} (${car.registrationNumber})` }));

  return (
    <form noValidate aria-label={t('create.title')} onSubmit={form.onSubmit((values) => onSave(toAuctionBody(values)))}>
      <Stack>
        <Textarea
          label={t('create.description')}
          autosize
          minRows={2}
          description={t('create.descriptionHint', { max: AUCTION_DESCRIPTION_MAX })}
          {...form.getInputProps('description')}
        />
        <NumberInput
          label={t('create.minBidAmount')}
          decimalScale={2}
          decimalSeparator={decimalSeparator}
          min={0}
          clampBehavior="none"
          {...form.getInputProps('minBidAmount')}
        />
        <NumberInput
          label={t('create.reservePrice')}
          description={t('create.reservePriceHint')}
          decimalScale={2}
          decimalSeparator={decimalSeparator}
          min={0}
          clampBehavior="none"
          {...form.getInputProps('reservePrice')}
        />
        <TextInput
          type="datetime-local"
          label={t('create.endDateTime')}
          description={t('create.endDateTimeHint')}
          min={wallClockNow(timeZone)}
          {...form.getInputProps('endDateTime')}
        />
        <FormInput
          kind="dropdown"
          label={t('create.car')}
          placeholder={t('create.carPlaceholder')}
          items={items}
          description={
            carsLoading ? t('create.loadingCars') : items.length === 0 ? t('create.noExclusiveCars') : undefined
          }
          {...form.getInputProps('car')}
        />
        <Button type="submit" loading={saving}>
          {t('create.submit')}
        </Button>
      </Stack>
    </form>
  );
}
