import { Alert, Card, Container, Grid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { auctionsTexts, formatMoney } from '@wayfare/common';
import { IconGavel } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { PageSpinner } from '../../../components/page-spinner';
import { SearchForm } from '../../../components/search-form/search-form';
import { paths } from '../../../config/paths';
import { useLocale } from '../../../lib/i18n/locale';
import { useTexts } from '../../../lib/i18n/use-texts';
import { useSession } from '../../../lib/session';
import { useAuction } from '../api/get-auction';
import { useAuctionCar } from '../api/get-auction-car';
import { AuctionCarDetails } from '../components/auction-car-details';
import { AuctionUnavailable } from '../components/auction-unavailable';
import { useAuctionIdParam } from '../components/auction-id';
import { toClaimBody } from '../components/claim-body';
import { useClaimAndPay } from '../components/use-claim-and-pay';

/**
 * /claim-auction?auctionId= (the winner): choose the trip for the won car, then straight to its checkout
 * (docs/product/auctions.md#claim-page).
 */
export function ClaimAuctionPage() {
  const t = useTexts(auctionsTexts);
  const locale = useLocale();
  const auctionId = useAuctionIdParam();
  const userId = useSession()?.claims.userId;
  const navigate = useNavigate();
  const auction = useAuction(auctionId);
  const car = useAuctionCar(auction.data?.car.id);
  const claim = useClaimAndPay();

  if (auctionId === null) return <AuctionUnavailable title={t('claimPage.title')} />;
  if (auction.isPending) return <PageSpinner />;
  if (auction.isError)
    return <AuctionUnavailable title={t('claimPage.titleWithId', { auctionId })} error={auction.error} />;

  const data = auction.data;
  const isWinner = data.winnerUser !== null && data.winnerUser.id === userId;
  const refusal = !isWinner ? t('errors.notWinner') : data.canBeClaimed !== 1 ? t('errors.notClaimable') : null;

  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        {t('claimPage.titleWithId', { auctionId: data.id })}
      </Title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack>
            <AuctionCarDetails summary={data.car} car={car.data} />
            {isWinner && data.highestBid && (
              <Text>{t('claimPage.winningBid', { amount: formatMoney(data.highestBid.amount, locale) })}</Text>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          {refusal !== null ? (
            <Alert color="yellow" variant="light" title={refusal}>
              {t('claimPage.onlyWinner')}
            </Alert>
          ) : car.isPending ? (
            <PageSpinner />
          ) : (
            <Card withBorder radius="md" padding="lg">
              <Stack>
                <Text>{t('claimPage.chooseTrip')}</Text>
                <SearchForm
                  // The car waits where it stands now: that city is the natural pick-up.
                  initialValues={car.data ? { fromCity: String(car.data.city.id) } : undefined}
                  submitLabel={t('claim')}
                  submitIcon={<IconGavel size={18} aria-hidden />}
                  // Still loading once claimed: the browser is leaving for the checkout.
                  loading={claim.isPending || claim.data?.paying === true}
                  onSearch={(trip) =>
                    claim.mutate(toClaimBody(data.id, data.car.id, trip), {
                      onSuccess: ({ bookingId, paying }) => {
                        if (paying) return;
                        // No payment link: the booking waits for payment in the list, with its Pay button.
                        notifications.show({ color: 'green', message: t('claimPage.claimed', { bookingId }) });
                        navigate(paths.myBookings.href());
                      },
                    })
                  }
                />
              </Stack>
            </Card>
          )}
        </Grid.Col>
      </Grid>
    </Container>
  );
}
