import { Box, Center, Image } from '@mantine/core';
import type { Car } from '@wayfare/common';
import type { CSSProperties } from 'react';
import { FeatureIcon } from './feature-icon';

interface CarPhotoProps {
  car: Pick<Car, 'make' | 'model' | 'photoUrls'>;
  /** The tallest the picture may be; a narrower frame is lower, keeping the picture's proportions. */
  height: number;
  width?: number;
  radius?: string;
  /** Loaded at once: the one car a page is about (the booking page), whose photo is its largest content. */
  eager?: boolean;
}

/**
 * The demo drawings are 640 × 400, with the make at the top and the plate at the bottom: the frame has their shape,
 * so they fill it, and any other photo is letterboxed rather than cropped.
 */
const PHOTO_ASPECT_RATIO = '16 / 10';

/**
 * The first photo of a car (the one shown wherever the car is), always whole: `contain` in a frame of the drawings'
 * shape, never `cover`, which cut the make and the plate off as soon as a card was wider than that shape.
 * Loaded lazily unless `eager`: tables and result lists show many cars and most photos start below the fold. A car
 * without photos gets a neutral tile of the same frame.
 */
export function CarPhoto({ car, height, width, radius, eager }: CarPhotoProps) {
  const src = car.photoUrls[0];
  const frame: CSSProperties = {
    aspectRatio: PHOTO_ASPECT_RATIO,
    width: width ?? '100%',
    maxHeight: height,
    overflow: 'hidden',
    borderRadius: radius ? `var(--mantine-radius-${radius})` : undefined,
  };
  if (!src) {
    return (
      <Center bg="gray.1" c="gray.6" style={frame}>
        <FeatureIcon name="Car" size={Math.min(height / 2, 48)} />
      </Center>
    );
  }
  return (
    <Box bg="gray.0" style={frame}>
      <Image
        src={src}
        alt={`${car.make} ${car.model}`}
        w="100%"
        h="100%"
        fit="contain"
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
    </Box>
  );
}
