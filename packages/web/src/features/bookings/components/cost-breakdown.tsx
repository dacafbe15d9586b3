import { Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import {
  CAR_DELIVERY_FEE,
  COVERAGE_PRICES,
  formatMoney,
  type CostBreakdown,
  type CoverageLevel,
} from '@wayfare/common';
import type { ReactNode } from 'react';

interface CostBreakdownCardProps {
  cost: CostBreakdown;
  coverage: CoverageLevel;
  hasDelivery: boolean;
  /** The figure PAY NOW sends: calculate-cost total + coverage + delivery (`bookingTotal`). */
  total: number;
  updating: boolean;
  /** The card's heading; the change page shows two cards, the booking now and after the change. */
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
  title = 'Cost breakdown',
  totalTestId = 'booking-total',
  children,
}: CostBreakdownCardProps) {
  const lines = title === 'Cost breakdown' ? 'Cost lines' : `${title}: cost lines`;
  return (
    <Card withBorder radius="md" padding="md" aria-busy={updating} component="section" aria-label={title}>
      <Title order={2} fz="h3" mb="sm">
        {title}
      </Title>
      {children}
      <Stack component="ul" gap={6} aria-label={lines} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        <Line label="Fuel" amount={formatMoney(cost.fuelCost)} />
        <Line label="Tolls" amount={formatMoney(cost.tollFees)} />
        <Line label="Service fees" amount={formatMoney(cost.serviceFees)} />
        <Line label="Time fees" amount={formatMoney(cost.timeFees)} />
        <Line label="Coverage" amount={formatMoney(COVERAGE_PRICES[coverage])} />
        <Line
          label="Discount"
          amount={cost.userDiscount > 0 ? `− ${formatMoney(cost.userDiscount)}` : formatMoney(0)}
        />
        {hasDelivery && <Line label="Car delivery" amount={`+ ${formatMoney(CAR_DELIVERY_FEE)}`} />}
      </Stack>
      <Divider my="sm" />
      <Group justify="space-between">
        <Text fw={700}>Total</Text>
        <Text fw={700} fz="xl" data-testid={totalTestId} aria-live="polite">
          {formatMoney(total)}
        </Text>
      </Group>
    </Card>
  );
}
