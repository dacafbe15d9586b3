import { Card, Container, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBolt, IconCar, IconCreditCard, IconLayoutDashboard } from '@tabler/icons-react';
import { homeTexts, type KeyOf } from '@wayfare/common';
import type { ComponentType } from 'react';
import { useTexts } from '../../../lib/i18n/use-texts';

type HomeKey = KeyOf<typeof homeTexts>;

interface Tile {
  titleKey: HomeKey;
  textKey: HomeKey;
  Icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
}

// The four feature tiles of the home page (docs/product/screens-and-navigation.md#home-page).
const TILES: Tile[] = [
  { titleKey: 'features.selection.title', textKey: 'features.selection.text', Icon: IconCar },
  { titleKey: 'features.payments.title', textKey: 'features.payments.text', Icon: IconCreditCard },
  { titleKey: 'features.realTime.title', textKey: 'features.realTime.text', Icon: IconBolt },
  { titleKey: 'features.management.title', textKey: 'features.management.text', Icon: IconLayoutDashboard },
];

export function FeatureTiles() {
  const t = useTexts(homeTexts);
  return (
    <Container size="lg" py={56} component="section" aria-labelledby="features-title">
      <Title id="features-title" order={2} ta="center" mb="xl">
        {t('features.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
        {TILES.map(({ titleKey, textKey, Icon }) => (
          <Card key={titleKey} withBorder padding="lg" radius="md">
            <ThemeIcon size={48} radius="md" variant="light">
              <Icon size={28} aria-hidden />
            </ThemeIcon>
            <Title order={3} fz="lg" mt="md">
              {t(titleKey)}
            </Title>
            <Text c="dimmed" size="sm" mt="xs">
              {t(textKey)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
