import '@mantine/core/styles/Tooltip.css';
import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { type Car, carsTexts } from '@wayfare/common';
import { Link } from 'react-router';
import { openConfirm } from '../../../components/confirm-action';
import { ListActions } from '../../../components/list/list-actions';
import { useListLayout } from '../../../components/list/list-layout';
import { paths } from '../../../config/paths';
import { useTexts } from '../../../lib/i18n/use-texts';

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
  const t = useTexts(carsTexts);
  // Each name says which car it acts on: screen reader users often list buttons out of their row.
  const name = `${car.make} ${car.model} (${car.registrationNumber})`;
  const confirmDelete = async () => {
    const confirmed = await openConfirm({
      title: t('actions.deleteTitle'),
      message: t('delete.confirm'),
      confirmLabel: t('actions.delete'),
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
          aria-label={t('actions.viewDetailsOf', { car: name })}
        >
          {t('actions.viewDetails')}
        </Button>
        <Button
          component={Link}
          to={paths.manageCar.href({ carId: car.id })}
          variant="light"
          leftSection={<IconPencil size={18} aria-hidden />}
          aria-label={t('actions.editCar', { car: name })}
        >
          {t('actions.edit')}
        </Button>
        <Button
          variant="light"
          color="red"
          leftSection={<IconTrash size={18} aria-hidden />}
          aria-label={t('actions.deleteCar', { car: name })}
          loading={deleting}
          onClick={confirmDelete}
        >
          {t('actions.delete')}
        </Button>
      </ListActions>
    );
  }

  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={t('actions.viewDetails')}>
        <ActionIcon
          component={Link}
          to={paths.carInfo.href({ carId: car.id })}
          variant="subtle"
          aria-label={t('actions.viewDetailsOf', { car: name })}
        >
          <IconEye size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('actions.edit')}>
        <ActionIcon
          component={Link}
          to={paths.manageCar.href({ carId: car.id })}
          variant="subtle"
          aria-label={t('actions.editCar', { car: name })}
        >
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('actions.delete')}>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('actions.deleteCar', { car: name })}
          loading={deleting}
          onClick={confirmDelete}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
