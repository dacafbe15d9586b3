import { Alert, Button, Checkbox, Group, Image, Stack, Text } from '@mantine/core';
import { bookingsTexts, formatMoney, type Booking, type DamageType } from '@wayfare/common';
import { useState } from 'react';
import { openConfirm } from '../../../components/confirm-action';
import { useLocale } from '../../../lib/i18n/locale';
import { useTexts } from '../../../lib/i18n/use-texts';
import { damageCharge, damageDescription } from './damage-charge';

interface DamageReportFormProps {
  booking: Booking;
  damageTypes: DamageType[];
  submitting: boolean;
  onSubmit: (charge: { description: string; totalCost: number; damageTypeIds: number[] }) => void;
  onCancel: () => void;
}

/** Pick the damage found on a returned car (the customer or an admin); shows the sum and what the coverage leaves to pay. */
export function DamageReportForm({ booking, damageTypes, submitting, onSubmit, onCancel }: DamageReportFormProps) {
  const t = useTexts(bookingsTexts);
  const locale = useLocale();
  const money = (amount: number) => formatMoney(amount, locale);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [showNotice, setShowNotice] = useState(false);
  const selected = damageTypes.filter((d) => selectedIds.includes(String(d.id)));
  const sum = selected.reduce((total, d) => total + d.cost, 0);
  const charge = damageCharge(sum, booking.coverage);

  const submit = async () => {
    // docs/product/bookings-and-payments.md#damage-report: nothing to charge means no charge at all, only the notice.
    if (charge <= 0) {
      setShowNotice(true);
      return;
    }
    const confirmed = await openConfirm({
      title: t('damage.confirmTitle'),
      // The description sent is always "Found Damage on …" (stored as written); the question names the damage.
      message: t('damage.confirm', { amount: money(charge), damages: selected.map((d) => d.name).join(', ') }),
      confirmLabel: t('damage.report'),
      cancelLabel: t('common.cancel'),
    });
    // The ids let the server price a customer's report itself; the description stays as it always was.
    if (confirmed)
      onSubmit({
        description: damageDescription(selected),
        totalCost: charge,
        damageTypeIds: selected.map((d) => d.id),
      });
  };

  return (
    <Stack>
      <Checkbox.Group
        label={t('damage.found')}
        value={selectedIds}
        onChange={(ids) => {
          setSelectedIds(ids);
          setShowNotice(false);
        }}
      >
        <Stack gap="xs" mt="xs">
          {damageTypes.map((damage) => (
            <Checkbox
              key={damage.id}
              value={String(damage.id)}
              label={
                <Group gap="xs" wrap="nowrap">
                  <Image src={damage.iconUrl} alt="" w={24} h={24} />
                  <Text span>{t('damage.option', { name: damage.name, cost: money(damage.cost) })}</Text>
                </Group>
              }
            />
          ))}
        </Stack>
      </Checkbox.Group>
      <Stack gap={2} aria-live="polite">
        <Text>{t('damage.sum', { amount: money(sum) })}</Text>
        <Text>{t('damage.coverage', { coverage: t('coverage.name', { coverage: booking.coverage }) })}</Text>
        <Text fw={700}>{t('damage.toCharge', { amount: money(charge) })}</Text>
      </Stack>
      {showNotice && (
        <Alert color="blue" role="alert">
          {t('damage.premiumNotice')}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button onClick={() => void submit()} disabled={selected.length === 0} loading={submitting}>
          {t('damage.report')}
        </Button>
      </Group>
    </Stack>
  );
}
