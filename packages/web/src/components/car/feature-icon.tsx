import {
  IconArmchair,
  IconCar,
  IconDoor,
  IconGasStation,
  IconManualGearbox,
  IconSparkles,
  type IconProps,
} from '@tabler/icons-react';
import type { FeatureType } from '@wayfare/common';
import type { ComponentType } from 'react';

/** Icons for the four feature types (docs/product/search-and-availability.md#cars), plus fuel and the car itself. */
export type FeatureIconName = FeatureType | 'Fuel' | 'Car';

const ICONS: Record<FeatureIconName, ComponentType<IconProps>> = {
  Seats: IconArmchair,
  Doors: IconDoor,
  Transmission: IconManualGearbox,
  Bonus: IconSparkles,
  Fuel: IconGasStation,
  Car: IconCar,
};

/** Decorative: the text next to it always says what the feature is. */
export function FeatureIcon({ name, size = 16 }: { name: FeatureIconName; size?: number }) {
  const Icon = ICONS[name];
  return <Icon size={size} stroke={1.6} aria-hidden />;
}
