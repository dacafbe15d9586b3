import '@mantine/core/styles/Tabs.css';
import { Container, EmptyState, Grid, Tabs, Title } from '@mantine/core';
import { profileTexts, type Review } from '@wayfare/common';
import { useState, type ReactNode } from 'react';
import { PageSpinner } from '../../../components/page-spinner';
import { useTexts } from '../../../lib/i18n/use-texts';
import { useProfile } from '../api/get-profile';
import { MyReviews } from '../components/my-reviews';
import { ProfileCard } from '../components/profile-card';
import { ProfileForm } from '../components/profile-form';

/** What other features show in the tabs; router.tsx puts them in, as features never import each other. */
export interface MyProfileSlots {
  payments: ReactNode;
  bookings: ReactNode;
  renderReview: (review: Review) => ReactNode;
}

const TABS = ['settings', 'payments', 'bookings', 'reviews'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab === value);

/**
 * /my-profile (docs/product/accounts-and-roles.md#profile): the profile card on the left, four tabs on the right; the
 * tab choice is local.
 */
export function MyProfilePage({ payments, bookings, renderReview }: MyProfileSlots) {
  const t = useTexts(profileTexts);
  const profile = useProfile();
  const [tab, setTab] = useState<Tab>('settings');

  // The title is drawn as soon as the page's code has run, not once the profile has arrived: it is the page's largest
  // text, and a slow phone shows it a round trip sooner.
  return (
    <Container size="xl" py="xl">
      <Title order={1} mb="lg">
        {t('page.title')}
      </Title>
      {profile.isPending ? (
        <PageSpinner />
      ) : profile.isError ? (
        <EmptyState title={t('page.loadFailed')} description={t('page.tryAgain')} />
      ) : (
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <ProfileCard key={profile.data.id} profile={profile.data} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Tabs value={tab} onChange={(value) => setTab(isTab(value) ? value : 'settings')} keepMounted={false}>
              <Tabs.List mb="md">
                <Tabs.Tab value="settings">{t('tabs.settings')}</Tabs.Tab>
                <Tabs.Tab value="payments">{t('tabs.payments')}</Tabs.Tab>
                <Tabs.Tab value="bookings">{t('tabs.bookings')}</Tabs.Tab>
                <Tabs.Tab value="reviews">{t('tabs.reviews')}</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="settings">
                <ProfileForm key={profile.data.id} profile={profile.data} />
              </Tabs.Panel>
              <Tabs.Panel value="payments">{payments}</Tabs.Panel>
              <Tabs.Panel value="bookings">{bookings}</Tabs.Panel>
              <Tabs.Panel value="reviews">
                <MyReviews renderReview={renderReview} />
              </Tabs.Panel>
            </Tabs>
          </Grid.Col>
        </Grid>
      )}
    </Container>
  );
}
