import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { discountPlanMessages, formatMoney, type DiscountPlan } from '@wayfare/common';
import { Link } from 'react-router';
import { ConfirmAction } from '../../../components/confirm-action';
import { goToExternal } from '../../../components/external-navigation';
import { paths } from '../../../config/paths';
import { useReturnTo } from '../../../lib/return-to';
import { hasRole, isLoggedIn, useSession } from '../../../lib/session';
import { useBuyPlan, useDeletePlan, useIsBought } from '../api/discount-plans-api';

/** The card's action (docs/product/pricing.md#discount-plans): Buy {price}, Already bought, or Login to buy. */
function PlanAction({ plan }: { plan: DiscountPlan }) {
  const session = useSession();
  const customer = hasRole(session, 'CUSTOMER');
  const isBought = useIsBought(plan.id, customer);
  const buy = useBuyPlan();
  const returnTo = useReturnTo();

  if (!isLoggedIn(session)) {
    // Logging in comes back to the plans (docs/product/accounts-and-roles.md#coming-back).
    return (
      <Button component={Link} to={paths.login.href({ returnTo })} variant="light">
        Login to buy
      </Button>
    );
  }
  if (!customer) return null;
  if (isBought.data?.bought)
    return (
      <Badge color="green" size="lg">
        Already bought
      </Badge>
    );
  const userId = session.claims.userId;
  return (
    <Button
      loading={buy.isPending}
      disabled={isBought.isPending}
      onClick={() => buy.mutate({ userId, discountPlanId: plan.id }, { onSuccess: ({ url }) => goToExternal(url) })}
    >
      Buy {formatMoney(plan.price)}
    </Button>
  );
}

export function PlanCard({ plan }: { plan: DiscountPlan }) {
  const isAdmin = hasRole(useSession(), 'ADMIN');
  const remove = useDeletePlan();
  return (
    <Card withBorder shadow="sm" padding="lg" component="article" aria-label={plan.title}>
      <Stack gap="xs" h="100%">
        {/* h2 under the page h1 (no skipped level); the h3 size keeps the card compact. */}
        <Title order={2} size="h3">
          {plan.title}
        </Title>
        <Text c="dimmed">{plan.description}</Text>
        <Text fw={700} size="xl">{`${plan.discountValue}% off`}</Text>
        <Text size="sm">{`${plan.remainingUses} ${plan.remainingUses === 1 ? 'use' : 'uses'}`}</Text>
        <Group mt="auto" justify="space-between">
          <PlanAction plan={plan} />
          {isAdmin && (
            <ConfirmAction
              title="Delete discount plan"
              message={discountPlanMessages.deleteConfirm}
              confirmLabel="Delete"
              danger
              variant="light"
              loading={remove.isPending}
              onConfirm={() => remove.mutate(plan.id)}
            >
              Delete
            </ConfirmAction>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
