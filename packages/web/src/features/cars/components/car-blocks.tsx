import { Alert, Anchor, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { BLOCK_LIMITS, blockMessages, CarBlockBody, type CarBlock } from '@wayfare/common';
import { Fragment, useState } from 'react';
import { ConfirmAction } from '../../../components/confirm-action';
import { useListButtonSize } from '../../../components/list/list-layout';
import { ResponsiveList } from '../../../components/list/responsive-list';
import { DateField } from '../../../components/date-field';
import { PageSpinner } from '../../../components/page-spinner';
import { ApiError } from '../../../lib/api-error';
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

const when = (wallClock: string) => `${wallClock.slice(0, 10)} ${wallClock.slice(11, 16)}`;

/**
 * Why the server refused a block, in its words alone (docs/product/errors-and-messages.md#in-place-messages): bookings
 * in the way as links to their rows in the car's Bookings table on this page.
 */
function BlockRefusal({ error }: { error: ApiError }) {
  const { bookingIds } = error;
  return (
    <Alert color="red" role="alert">
      {bookingIds.length === 0 ? (
        error.personText
      ) : (
        <>
          {blockMessages.overlapsBookingsLead}{' '}
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
  const size = useListButtonSize();
  if (block.ended) {
    return (
      <Text size="sm" c="dimmed">
        Ended
      </Text>
    );
  }
  return (
    <ConfirmAction
      size={size}
      variant="light"
      color="red"
      danger
      title="Remove block"
      message={`Put the car back on the road from ${when(block.startDateTime)} to ${when(block.endDateTime)}?`}
      confirmLabel="Remove"
      aria-label={`Remove block ${when(block.startDateTime)} to ${when(block.endDateTime)}`}
      loading={remove.isPending && remove.variables === block.id}
      onConfirm={() => remove.mutate(block.id)}
    >
      Remove
    </ConfirmAction>
  );
}

/**
 * A car's maintenance blocks with a form to add one and a button to remove one that has not ended
 * (docs/product/admin-tools.md#maintenance-blocks). A refusal from the server (bookings in the way) shows above the
 * form's button.
 */
export function CarBlocks({ carId }: { carId: number }) {
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
        parsed.error.issues.map((issue) => [FORM_FIELD[String(issue.path[0])] ?? 'reason', issue.message]).reverse(),
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
        <Text c="dimmed">The maintenance blocks could not be loaded.</Text>
      ) : blocks.data.length === 0 ? (
        <Text>No maintenance blocks.</Text>
      ) : (
        <ResponsiveList
          label="Maintenance blocks"
          minWidth={640}
          items={blocks.data}
          itemKey={(block: CarBlock) => block.id}
          columns={[
            { header: 'From', cell: (block) => when(block.startDateTime), card: 'title' },
            {
              header: 'To',
              cell: (block) => when(block.endDateTime),
              card: 'title',
              cardCell: (block) => `to ${when(block.endDateTime)}`,
            },
            { header: 'Reason', cell: (block) => block.reason },
            { header: 'Added by', cell: (block) => block.createdBy?.name ?? '—' },
            {
              header: '',
              card: 'actions',
              cell: (block) => <RemoveBlock block={block} remove={remove} />,
            },
          ]}
        />
      )}

      <form onSubmit={submit} noValidate aria-label="Block the car">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 4 }}>
            <DateField label="Block from" {...form.getInputProps('startDate')} />
            <TimeInput label="From time" {...form.getInputProps('startTime')} />
            <DateField label="Block until" {...form.getInputProps('endDate')} />
            <TimeInput label="Until time" {...form.getInputProps('endTime')} />
          </SimpleGrid>
          <TextInput
            label="Reason"
            placeholder="Annual service, tyres, repair…"
            maxLength={BLOCK_LIMITS.reasonMax}
            {...form.getInputProps('reason')}
          />
          {refusal && <BlockRefusal error={refusal} />}
          <Group>
            <Button type="submit" loading={add.isPending}>
              Block car
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
