import '@mantine/core/styles/Tooltip.css';
import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { type Car, carMessages } from '@wayfare/common';
import { Link } from 'react-router';
import { openConfirm } from '../../../components/confirm-action';
import { ListActions } from '../../../components/list/list-actions';
import { useListLayout } from '../../../components/list/list-layout';
import { paths } from '../../../config/paths';

interface CarRowActionsProps {
  car: Car;
  onDelete: (carId: number) => void;
  deleting: boolean;
}

/**
 * View details, edit and delete (after confirming, docs/product/screens-and-navigation.md#confirmations) for one row of
 * /all-cars: icons in the table's row, full-width buttons with their words on a phone's card.
 */
export function CarRowActions({ car, onDelete, deleting }: CarRowActionsProps) {
  // Each name says which car it acts on: screen reader users often list buttons out of their row.
  const name = `${car.make} ${car.model} (${car.registrationNumber})`;
  const confirmDelete = async () => {
    const confirmed = await openConfirm({
      title: 'Delete car',
      message: carMessages.deleteConfirm,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (confirmed) onDelete(car.id);
  };

  if (useListLayout() === 'cards') {
    return (
      <ListActions>
        <Button
          component={Link}
          to={paths.carInfo.href({ carId: car.id })}
          variant="light"
          leftSection={<IconEye size={18} aria-hidden />}
          aria-label={`View details of ${name}`}
        >
          View details
        </Button>
        <Button
          component={Link}
          to={paths.manageCar.href({ carId: car.id })}
          variant="light"
          leftSection={<IconPencil size={18} aria-hidden />}
          aria-label={`Edit ${name}`}
        >
          Edit
        </Button>
        <Button
          variant="light"
          color="red"
          leftSection={<IconTrash size={18} aria-hidden />}
          aria-label={`Delete ${name}`}
          loading={deleting}
          onClick={confirmDelete}
        >
          Delete
        </Button>
      </ListActions>
    );
  }

  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label="View details">
        <ActionIcon
          component={Link}
          to={paths.carInfo.href({ carId: car.id })}
          variant="subtle"
          aria-label={`View details of ${name}`}
        >
          <IconEye size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Edit">
        <ActionIcon
          component={Link}
          to={paths.manageCar.href({ carId: car.id })}
          variant="subtle"
          aria-label={`Edit ${name}`}
        >
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Delete">
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Delete ${name}`}
          loading={deleting}
          onClick={confirmDelete}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
