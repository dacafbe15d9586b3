import { describe, expect, it } from 'vitest';
import { CAR_LIMITS, carMessages } from './cars';

describe('carMessages', () => {
  it('name the limits the car form and the API apply', () => {
    expect(carMessages.fuelConsumption).toContain(`at most ${CAR_LIMITS.maxFuelConsumption}.`);
    expect(carMessages.seats).toContain(`at most ${CAR_LIMITS.maxSeats}.`);
    expect(carMessages.doors).toContain(`at most ${CAR_LIMITS.maxDoors}.`);
    expect(carMessages.tooManyPhotos).toBe(`At most ${CAR_LIMITS.maxPhotos} photos.`);
    expect(carMessages.photoSize).toBe(`Each photo must be at most ${CAR_LIMITS.maxPhotoBytes / 1024 / 1024} MB.`);
  });
});
