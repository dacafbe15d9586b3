import { Button, Container, Group, Title } from '@mantine/core';
import { IconCarOff, IconPlus } from '@tabler/icons-react';
import { carsTexts } from '@wayfare/common';
import { Link } from 'react-router';
import { ListPageBody } from '../../../components/list/list-page-body';
import { usePagedList } from '../../../components/paging/use-paged-list';
import { paths } from '../../../config/paths';
import { useTexts } from '../../../lib/i18n/use-texts';
import { hasRole, useSession } from '../../../lib/session';
import { useCarsCount } from '../api/get-cars-count';
import { useCarsPage } from '../api/get-cars-page';
import { useDeleteCar } from '../api/delete-car';
import { CarsTable } from '../components/cars-table';

/**
 * /all-cars: the fleet, one page at a time (docs/product/admin-tools.md#all-cars); admins can view, edit and delete.
 */
export function AllCarsPage() {
  const t = useTexts(carsTexts);
  const isAdmin = hasRole(useSession(), 'ADMIN');
  const count = useCarsCount();
  const { page, setPage, pageCount } = usePagedList(count.data);
  const cars = useCarsPage(page);
  const deletion = useDeleteCar();

  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" mb="lg">
        <Title order={1}>{t('allCars.title')}</Title>
        {isAdmin && (
          <Button component={Link} to={paths.manageCar.href()} leftSection={<IconPlus size={16} aria-hidden />}>
            {t('allCars.add')}
          </Button>
        )}
      </Group>
      <ListPageBody
        what="cars"
        icon={<IconCarOff aria-hidden />}
        queries={[count, cars]}
        data={cars.data}
        isEmpty={count.data === 0}
        empty={{ title: t('allCars.emptyTitle'), description: t('allCars.emptyText') }}
        paging={{ page, pageCount, onPageChange: setPage }}
      >
        {(rows) => (
          <CarsTable
            cars={rows}
            withActions={isAdmin}
            onDelete={(carId) => deletion.mutate(carId)}
            deletingId={deletion.isPending ? deletion.variables : undefined}
          />
        )}
      </ListPageBody>
    </Container>
  );
}
