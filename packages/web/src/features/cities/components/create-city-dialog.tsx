import { carsTexts, type CityLookup } from '@wayfare/common';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { firstErrorText } from '../../../lib/api-error';
import { useTexts, withTexts } from '../../../lib/i18n/use-texts';
import { useCreateCity } from '../api/create-city';
import { useLookupCity } from '../api/lookup-city';
import { CityDetailsForm, type CityDetails } from './city-details-form';
import { ConfirmCityStep } from './confirm-city-step';
import { showAlert } from '../../../components/alert-dialog';
import { withDialogs } from '../../../lib/dialogs';

// One id, so a second click on the menu entry cannot stack two flows.
const MODAL_ID = 'create-city';

/** The server's own sentence ("A city with this name already exists") rather than "409 - …". */
function errorText(error: Error): string {
  return (error instanceof ApiError && firstErrorText(error.body)) || error.message;
}

/**
 * The create-city flow (docs/product/admin-tools.md#create-city) in one modal whose content moves on: name and depot
 * address → lookup → confirm the found city → create → "City has been created!". Cancelling or closing at any step
 * stops it (an unmounted step ignores answers still on their way); a lookup that finds nothing stops it silently; any
 * failure ends in an "Error" dialog (docs/product/errors-and-messages.md#quiet-failures), never the generic "Oops...".
 */
function CreateCityFlow({ onDone }: { onDone: () => void }) {
  const t = useTexts(carsTexts);
  const [found, setFound] = useState<{ details: CityDetails; city: CityLookup } | null>(null);
  const lookup = useLookupCity();
  const create = useCreateCity();

  const fail = (error: Error) => {
    onDone();
    showAlert(errorText(error), t('cities.error'));
  };

  const findCity = (details: CityDetails) =>
    lookup.mutate(details.name, {
      onSuccess: (city) => {
        if (!city) return onDone();
        withDialogs((modals) => modals.updateModal({ modalId: MODAL_ID, title: t('cities.confirmTitle') }));
        setFound({ details, city });
      },
      onError: fail,
    });

  if (!found) return <CityDetailsForm loading={lookup.isPending} onSubmit={findCity} onCancel={onDone} />;

  // The name shown in the question is the name saved: the admin's spelling with the gazetteer's accents and case.
  const confirm = () =>
    create.mutate(
      { name: found.city.city, lat: found.city.lat, lon: found.city.lon, depoAddress: found.details.depoAddress },
      {
        onSuccess: () => {
          onDone();
          showAlert(t('cities.created'), t('cities.success'));
        },
        onError: fail,
      },
    );
  return (
    <ConfirmCityStep
      found={found.city}
      depoAddress={found.details.depoAddress}
      loading={create.isPending}
      onConfirm={confirm}
      onCancel={onDone}
    />
  );
}

/** The "Create city" entry of the Admin tools menu, opened once its texts are here in the page's language. */
export function openCreateCityDialog(): void {
  const close = () => withDialogs((modals) => modals.close(MODAL_ID));
  withTexts(carsTexts, (t) =>
    withDialogs((modals) =>
      modals.open({ modalId: MODAL_ID, title: t('cities.createTitle'), children: <CreateCityFlow onDone={close} /> }),
    ),
  );
}
