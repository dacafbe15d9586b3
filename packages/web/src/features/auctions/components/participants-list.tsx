import '@mantine/core/styles/List.css';
import { List, Text, Title } from '@mantine/core';

/** "Participating users (n)": bidders and users seen joining (docs/product/auctions.md#auction-page). */
export function ParticipantsList({ names }: { names: string[] }) {
  const heading = `Participating users (${names.length})`;
  return (
    <section aria-label={heading}>
      <Title order={2} size="h4" mb="xs">
        {heading}
      </Title>
      {names.length === 0 ? (
        <Text c="dimmed">Nobody yet.</Text>
      ) : (
        <List aria-label="Participating users">
          {names.map((name) => (
            <List.Item key={name}>{name}</List.Item>
          ))}
        </List>
      )}
    </section>
  );
}
