import { Badge, Group } from '@mantine/core';
import { carsTexts, type Car, type Feature, type FeatureType, TRANSMISSIONS } from '@wayfare/common';
import { useCallback } from 'react';
import { useLocale } from '../../lib/i18n/locale';
import { useTexts } from '../../lib/i18n/use-texts';
import { FeatureIcon } from './feature-icon';

const isTransmission = (text: string): text is (typeof TRANSMISSIONS)[number] =>
  (TRANSMISSIONS as readonly string[]).includes(text);

/**
 * What features mean in words, in the page's language: "5 seats", "4 doors", "Auto", "GPS". Seats, doors and the two
 * transmissions are the product's own words; an extra (a Bonus feature) is named by the fleet's data, as it was typed.
 */
export function useFeatureTexts() {
  const t = useTexts(carsTexts);
  const describe = useCallback(
    ({ featureType, featureText }: Pick<Feature, 'featureType' | 'featureText'>): string => {
      const count = Number(featureText);
      switch (featureType) {
        case 'Seats':
          return Number.isInteger(count) ? t('feature.seats', { count }) : featureText;
        case 'Doors':
          return Number.isInteger(count) ? t('feature.doors', { count }) : featureText;
        case 'Transmission':
          return isTransmission(featureText) ? t(`feature.transmission.${featureText}`) : featureText;
        default:
          return featureText;
      }
    },
    [t],
  );
  const typeName = useCallback((type: FeatureType) => t(`feature.type.${type}`), [t]);
  return { describe, typeName };
}

// A litre figure as the page's language writes it ("5.5", "5,5"); made on first use per language.
const litreFormats = new Map<string, Intl.NumberFormat>();
function litres(value: number, locale: string): string {
  let format = litreFormats.get(locale);
  if (!format) litreFormats.set(locale, (format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 })));
  return format.format(value);
}

/** "5.5 l/100 km" in the page's language. */
export function useFuelConsumptionText(): (consumption: number) => string {
  const t = useTexts(carsTexts);
  const locale = useLocale();
  return useCallback(
    (consumption: number) =>
      // English keeps the figure as the data has it, as it always has.
      t('car.litresPer100Km', { litres: locale === 'en' ? String(consumption) : litres(consumption, locale) }),
    [t, locale],
  );
}

/** A car's features as icon badges, optionally with its fuel consumption. */
export function CarFeatures({
  car,
  withFuel = false,
}: {
  car: Pick<Car, 'carFeatures' | 'fuelConsumption'>;
  withFuel?: boolean;
}) {
  const t = useTexts(carsTexts);
  const { describe, typeName } = useFeatureTexts();
  const fuel = useFuelConsumptionText();
  return (
    <Group gap={6} component="ul" aria-label={t('feature.label')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {car.carFeatures.map((feature) => (
        <Badge
          key={feature.id}
          component="li"
          variant="light"
          color="gray"
          radius="sm"
          size="lg"
          tt="none"
          fw={500}
          leftSection={<FeatureIcon name={feature.featureType} />}
          title={typeName(feature.featureType)}
        >
          {describe(feature)}
        </Badge>
      ))}
      {withFuel && (
        <Badge
          component="li"
          variant="light"
          color="gray"
          radius="sm"
          size="lg"
          tt="none"
          fw={500}
          leftSection={<FeatureIcon name="Fuel" />}
          title={t('car.fuelConsumption')}
        >
          {fuel(car.fuelConsumption)}
        </Badge>
      )}
    </Group>
  );
}
