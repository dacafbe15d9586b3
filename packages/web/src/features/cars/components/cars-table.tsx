import '@mantine/core/styles/Table.css';
import { Table } from '@mantine/core';
import { DataTable } from '../../../components/data-table';
import type { Car } from '@wayfare/common';
import { CarPhoto } from '../../../components/car/car-photo';
import { CarRowActions } from './car-row-actions';

interface CarsTableProps {
  cars: Car[];
  /** Admins get the Actions column (the page is public, its actions are not: docs/product/admin-tools.md#all-cars). */
  withActions: boolean;
  onDelete: (carId: number) => void;
  deletingId?: number;
}

/** The /all-cars table and its columns (docs/product/admin-tools.md#all-cars). */
export function CarsTable({ cars, withActions, onDelete, deletingId }: CarsTableProps) {
  return (
    <DataTable
      label="All cars"
      minWidth={900}
      columns={[
        '#',
        'Photo',
        'Make',
        'Model',
        'Registration Number',
        'Fuel consumption',
        'Current city',
        'Is exclusive',
        withActions && 'Actions',
      ]}
    >
      {cars.map((car) => (
        <Table.Tr key={car.id}>
          <Table.Td>{car.id}</Table.Td>
          <Table.Td w={96}>
            <CarPhoto car={car} height={54} width={80} radius="sm" />
          </Table.Td>
          <Table.Td>{car.make}</Table.Td>
          <Table.Td>{car.model}</Table.Td>
          <Table.Td>{car.registrationNumber}</Table.Td>
          <Table.Td>{`${car.fuelConsumption} l/100 km`}</Table.Td>
          <Table.Td>{car.city.name}</Table.Td>
          <Table.Td>{car.isExclusive ? 'Yes' : 'No'}</Table.Td>
          {withActions && (
            <Table.Td>
              <CarRowActions car={car} onDelete={onDelete} deleting={deletingId === car.id} />
            </Table.Td>
          )}
        </Table.Tr>
      ))}
    </DataTable>
  );
}
