import { Container, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { usePublicConfig } from '../../../lib/api/config';
import { useCreateAuction } from '../api/create-auction';
import { useExclusiveCars } from '../api/get-exclusive-cars';
import { CreateAuctionForm } from '../components/create-auction-form';

/** /create-auction (admin): a new auction for an exclusive car, then the auction list with a toast. */
export function CreateAuctionPage() {
  const navigate = useNavigate();
  const cars = useExclusiveCars();
  const config = usePublicConfig();
  const create = useCreateAuction();
  return (
    <Container size="xs" py="lg">
      <Title order={1} mb="md">
        Create auction
      </Title>
      <CreateAuctionForm
        cars={cars.data ?? []}
        carsLoading={cars.isPending}
        timeZone={config.data?.timezone}
        saving={create.isPending}
        onSave={(body) =>
          create.mutate(body, {
            onSuccess: (auction) => {
              notifications.show({ color: 'green', message: `Auction #${auction.id} has been created.` });
              navigate(paths.allAuctions.href());
            },
          })
        }
      />
    </Container>
  );
}
