import { type Car, carsTexts } from '@wayfare/common';
import { useFuelConsumptionText } from '../../../components/car/car-features';
import { CarPhoto } from '../../../components/car/car-photo';
import { ResponsiveList } from '../../../components/list/responsive-list';
import { useTexts } from '../../../lib/i18n/use-texts';
import { CarRowActions } from './car-row-actions';

interface CarsTableProps {
  cars: Car[];
  /** Admins get the Actions column (the page is public, its actions are not: docs/product/admin-tools.md#all-cars). */
  withActions: boolean;
  onDelete: (carId: number) => void;
  deletingId?: number;
}

/** The /all-cars list and its columns (docs/product/admin-tools.md#all-cars): a table, or cards on a phone. */
export function CarsTable({ cars, withActions, onDelete, deletingId }: CarsTableProps) {
  const t = useTexts(carsTexts);
  const fuel = useFuelConsumptionText();
  return (
    <ResponsiveList
      label={t('allCars.title')}
      minWidth={900}
      items={cars}
      itemKey={(car) => car.id}
      columns={[
        { header: '#', cell: (car) => car.id, card: 'title', cardCell: (car) => `#${car.id}` },
        {
          header: t('table.photo'),
          cell: (car) => <CarPhoto car={car} height={54} width={80} radius="sm" />,
          // A fleet list without its cars' pictures reads as a spreadsheet: the card shows the same thumbnail.
          card: 'media',
          cellProps: { w: 96 },
        },
        { header: t('car.make'), cell: (car) => car.make, card: 'title' },
        { header: t('car.model'), cell: (car) => car.model, card: 'title' },
        { header: t('table.registrationNumber'), cell: (car) => car.registrationNumber },
        { header: t('car.fuelConsumption'), cell: (car) => fuel(car.fuelConsumption) },
        { header: t('table.currentCity'), cell: (car) => car.city.name },
        { header: t('table.isExclusive'), cell: (car) => (car.isExclusive ? t('common.yes') : t('common.no')) },
        withActions && {
          header: t('table.actions'),
          card: 'actions',
          cell: (car) => <CarRowActions car={car} onDelete={onDelete} deleting={deletingId === car.id} />,
        },
      ]}
    />
  );
}
