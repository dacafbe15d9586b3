import { Container, SimpleGrid, Text, Title } from '@mantine/core';
import { plansTexts } from '@wayfare/common';
import { PageSpinner } from '../../../components/page-spinner';
import { useTexts } from '../../../lib/i18n/use-texts';
import { useDiscountPlans } from '../api/discount-plans-api';
import { PlanCard } from '../components/plan-card';

/** /discount-plans: the plans on sale as cards (docs/product/pricing.md#discount-plans). */
export function DiscountPlansPage() {
  const t = useTexts(plansTexts);
  const plans = useDiscountPlans();
  return (
    <Container size="lg" py="lg">
      <Title order={1} mb="md">
        {t('page.title')}
      </Title>
      {plans.isPending && <PageSpinner />}
      {plans.data?.length === 0 && <Text>{t('page.empty')}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {plans.data?.map((plan) => (
          <PlanCard key={plan.id} plan={plan} />
        ))}
      </SimpleGrid>
    </Container>
  );
}
