import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatMoney, plansTexts, type DiscountPlan } from '@wayfare/common';
import { Link } from 'react-router';
import { ConfirmAction } from '../../../components/confirm-action';
import { goToExternal } from '../../../components/external-navigation';
import { paths } from '../../../config/paths';
import { useLocale } from '../../../lib/i18n/locale';
import { useTexts } from '../../../lib/i18n/use-texts';
import { useReturnTo } from '../../../lib/return-to';
import { hasRole, isLoggedIn, useSession } from '../../../lib/session';
import { useBuyPlan, useDeletePlan, useIsBought } from '../api/discount-plans-api';

/** The card's action (docs/product/pricing.md#discount-plans): Buy {price}, Already bought, or Login to buy. */
function PlanAction({ plan }: { plan: DiscountPlan }) {
  const t = useTexts(plansTexts);
  const locale = useLocale();
  const session = useSession();
  const customer = hasRole(session, 'CUSTOMER');
  const isBought = useIsBought(plan.id, customer);
  const buy = useBuyPlan();
  const returnTo = useReturnTo();

  if (!isLoggedIn(session)) {
    // Logging in comes back to the plans (docs/product/accounts-and-roles.md#coming-back).
    return (
      <Button component={Link} to={paths.login.href({ returnTo })} variant="light">
        {t('card.loginToBuy')}
      </Button>
    );
  }
  if (!customer) return null;
  if (isBought.data?.bought)
    return (
      <Badge color="green" size="lg">
        {t('card.alreadyBought')}
      </Badge>
    );
  const userId = session.claims.userId;
  return (
    <Button
      loading={buy.isPending}
      disabled={isBought.isPending}
      onClick={() => buy.mutate({ userId, discountPlanId: plan.id }, { onSuccess: ({ url }) => goToExternal(url) })}
    >
      {t('card.buy', { price: formatMoney(plan.price, locale) })}
    </Button>
  );
}

export function PlanCard({ plan }: { plan: DiscountPlan }) {
  const t = useTexts(plansTexts);
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
        <Text fw={700} size="xl">
          {t('card.off', { percent: plan.discountValue })}
        </Text>
        <Text size="sm">{t('card.uses', { count: plan.remainingUses })}</Text>
        <Group mt="auto" justify="space-between">
          <PlanAction plan={plan} />
          {isAdmin && (
            <ConfirmAction
              title={t('delete.title')}
              message={t('delete.confirm')}
              confirmLabel={t('delete.button')}
              danger
              variant="light"
              loading={remove.isPending}
              onConfirm={() => remove.mutate(plan.id)}
            >
              {t('delete.button')}
            </ConfirmAction>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
