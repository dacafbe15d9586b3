import { Button, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDiscount } from '@tabler/icons-react';
import { plansTexts } from '@wayfare/common';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useTexts } from '../../../lib/i18n/use-texts';
import { useDiscountPlans } from '../api/discount-plans-api';

/**
 * The discount plan just bought, on the home page the payment returns to
 * (docs/product/bookings-and-payments.md#pay-handle): what it takes off and how often. A plan withdrawn since is still
 * the customer's (docs/product/pricing.md#discount-plans), only its details are no longer listed.
 */
export function PaidPlanCard({ planId }: { planId: number }) {
  const t = useTexts(plansTexts);
  const plans = useDiscountPlans();
  if (plans.isPending) return <Skeleton h={140} radius="md" aria-label={t('paid.loading')} />;
  const plan = plans.data?.find((p) => p.id === planId);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="paid-plan-title">
      <Stack gap="sm">
        <Title id="paid-plan-title" order={2} fz="h3">
          {plan ? t('paid.title', { title: plan.title }) : t('paid.untitled')}
        </Title>
        {plan && (
          <Text>
            <IconDiscount size={18} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 6 }} />
            {t('paid.discount', { percent: plan.discountValue, count: plan.remainingUses })}
          </Text>
        )}
        <Button component={Link} to={paths.discountPlans.href()} variant="light" h={44} style={{ alignSelf: 'start' }}>
          {t('paid.viewPlans')}
        </Button>
      </Stack>
    </Card>
  );
}
