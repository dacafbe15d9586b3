import '@mantine/core/styles/List.css';
import { List, Text, Title } from '@mantine/core';
import { auctionsTexts } from '@wayfare/common';
import { useTexts } from '../../../lib/i18n/use-texts';

/** "Participating users (n)": bidders and users seen joining (docs/product/auctions.md#auction-page). */
export function ParticipantsList({ names }: { names: string[] }) {
  const t = useTexts(auctionsTexts);
  const heading = t('participants.heading', { count: names.length });
  return (
    <section aria-label={heading}>
      <Title order={2} size="h4" mb="xs">
        {heading}
      </Title>
      {names.length === 0 ? (
        <Text c="dimmed">{t('participants.nobody')}</Text>
      ) : (
        <List aria-label={t('participants.label')}>
          {names.map((name) => (
            <List.Item key={name}>{name}</List.Item>
          ))}
        </List>
      )}
    </section>
  );
}
