import type { Car } from '@wayfare/common';
import { CarPhoto } from '../../../components/car/car-photo';
import { ResponsiveList } from '../../../components/list/responsive-list';
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
  return (
    <ResponsiveList
      label="All cars"
      minWidth={900}
      items={cars}
      itemKey={(car) => car.id}
      columns={[
        { header: '#', cell: (car) => car.id, card: 'title', cardCell: (car) => `#${car.id}` },
        {
          header: 'Photo',
          cell: (car) => <CarPhoto car={car} height={54} width={80} radius="sm" />,
          // A fleet list without its cars' pictures reads as a spreadsheet: the card shows the same thumbnail.
          card: 'media',
          cellProps: { w: 96 },
        },
        { header: 'Make', cell: (car) => car.make, card: 'title' },
        { header: 'Model', cell: (car) => car.model, card: 'title' },
        { header: 'Registration Number', cell: (car) => car.registrationNumber },
        { header: 'Fuel consumption', cell: (car) => `${car.fuelConsumption} l/100 km` },
        { header: 'Current city', cell: (car) => car.city.name },
        { header: 'Is exclusive', cell: (car) => (car.isExclusive ? 'Yes' : 'No') },
        withActions && {
          header: 'Actions',
          card: 'actions',
          cell: (car) => <CarRowActions car={car} onDelete={onDelete} deleting={deletingId === car.id} />,
        },
      ]}
    />
  );
}
