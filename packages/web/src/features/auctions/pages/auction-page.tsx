import { Alert, Card, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { auctionsTexts, formatWallClock } from '@wayfare/common';
import { useEffect, useRef, useState } from 'react';
import { PageSpinner } from '../../../components/page-spinner';
import { useLocale } from '../../../lib/i18n/locale';
import { useTexts } from '../../../lib/i18n/use-texts';
import { hasRole, useSession } from '../../../lib/session';
import { ensureFreshToken } from '../../../lib/token-renewal';
import { auctionsKeys } from '../api/auctions-keys';
import { useAuction } from '../api/get-auction';
import { useAuctionCar } from '../api/get-auction-car';
import { placeBidOverHttp } from '../api/place-bid';
import { AuctionCarDetails } from '../components/auction-car-details';
import { AuctionUnavailable } from '../components/auction-unavailable';
import { AuctionFacts } from '../components/auction-facts';
import { AuctionOutcome } from '../components/auction-outcome';
import { useAuctionIdParam } from '../components/auction-id';
import { countdownParts, highestView, participantsOf } from '../components/auction-state';
import { BidForm } from '../components/bid-form';
import { BidsTable } from '../components/bids-table';
import { LiveIndicator } from '../components/live-indicator';
import { ParticipantsList } from '../components/participants-list';
import { RaiseMaximumForm } from '../components/raise-maximum-form';
import { useRemainingMs } from '../components/use-remaining-ms';
import type { ConnectAuctionChannel } from '../realtime/auction-channel';
import { connectStompChannel } from '../realtime/stomp-channel';
import { useAuctionLive } from '../realtime/use-auction-live';

interface AuctionPageProps {
  /** The live channel; tests pass a fake, the app the STOMP one. */
  connect?: ConnectAuctionChannel;
}

/**
 * /auction?auctionId= (any logged-in user): countdown, bidding and the live history of one auction
 * (docs/product/auctions.md#auction-page).
 */
export function AuctionPage({ connect = connectStompChannel }: AuctionPageProps) {
  const t = useTexts(auctionsTexts);
  const locale = useLocale();
  const auctionId = useAuctionIdParam();
  const session = useSession();
  const userId = session?.claims.userId;
  const isAdmin = hasRole(session, 'ADMIN');
  const queryClient = useQueryClient();
  const auction = useAuction(auctionId);
  const car = useAuctionCar(auction.data?.car.id);
  const remainingMs = useRemainingMs(auction.data?.closesAt);
  // Open only while the server's last word left time: the countdown's first reading after an answer may still come
  // from an earlier tick, and an ended auction taken for open for that moment would join the live channel and, at its
  // "end", be read again — a loop of reads and connections for as long as the page stays open.
  const isOpen = (auction.data?.remainingMs ?? 0) > 0 && (remainingMs ?? 0) > 0;
  // Live only while bidding is open; at the end the auction is read once more so the last bids all show.
  const live = useAuctionLive(isOpen ? auctionId : null, userId, connect);
  const [sending, setSending] = useState(false);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !isOpen && auctionId !== null)
      void queryClient.invalidateQueries({ queryKey: auctionsKeys.detail(auctionId) });
    wasOpen.current = isOpen;
  }, [isOpen, auctionId, queryClient]);

  if (auctionId === null) return <AuctionUnavailable title={t('page.title')} />;
  if (auction.isPending) return <PageSpinner />;
  if (auction.isError) return <AuctionUnavailable title={t('page.titleWithId', { auctionId })} error={auction.error} />;

  const data = auction.data;

  const highest = highestView(data);
  const holdsHighest = highest !== null && highest.bidder.id === userId;

  const bid = async (amount: number, maxAmount: number | undefined) => {
    // The bid carries the access token: renew it first when it is about to expire
    // (docs/product/accounts-and-roles.md#session).
    try {
      await ensureFreshToken();
    } catch {
      return; // The session has ended and the user is on their way to /login.
    }
    if (live.sendBid(amount, maxAmount)) return;
    // The live channel is down: the same bid over HTTP, then the auction as it now stands.
    setSending(true);
    try {
      await placeBidOverHttp(data.id, { bidAmount: amount, ...(maxAmount !== undefined && { maxAmount }) });
    } catch {
      // The "Oops..." dialog has told the user.
    } finally {
      setSending(false);
      void queryClient.invalidateQueries({ queryKey: auctionsKeys.detail(data.id) });
    }
  };

  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" align="center" mb="xs">
        <Title order={1}>{t('page.titleWithId', { auctionId: data.id })}</Title>
        {isOpen && <LiveIndicator status={live.status} />}
      </Group>
      <Text size="lg" mb="lg">
        {data.description}
      </Text>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack>
            <Card withBorder radius="md" padding="lg">
              <Stack>
                {isOpen ? (
                  <Text size="xl" fw={700} role="timer" aria-label={t('page.timeLeftLabel')}>
                    {t('page.timeLeft', { countdown: t('page.countdown', countdownParts(remainingMs ?? 0)) })}
                  </Text>
                ) : (
                  <Title order={2} c="red.7">
                    {t('errors.ended')}
                  </Title>
                )}
                {/* Before the facts: on a phone, the winner sees where the win leads without scrolling. */}
                {!isOpen && <AuctionOutcome auction={data} userId={userId} />}
                <AuctionFacts minBidAmount={data.minBidAmount} highest={highest} reserveMet={data.reserveMet} />
                {/* Admins only get it: the winner who let the claim lapse (docs/product/auctions.md#winning-is-binding). */}
                {data.lapsedWinner && (
                  <Alert color="orange" variant="light" title={t('claimExpired')}>
                    {t('page.lapsedWinner', {
                      name: data.lapsedWinner.user.name,
                      userId: data.lapsedWinner.user.id,
                      date: formatWallClock(data.lapsedWinner.barredUntil, locale),
                    })}
                  </Alert>
                )}
                {isOpen &&
                  (isAdmin || userId === undefined ? (
                    <Alert color="gray" variant="light">
                      {t('page.adminsFollow')}
                    </Alert>
                  ) : (
                    <>
                      <BidForm
                        auction={{
                          minBidAmount: data.minBidAmount,
                          highestBid: highest,
                          myMaxAmount: data.myMaxAmount,
                        }}
                        holdsHighest={holdsHighest}
                        sending={sending}
                        onBid={(amount, maxAmount) => void bid(amount, maxAmount)}
                      />
                      {/* The leader cannot bid, but may raise their maximum (docs/product/auctions.md#raising-a-maximum). */}
                      {holdsHighest && (
                        <RaiseMaximumForm auctionId={data.id} current={data.myMaxAmount ?? highest.amount} />
                      )}
                    </>
                  ))}
              </Stack>
            </Card>
            <section aria-label={t('page.biddingHistory')}>
              <Title order={2} size="h4" mb="xs">
                {t('page.biddingHistory')}
              </Title>
              <BidsTable bids={data.bids} />
            </section>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack>
            <AuctionCarDetails summary={data.car} car={car.data} />
            <ParticipantsList names={participantsOf(data.bids, live.viewers)} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
