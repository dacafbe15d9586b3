import { Table } from '@mantine/core';
import type { Car } from '@wayfare/common';
import { CarPhoto } from '../../../components/car/car-photo';
import { CarRowActions } from './car-row-actions';

interface CarsTableProps {
  cars: Car[];
  /** Admins get the Actions column (SPEC §2: the page is public, its actions are not). */
  withActions: boolean;
  onDelete: (carId: number) => void;
  deletingId?: number;
}

/** The /all-cars table with the columns of SPEC §2. */
export function CarsTable({ cars, withActions, onDelete, deletingId }: CarsTableProps) {
  // Focusable and named: on a phone the table scrolls sideways, also by keyboard.
  return (
    <Table.ScrollContainer minWidth={900} type="native" tabIndex={0} role="region" aria-label="All cars (scrolls sideways)">
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="All cars">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">#</Table.Th>
            <Table.Th scope="col">Photo</Table.Th>
            <Table.Th scope="col">Make</Table.Th>
            <Table.Th scope="col">Model</Table.Th>
            <Table.Th scope="col">Registration Number</Table.Th>
            <Table.Th scope="col">Fuel consumption</Table.Th>
            <Table.Th scope="col">Current city</Table.Th>
            <Table.Th scope="col">Is exclusive</Table.Th>
            {withActions && <Table.Th scope="col">Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
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
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
