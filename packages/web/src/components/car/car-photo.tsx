import { Center, Image } from '@mantine/core';
import type { Car } from '@wayfare/common';
import { FeatureIcon } from './feature-icon';

interface CarPhotoProps {
  car: Pick<Car, 'make' | 'model' | 'photoUrls'>;
  height: number;
  width?: number;
  radius?: string;
}

/**
 * The first photo of a car (SPEC §3 "the first is shown"), loaded lazily: tables and result lists
 * show many cars and most photos start below the fold. A car without photos gets a neutral tile.
 */
export function CarPhoto({ car, height, width, radius }: CarPhotoProps) {
  const src = car.photoUrls[0];
  if (!src) {
    return (
      <Center h={height} w={width} bg="gray.1" c="gray.6" style={{ borderRadius: radius ? `var(--mantine-radius-${radius})` : undefined }}>
        <FeatureIcon name="Car" size={Math.min(height / 2, 48)} />
      </Center>
    );
  }
  return (
    <Image
      src={src}
      alt={`${car.make} ${car.model}`}
      h={height}
      w={width}
      fit="cover"
      radius={radius}
      loading="lazy"
      decoding="async"
    />
  );
}
