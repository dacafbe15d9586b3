import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Car } from '@wayfare/common';
import { carBody } from '../test/car-bodies';
import { useCarTestStage } from '../test/stage';
import { createFeature } from '../test/factories';
import { dataUrl, JPEG_HEADER, PNG_1PX, pngOfSize, WEBP_HEADER } from '../test/images';
import { carFeatures, carPhotos, cars, features } from './schema';

/**
 * Migration 0009: a car's feature_list and photo_list follow car_features and car_photos, whoever writes them — the
 * car form, or a statement written by hand. Each check compares the lists with the tables read directly.
 */
const stage = useCarTestStage();

async function expectListsMatchTables(carId: number) {
  const [car] = await stage.db
    .select({ featureList: cars.featureList, photoList: cars.photoList })
    .from(cars)
    .where(eq(cars.id, carId));
  const featureRows = await stage.db
    .select({ id: features.id, featureType: features.featureType, featureText: features.featureText })
    .from(carFeatures)
    .innerJoin(features, eq(features.id, carFeatures.featureId))
    .where(eq(carFeatures.carId, carId))
    .orderBy(asc(carFeatures.position));
  const photoRows = await stage.db
    .select({ id: carPhotos.id, sha256: carPhotos.sha256 })
    .from(carPhotos)
    .where(eq(carPhotos.carId, carId))
    .orderBy(asc(carPhotos.position), asc(carPhotos.id));
  expect(car?.featureList).toEqual(featureRows);
  expect(car?.photoList).toEqual(photoRows);
  return { featureRows, photoRows };
}

const photoIdsOf = (car: Car) => car.photoUrls.map((url) => Number(/photos\/(\d+)/.exec(url)?.[1]));

describe('cars.feature_list and cars.photo_list', () => {
  it('follow the car form: create, change the features, reorder, drop and add photos', async () => {
    const created = await stage.app.inject({
      method: 'POST',
      url: '/api/cars',
      headers: stage.admin.headers,
      payload: carBody(stage.cityId, {
        photosBase64: [dataUrl(PNG_1PX), JPEG_HEADER.toString('base64'), dataUrl(pngOfSize(200))],
      }),
    });
    expect(created.statusCode).toBe(201);
    const car = created.json<Car>();
    const first = await expectListsMatchTables(car.id);
    expect(first.featureRows.map((f) => f.featureText)).toEqual(['5', '4', 'Manual', 'GPS']);
    expect(first.photoRows).toHaveLength(3);

    // Keep the third photo first, drop the others, add a new one; other seats and extras.
    const [, , third] = car.photoUrls;
    const updated = await stage.app.inject({
      method: 'PUT',
      url: `/api/cars/${car.id}`,
      headers: stage.admin.headers,
      payload: carBody(stage.cityId, {
        registrationNumber: car.registrationNumber,
        photosBase64: [third as string, dataUrl(WEBP_HEADER, 'image/webp')],
        features: { seats: 2, extras: 'Roof box' },
      }),
    });
    expect(updated.statusCode).toBe(200);
    const after = await expectListsMatchTables(car.id);
    expect(after.featureRows.map((f) => f.featureText)).toEqual(['2', '4', 'Manual', 'Roof box']);
    expect(after.photoRows[0]?.id).toBe(photoIdsOf(car)[2]);
    expect(after.photoRows).toHaveLength(2);

    // The read shape is made from the lists: what GET answers is what the tables hold.
    const read = (await stage.app.inject({ method: 'GET', url: `/api/cars/${car.id}` })).json<Car>();
    expect(read.carFeatures).toEqual(after.featureRows);
    expect(photoIdsOf(read)).toEqual(after.photoRows.map((p) => p.id));
  });

  it('follow statements written by hand: insert, update (a photo moved to another car too), delete', async () => {
    const created = (
      await stage.app.inject({
        method: 'POST',
        url: '/api/cars',
        headers: stage.admin.headers,
        payload: carBody(stage.cityId),
      })
    ).json<Car>();
    const heated = await createFeature(stage.app, 'Bonus', 'Heated seats');

    await stage.db
      .update(carFeatures)
      .set({ featureId: heated.id })
      .where(and(eq(carFeatures.carId, created.id), eq(carFeatures.position, 3)));
    expect((await expectListsMatchTables(created.id)).featureRows.at(-1)?.featureText).toBe('Heated seats');

    await stage.db.delete(carFeatures).where(and(eq(carFeatures.carId, created.id), eq(carFeatures.position, 0)));
    expect((await expectListsMatchTables(created.id)).featureRows).toHaveLength(3);

    await stage.db
      .insert(carPhotos)
      .values({ carId: created.id, position: 0, contentType: 'image/png', bytes: PNG_1PX, sha256: 'f'.repeat(64) });
    expect((await expectListsMatchTables(created.id)).photoRows).toHaveLength(2);

    // A photo moved from one car to another refreshes both.
    const other = (
      await stage.app.inject({
        method: 'POST',
        url: '/api/cars',
        headers: stage.admin.headers,
        payload: carBody(stage.cityId),
      })
    ).json<Car>();
    await stage.db
      .update(carPhotos)
      .set({ carId: other.id, position: 5 })
      .where(sql`${carPhotos.carId} = ${created.id} and ${carPhotos.sha256} = ${'f'.repeat(64)}`);
    expect((await expectListsMatchTables(created.id)).photoRows).toHaveLength(1);
    expect((await expectListsMatchTables(other.id)).photoRows).toHaveLength(2);

    await stage.db.delete(carPhotos).where(eq(carPhotos.carId, other.id));
    expect((await expectListsMatchTables(other.id)).photoRows).toEqual([]);
  });
});
