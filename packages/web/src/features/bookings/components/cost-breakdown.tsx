import { Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import {
  bookingsTexts,
  CAR_DELIVERY_FEE,
  COVERAGE_PRICES,
  formatMoney,
  type CostBreakdown,
  type CoverageLevel,
} from '@wayfare/common';
import type { ReactNode } from 'react';
import { useLocale } from '../../../lib/i18n/locale';
import { useTexts } from '../../../lib/i18n/use-texts';

interface CostBreakdownCardProps {
  cost: CostBreakdown;
  coverage: CoverageLevel;
  hasDelivery: boolean;
  /** The figure PAY NOW sends: calculate-cost total + coverage + delivery (`bookingTotal`). */
  total: number;
  updating: boolean;
  /** The card's heading ("Cost breakdown" when none); the change page shows two cards, now and after the change. */
  title?: string;
  /** Test id of the total; each card of a page needs its own. */
  totalTestId?: string;
  /** Above the lines: what the figures are for (the change page names the trip). */
  children?: ReactNode;
}

function Line({ label, amount }: { label: string; amount: string }) {
  return (
    <Group justify="space-between" component="li">
      <Text>{label}</Text>
      <Text>{amount}</Text>
    </Group>
  );
}

/**
 * The cost lines (docs/product/pricing.md#cost-breakdown) plus coverage and delivery, and the total the booking will
 * cost.
 */
export function CostBreakdownCard({
  cost,
  coverage,
  hasDelivery,
  total,
  updating,
  title,
  totalTestId = 'booking-total',
  children,
}: CostBreakdownCardProps) {
  const t = useTexts(bookingsTexts);
  const locale = useLocale();
  const money = (amount: number) => formatMoney(amount, locale);
  const heading = title ?? t('cost.title');
  const lines = title === undefined ? t('cost.lines') : t('cost.linesOf', { title });
  return (
    <Card withBorder radius="md" padding="md" aria-busy={updating} component="section" aria-label={heading}>
      <Title order={2} fz="h3" mb="sm">
        {heading}
      </Title>
      {children}
      <Stack component="ul" gap={6} aria-label={lines} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        <Line label={t('cost.fuel')} amount={money(cost.fuelCost)} />
        <Line label={t('cost.tolls')} amount={money(cost.tollFees)} />
        <Line label={t('cost.serviceFees')} amount={money(cost.serviceFees)} />
        <Line label={t('cost.timeFees')} amount={money(cost.timeFees)} />
        <Line label={t('common.coverage')} amount={money(COVERAGE_PRICES[coverage])} />
        <Line label={t('cost.discount')} amount={cost.userDiscount > 0 ? `− ${money(cost.userDiscount)}` : money(0)} />
        {hasDelivery && <Line label={t('common.delivery')} amount={`+ ${money(CAR_DELIVERY_FEE)}`} />}
      </Stack>
      <Divider my="sm" />
      <Group justify="space-between">
        <Text fw={700}>{t('common.total')}</Text>
        <Text fw={700} fz="xl" data-testid={totalTestId} aria-live="polite">
          {money(total)}
        </Text>
      </Group>
    </Card>
  );
}
