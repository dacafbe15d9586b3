import { Card, Container, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBolt, IconCar, IconCreditCard, IconLayoutDashboard } from '@tabler/icons-react';
import type { ComponentType } from 'react';

interface Tile {
  title: string;
  text: string;
  Icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
}

// The four feature tiles of the home page (docs/product/screens-and-navigation.md#home-page).
const TILES: Tile[] = [
  {
    title: 'Wide vehicle selection',
    text: 'From city runabouts to roomy family cars and exclusive models: the right car for every trip.',
    Icon: IconCar,
  },
  {
    title: 'Flexible payments',
    text: 'Pay securely online by card, add damage coverage and save more with discount plans.',
    Icon: IconCreditCard,
  },
  {
    title: 'Real-time booking',
    text: 'See which cars are free for your dates right now and book in seconds.',
    Icon: IconBolt,
  },
  {
    title: 'Easy management',
    text: 'Your bookings, payments and reviews in one place: cancel, review or report with a click.',
    Icon: IconLayoutDashboard,
  },
];

export function FeatureTiles() {
  return (
    <Container size="lg" py={56} component="section" aria-labelledby="features-title">
      <Title id="features-title" order={2} ta="center" mb="xl">
        Why Wayfare
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
        {TILES.map(({ title, text, Icon }) => (
          <Card key={title} withBorder padding="lg" radius="md">
            <ThemeIcon size={48} radius="md" variant="light">
              <Icon size={28} aria-hidden />
            </ThemeIcon>
            <Title order={3} fz="lg" mt="md">
              {title}
            </Title>
            <Text c="dimmed" size="sm" mt="xs">
              {text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
