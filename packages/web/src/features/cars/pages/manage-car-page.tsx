import { Alert, Container, Paper, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type CarBody, carsTexts } from '@wayfare/common';
import { useNavigate, useSearchParams } from 'react-router';
import { PageSpinner } from '../../../components/page-spinner';
import { paths } from '../../../config/paths';
import { useTexts } from '../../../lib/i18n/use-texts';
import { useCar } from '../api/get-car';
import { useSaveCar } from '../api/save-car';
import { CarForm } from '../components/car-form';
import { carToFormValues } from '../components/car-form-values';
import { carIdFrom } from '../components/car-id';

/** /manage-car (ADMIN): "Create car" without carId, "Update car" with it (docs/product/admin-tools.md#manage-car). */
export function ManageCarPage() {
  const t = useTexts(carsTexts);
  const [query] = useSearchParams();
  const carId = carIdFrom(query);
  const isUpdate = query.has('carId');
  const car = useCar(carId);
  const saving = useSaveCar();
  const navigate = useNavigate();

  // docs/product/admin-tools.md#manage-car: a new car is announced and its info page opens (to check it, block it for
  // a service); an edited one goes back to the list.
  const save = (body: CarBody) =>
    saving.mutateAsync({ carId: carId ?? undefined, body }).then((saved) => {
      if (carId === null) {
        notifications.show({ color: 'green', message: t('saved.added', { make: saved.make, model: saved.model }) });
        return navigate(paths.carInfo.href({ carId: saved.id }));
      }
      notifications.show({ color: 'green', message: t('saved.saved', { make: saved.make, model: saved.model }) });
      return navigate(paths.allCars.href());
    });

  return (
    <Container size="md" py="xl">
      <Title order={1} mb="lg">
        {isUpdate ? t('manage.updateTitle') : t('manage.createTitle')}
      </Title>
      {isUpdate && carId === null ? (
        <Alert color="red" title={t('manage.noSuchCar')}>
          {t('manage.invalidLink')}
        </Alert>
      ) : isUpdate && car.isPending ? (
        <PageSpinner />
      ) : isUpdate && car.isError ? (
        <Alert color="red" title={t('errors.notFound')}>
          {t('manage.loadFailed')}
        </Alert>
      ) : (
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
          {/* Keyed by car so the form takes the loaded values once they arrive. */}
          <CarForm
            key={car.data?.id ?? 'new'}
            initialValues={car.data && carToFormValues(car.data)}
            onSave={save}
            saving={saving.isPending}
          />
        </Paper>
      )}
    </Container>
  );
}
