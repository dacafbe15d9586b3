import { Card, Center, Loader, Text, Title } from '@mantine/core';
import { adminTexts } from '@wayfare/common';
import { type ReactNode, useId } from 'react';
import { useTexts } from '../../../lib/i18n/use-texts';

/** Height of every chart area, and of its spinner and empty state, so the page does not jump as blocks load. */
export const CHART_HEIGHT = 300;

interface ChartCardProps {
  title: string;
  isPending: boolean;
  isError: boolean;
  isEmpty: boolean;
  /** Above the chart (the date range of the cars-over-time block). */
  controls?: ReactNode;
  children: ReactNode;
}

/**
 * One statistics block: a titled card (a named region) with its own spinner, error and empty state
 * (docs/product/admin-tools.md#statistics).
 */
export function ChartCard({ title, isPending, isError, isEmpty, controls, children }: ChartCardProps) {
  const t = useTexts(adminTexts);
  const titleId = useId();
  let body: ReactNode = children;
  if (isPending) {
    body = (
      <Center mih={CHART_HEIGHT} role="status" aria-live="polite" aria-label={t('statistics.loading', { title })}>
        <Loader />
      </Center>
    );
  } else if (isError) {
    body = <Placeholder text={t('statistics.loadFailed')} />;
  } else if (isEmpty) {
    body = <Placeholder text={t('statistics.noData')} />;
  }
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" mb="sm" id={titleId}>
        {title}
      </Title>
      {controls}
      {body}
    </Card>
  );
}

function Placeholder({ text }: { text: string }) {
  return (
    <Center mih={CHART_HEIGHT}>
      <Text c="dimmed">{text}</Text>
    </Center>
  );
}
