import { describe, expect, it } from 'vitest';
import { carMessages, type Car } from '@wayfare/common';
import { carBody } from '../../test/car-bodies';
import { useCarTestStage } from '../../test/stage';

/**
 * Races that only a real PostgreSQL can stage (PGlite has one connection and serialises everything); CI runs this
 * file against both.
 */
const stage = useCarTestStage();

const post = (payload: object) =>
  stage.app.inject({ method: 'POST', url: '/api/cars', headers: stage.admin.headers, payload });

describe('parallel car writes', () => {
  it('one plate, six simultaneous creations (any case): exactly one car, five 409s', async () => {
    const plates = ['PAR-1', 'par-1', 'Par-1', 'PAR-1', 'pAR-1', 'PAr-1'];
    const responses = await Promise.all(
      plates.map((registrationNumber) => post(carBody(stage.cityId, { registrationNumber }))),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    for (const r of responses.filter((r) => r.statusCode === 409)) {
      expect(r.json()).toEqual({ errors: [{ error: carMessages.registrationTaken, field: 'registrationNumber' }] });
    }
  });

  it('a new extra typed in different cases by simultaneous saves becomes one feature', async () => {
    const extras = ['Ski rack', 'ski rack', 'SKI RACK', 'Ski Rack'];
    const responses = await Promise.all(
      extras.map((extra) => post(carBody(stage.cityId, { features: { extras: extra } }))),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    const featureIds = new Set(responses.map((r) => r.json<Car>().carFeatures[3]?.id));
    expect(featureIds.size).toBe(1);
  });
});
