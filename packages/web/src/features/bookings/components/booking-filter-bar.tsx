import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { BOOKING_STATUSES, bookingsTexts, type BookingFilters } from '@wayfare/common';
import { useState, type FormEvent } from 'react';
import { useTexts } from '../../../lib/i18n/use-texts';
import { downloadBookingsCsv } from '../api/get-bookings';

interface BookingFilterBarProps {
  filters: BookingFilters;
  onChange: (filters: BookingFilters) => void;
}

const blank = (value: string) => (value.trim() === '' ? undefined : value.trim());

/**
 * The administrator's bookings filters (docs/product/admin-tools.md#filters-and-exports): status, car id, car (a
 * part of its plate, make or model: what an operator reads off a car or a complaint), customer and days, applied
 * together with "Filter"; "Export CSV" downloads every booking the filters match.
 */
export function BookingFilterBar({ filters, onChange }: BookingFilterBarProps) {
  const t = useTexts(bookingsTexts);
  const [status, setStatus] = useState<string>(filters.status ?? '');
  const [carId, setCarId] = useState(filters.carId ? String(filters.carId) : '');
  const [car, setCar] = useState(filters.car ?? '');
  const [q, setQ] = useState(filters.q ?? '');
  const [from, setFrom] = useState(filters.from ?? '');
  const [to, setTo] = useState(filters.to ?? '');
  const [exporting, setExporting] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = Number(carId);
    onChange({
      status: (blank(status) as BookingFilters['status']) ?? undefined,
      carId: Number.isInteger(id) && id > 0 ? id : undefined,
      car: blank(car),
      q: blank(q),
      from: blank(from),
      to: blank(to),
    });
  };
  const clear = () => {
    setStatus('');
    setCarId('');
    setCar('');
    setQ('');
    setFrom('');
    setTo('');
    onChange({});
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadBookingsCsv(filters);
    } catch {
      // Told to the user by the API client's error dialog.
    } finally {
      setExporting(false);
    }
  };

  return (
    <form onSubmit={submit} aria-label={t('filters.label')}>
      <Group align="flex-end" gap="sm" mb="md" wrap="wrap">
        <NativeSelect
          label={t('common.status')}
          value={status}
          onChange={(event) => setStatus(event.currentTarget.value)}
          data={[
            { value: '', label: t('filters.anyStatus') },
            ...BOOKING_STATUSES.map((s) => ({ value: s, label: t('status.name', { status: s }) })),
          ]}
        />
        <TextInput
          label={t('filters.carId')}
          inputMode="numeric"
          w={90}
          value={carId}
          onChange={(event) => setCarId(event.currentTarget.value.replace(/\D/g, ''))}
        />
        <TextInput
          label={t('filters.car')}
          value={car}
          maxLength={255}
          onChange={(event) => setCar(event.currentTarget.value)}
        />
        <TextInput
          label={t('filters.customer')}
          value={q}
          maxLength={255}
          onChange={(event) => setQ(event.currentTarget.value)}
        />
        <TextInput
          label={t('filters.from')}
          type="date"
          value={from}
          onChange={(event) => setFrom(event.currentTarget.value)}
        />
        <TextInput
          label={t('filters.to')}
          type="date"
          value={to}
          onChange={(event) => setTo(event.currentTarget.value)}
        />
        <Button type="submit">{t('filters.apply')}</Button>
        <Button variant="subtle" onClick={clear}>
          {t('filters.clear')}
        </Button>
        <Button
          variant="light"
          leftSection={<IconFileDownload size={16} aria-hidden />}
          loading={exporting}
          onClick={() => void exportCsv()}
        >
          {t('filters.exportCsv')}
        </Button>
      </Group>
    </form>
  );
}
