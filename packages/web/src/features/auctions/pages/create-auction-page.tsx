import { Container, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { auctionsTexts } from '@wayfare/common';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { usePublicConfig } from '../../../lib/api/config';
import { useTexts } from '../../../lib/i18n/use-texts';
import { useCreateAuction } from '../api/create-auction';
import { useExclusiveCars } from '../api/get-exclusive-cars';
import { CreateAuctionForm } from '../components/create-auction-form';

/** /create-auction (admin): a new auction for an exclusive car, then the auction list with a toast. */
export function CreateAuctionPage() {
  const t = useTexts(auctionsTexts);
  const navigate = useNavigate();
  const cars = useExclusiveCars();
  const config = usePublicConfig();
  const create = useCreateAuction();
  return (
    <Container size="xs" py="lg">
      <Title order={1} mb="md">
        {t('create.title')}
      </Title>
      <CreateAuctionForm
        cars={cars.data ?? []}
        carsLoading={cars.isPending}
        timeZone={config.data?.timezone}
        saving={create.isPending}
        onSave={(body) =>
          create.mutate(body, {
            onSuccess: (auction) => {
              notifications.show({ color: 'green', message: t('create.created', { auctionId: auction.id }) });
              navigate(paths.allAuctions.href());
            },
          })
        }
      />
    </Container>
  );
}
