import { Badge, Group } from '@mantine/core';
import type { Car, Feature } from '@wayfare/common';
import { FeatureIcon } from './feature-icon';

/** What a feature means in words: "5 seats", "4 doors", "Auto", "GPS". */
export function describeFeature({ featureType, featureText }: Pick<Feature, 'featureType' | 'featureText'>): string {
  switch (featureType) {
    case 'Seats':
      return `${featureText} seats`;
    case 'Doors':
      return `${featureText} doors`;
    default:
      return featureText;
  }
}

/** A car's features as icon badges, optionally with its fuel consumption. */
export function CarFeatures({
  car,
  withFuel = false,
}: {
  car: Pick<Car, 'carFeatures' | 'fuelConsumption'>;
  withFuel?: boolean;
}) {
  return (
    <Group gap={6} component="ul" aria-label="Features" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
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
          title={feature.featureType}
        >
          {describeFeature(feature)}
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
          title="Fuel consumption"
        >
          {`${car.fuelConsumption} l/100 km`}
        </Badge>
      )}
    </Group>
  );
}
