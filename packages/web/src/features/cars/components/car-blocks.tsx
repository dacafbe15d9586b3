import { Alert, Anchor, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { adminTexts, BLOCK_LIMITS, CarBlockBody, type CarBlock, carsTexts, formatWallClock } from '@wayfare/common';
import { Fragment, useState } from 'react';
import { ConfirmAction } from '../../../components/confirm-action';
import { useListButtonSize } from '../../../components/list/list-layout';
import { ResponsiveList } from '../../../components/list/responsive-list';
import { DateField } from '../../../components/date-field';
import { PageSpinner } from '../../../components/page-spinner';
import { ApiError } from '../../../lib/api-error';
import { translateEnglish } from '../../../lib/i18n/catalogue';
import { PageLanguageDates } from '../../../lib/i18n/dates-locale';
import { useLocale } from '../../../lib/i18n/locale';
import { useTexts } from '../../../lib/i18n/use-texts';
import { useAddCarBlock, useCarBlocks, useRemoveCarBlock } from '../api/car-blocks';
import { carBookingRowId } from './car-bookings-table';

interface BlockFormValues {
  startDate: string | null;
  startTime: string;
  endDate: string | null;
  endTime: string;
  reason: string;
}

const EMPTY: BlockFormValues = { startDate: null, startTime: '08:00', endDate: null, endTime: '18:00', reason: '' };

/** The form's values as the API's body: date and time joined into wall-clock date-times. */
const toBody = (values: BlockFormValues) => ({
  startDateTime: values.startDate ? `${values.startDate}T${values.startTime}:00` : '',
  endDateTime: values.endDate ? `${values.endDate}T${values.endTime}:00` : '',
  reason: values.reason,
});

/** The body's field a message is about, as the form's field. */
const FORM_FIELD: Record<string, keyof BlockFormValues> = {
  startDateTime: 'startDate',
  endDateTime: 'endDate',
  reason: 'reason',
};

/**
 * Why the server refused a block, in its words alone (docs/product/errors-and-messages.md#in-place-messages): bookings
 * in the way as links to their rows in the car's Bookings table on this page.
 */
function BlockRefusal({ error }: { error: ApiError }) {
  // The blocks' rules and refusals are written once, in the admin namespace (common's fleet.ts).
  const adminT = useTexts(adminTexts);
  const { bookingIds } = error;
  return (
    <Alert color="red" role="alert">
      {bookingIds.length === 0 ? (
        error.personText
      ) : (
        <>
          {adminT('blocks.overlapsBookingsLead')}{' '}
          {bookingIds.map((id, index) => (
            <Fragment key={id}>
              {index > 0 && ', '}
              <Anchor href={`#${carBookingRowId(id)}`} inherit>
                #{id}
              </Anchor>
            </Fragment>
          ))}
        </>
      )}
    </Alert>
  );
}

/** Remove a block that has not ended, after confirming; an ended one only says so. */
function RemoveBlock({ block, remove }: { block: CarBlock; remove: ReturnType<typeof useRemoveCarBlock> }) {
  const t = useTexts(carsTexts);
  const locale = useLocale();
  const size = useListButtonSize();
  if (block.ended) {
    return (
      <Text size="sm" c="dimmed">
        {t('blocks.ended')}
      </Text>
    );
  }
  const period = { from: formatWallClock(block.startDateTime, locale), to: formatWallClock(block.endDateTime, locale) };
  return (
    <ConfirmAction
      size={size}
      variant="light"
      color="red"
      danger
      title={t('blocks.removeTitle')}
      message={t('blocks.removeMessage', period)}
      confirmLabel={t('blocks.remove')}
      aria-label={t('blocks.removeLabel', period)}
      loading={remove.isPending && remove.variables === block.id}
      onConfirm={() => remove.mutate(block.id)}
    >
      {t('blocks.remove')}
    </ConfirmAction>
  );
}

/**
 * A car's maintenance blocks with a form to add one and a button to remove one that has not ended
 * (docs/product/admin-tools.md#maintenance-blocks). A refusal from the server (bookings in the way) shows above the
 * form's button.
 */
export function CarBlocks({ carId }: { carId: number }) {
  // Its labels, and the sentences of CarBlockBody's rules (admin namespace) in the page's language.
  const t = useTexts(carsTexts);
  useTexts(adminTexts);
  const locale = useLocale();
  const when = (wallClock: string) => formatWallClock(wallClock, locale);
  const blocks = useCarBlocks(carId);
  const add = useAddCarBlock(carId);
  const remove = useRemoveCarBlock(carId);
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const form = useForm<BlockFormValues>({
    initialValues: EMPTY,
    validate: (values) => {
      const parsed = CarBlockBody.safeParse(toBody(values));
      if (parsed.success) return {};
      return Object.fromEntries(
        parsed.error.issues
          .map((issue) => [FORM_FIELD[String(issue.path[0])] ?? 'reason', translateEnglish(locale, issue.message)])
          .reverse(),
      );
    },
  });

  const submit = form.onSubmit(async (values) => {
    setRefusal(null);
    try {
      await add.mutateAsync(CarBlockBody.parse(toBody(values)));
      form.reset();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setRefusal(error);
    }
  });

  return (
    <Stack gap="md">
      {blocks.isPending ? (
        <PageSpinner />
      ) : blocks.isError ? (
        <Text c="dimmed">{t('blocks.failed')}</Text>
      ) : blocks.data.length === 0 ? (
        <Text>{t('blocks.none')}</Text>
      ) : (
        <ResponsiveList
          label={t('blocks.label')}
          minWidth={640}
          items={blocks.data}
          itemKey={(block: CarBlock) => block.id}
          columns={[
            { header: t('blocks.from'), cell: (block) => when(block.startDateTime), card: 'title' },
            {
              header: t('blocks.to'),
              cell: (block) => when(block.endDateTime),
              card: 'title',
              cardCell: (block) => t('blocks.toCard', { to: when(block.endDateTime) }),
            },
            { header: t('blocks.reason'), cell: (block) => block.reason },
            { header: t('blocks.addedBy'), cell: (block) => block.createdBy?.name ?? '—' },
            {
              header: '',
              card: 'actions',
              cell: (block) => <RemoveBlock block={block} remove={remove} />,
            },
          ]}
        />
      )}

      <form onSubmit={submit} noValidate aria-label={t('blocks.formLabel')}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 4 }}>
            <PageLanguageDates>
              <DateField label={t('blocks.blockFrom')} {...form.getInputProps('startDate')} />
              <TimeInput label={t('blocks.fromTime')} {...form.getInputProps('startTime')} />
              <DateField label={t('blocks.blockUntil')} {...form.getInputProps('endDate')} />
              <TimeInput label={t('blocks.untilTime')} {...form.getInputProps('endTime')} />
            </PageLanguageDates>
          </SimpleGrid>
          <TextInput
            label={t('blocks.reason')}
            placeholder={t('blocks.reasonPlaceholder')}
            maxLength={BLOCK_LIMITS.reasonMax}
            {...form.getInputProps('reason')}
          />
          {refusal && <BlockRefusal error={refusal} />}
          <Group>
            <Button type="submit" loading={add.isPending}>
              {t('blocks.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
