import { Box, Container, Group, Title } from '@mantine/core';
import { homeTexts } from '@wayfare/common';
// Named imports only: the package marks itself side-effect free, so the other ~3,000 icons are
// dropped from the bundle.
import {
  type SimpleIcon,
  siAudi,
  siBmw,
  siFord,
  siRenault,
  siTesla,
  siToyota,
  siVolkswagen,
  siVolvo,
} from 'simple-icons';
import { useTexts } from '../../../lib/i18n/use-texts';

const BRANDS: SimpleIcon[] = [siBmw, siAudi, siVolkswagen, siToyota, siFord, siTesla, siRenault, siVolvo];

function BrandLogo({ icon }: { icon: SimpleIcon }) {
  return (
    <Box component="li" style={{ listStyle: 'none' }}>
      <svg
        role="img"
        viewBox="0 0 24 24"
        width={48}
        height={48}
        fill="var(--mantine-color-gray-7)"
        aria-labelledby={`brand-${icon.slug}`}
      >
        <title id={`brand-${icon.slug}`}>{icon.title}</title>
        <path d={icon.path} />
      </svg>
    </Box>
  );
}

/** The row of car brand logos on the home page (docs/product/screens-and-navigation.md#home-page). */
export function BrandLogos() {
  const t = useTexts(homeTexts);
  return (
    <Box component="section" bg="gray.0" py={48} aria-labelledby="brands-title">
      <Container size="lg">
        <Title id="brands-title" order={2} ta="center" mb="xl" fz="h3">
          {t('brands.title')}
        </Title>
        <Group component="ul" justify="center" gap={40} m={0} p={0}>
          {BRANDS.map((icon) => (
            <BrandLogo key={icon.slug} icon={icon} />
          ))}
        </Group>
      </Container>
    </Box>
  );
}
