import { Button, Container, EmptyState, Group, Title } from '@mantine/core';
import { IconCarOff, IconPlus } from '@tabler/icons-react';
import { PAGE_SIZE } from '@wayfare/common';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { PageSpinner } from '../../../components/page-spinner';
import { Paging } from '../../../components/paging/paging';
import { pageCountOf, usePageParam } from '../../../components/paging/use-page-param';
import { paths } from '../../../config/paths';
import { hasRole, useSession } from '../../../lib/session';
import { useCarsCount } from '../api/get-cars-count';
import { useCarsPage } from '../api/get-cars-page';
import { useDeleteCar } from '../api/delete-car';
import { CarsTable } from '../components/cars-table';

/** /all-cars: the fleet, one page at a time (SPEC §2 Cars); admins can view, edit and delete. */
export function AllCarsPage() {
  const isAdmin = hasRole(useSession(), 'ADMIN');
  const [page, setPage] = usePageParam();
  const count = useCarsCount();
  const cars = useCarsPage(page);
  const deletion = useDeleteCar();
  const pageCount = pageCountOf(count.data ?? 0, PAGE_SIZE);

  // A page past the end (an old link, or the last car of the last page deleted) shows the last page.
  useEffect(() => {
    if (count.data !== undefined && pageCount > 0 && page >= pageCount) setPage(pageCount - 1, { replace: true });
  }, [count.data, page, pageCount, setPage]);

  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" mb="lg">
        <Title order={1}>All cars</Title>
        {isAdmin && (
          <Button component={Link} to={paths.manageCar.href()} leftSection={<IconPlus size={16} aria-hidden />}>
            Add car
          </Button>
        )}
      </Group>
      {count.isPending || cars.isPending ? (
        <PageSpinner />
      ) : count.isError || cars.isError ? (
        <EmptyState title="The cars could not be loaded" description="Try again in a moment." icon={<IconCarOff aria-hidden />} />
      ) : count.data === 0 ? (
        <EmptyState title="No cars yet" description="The fleet is empty." icon={<IconCarOff aria-hidden />} />
      ) : (
        <>
          <CarsTable
            cars={cars.data}
            withActions={isAdmin}
            onDelete={(carId) => deletion.mutate(carId)}
            deletingId={deletion.isPending ? deletion.variables : undefined}
          />
          <Paging page={page} pageCount={pageCount} onPageChange={setPage} />
        </>
      )}
    </Container>
  );
}
