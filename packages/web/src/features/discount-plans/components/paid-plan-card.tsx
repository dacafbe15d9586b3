import { Button, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDiscount } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useDiscountPlans } from '../api/discount-plans-api';

export const paidPlanTexts = {
  title: (title: string) => `Your ${title} plan is active`,
  untitled: 'Your discount plan is active',
  discount: (percent: number, uses: number) =>
    `${percent}% off the trip price of your next ${uses} ${uses === 1 ? 'booking' : 'bookings'}.`,
  viewPlans: 'See discount plans',
  loading: 'Loading your plan',
} as const;

/**
 * The discount plan just bought, on the home page the payment returns to
 * (docs/product/bookings-and-payments.md#pay-handle): what it takes off and how often. A plan withdrawn since is still
 * the customer's (docs/product/pricing.md#discount-plans), only its details are no longer listed.
 */
export function PaidPlanCard({ planId }: { planId: number }) {
  const plans = useDiscountPlans();
  if (plans.isPending) return <Skeleton h={140} radius="md" aria-label={paidPlanTexts.loading} />;
  const plan = plans.data?.find((p) => p.id === planId);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="paid-plan-title">
      <Stack gap="sm">
        <Title id="paid-plan-title" order={2} fz="h3">
          {plan ? paidPlanTexts.title(plan.title) : paidPlanTexts.untitled}
        </Title>
        {plan && (
          <Text>
            <IconDiscount size={18} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 6 }} />
            {paidPlanTexts.discount(plan.discountValue, plan.remainingUses)}
          </Text>
        )}
        <Button component={Link} to={paths.discountPlans.href()} variant="light" h={44} style={{ alignSelf: 'start' }}>
          {paidPlanTexts.viewPlans}
        </Button>
      </Stack>
    </Card>
  );
}
