import { and, eq, notInArray } from 'drizzle-orm';
import { carMessages, cityMessages, type CarBody, type UpdateCarBody } from '@wayfare/common';
import { featureKeysOf, findOrCreateFeature } from '../../db/car-features';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { carFeatures, carPhotos, cars, cities } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { changedFields, recordAudit } from '../../domain/audit';
import type { BookingsPort } from '../../domain/bookings-port';
import { carAuditValues } from './car-audit';
import { parsePhotoInputs, type PhotoInput } from './car-photos';
import { isLive } from './car-reads';
import { firstRow } from '../../db/first-row';

const notFound = () => new AppError('NOT_FOUND', carMessages.notFound);

/** Creates a car with its features and photos, recorded in the audit log by `actorId`; answers its id. */
export async function insertCar(db: Db, body: CarBody, actorId: number): Promise<number> {
  await assertCityExists(db, body.cityId);
  const photos = parsePhotoInputs(body.photosBase64, new Set());
  return withUniquePlate(() =>
    db.transaction(async (tx) => {
      const car = firstRow(
        await tx.insert(cars).values(carColumns(body)).returning({ id: cars.id }),
        'insert into cars',
      );
      await replaceFeatures(tx, car.id, body);
      await replacePhotos(tx, car.id, photos);
      const after = await carAuditValues(tx, car.id);
      await recordAudit(tx, { actorId, action: 'create', entity: 'car', entityId: car.id, after });
      return car.id;
    }),
  );
}

/**
 * Replaces every field, the features and the photos of a live car (photos given as URLs are kept); the audit log
 * gets the fields that changed, read under the car's row lock so a parallel edit cannot slip between the two sides.
 */
export async function updateCar(db: Db, id: number, body: UpdateCarBody, actorId: number): Promise<void> {
  if (body.id !== undefined && body.id !== id) throw new AppError('BAD_REQUEST', carMessages.idMismatch, 'id');
  const [existing] = await db
    .select({ id: cars.id })
    .from(cars)
    .where(and(eq(cars.id, id), isLive));
  if (!existing) throw notFound();
  const current = await db.select({ id: carPhotos.id }).from(carPhotos).where(eq(carPhotos.carId, id));
  await assertCityExists(db, body.cityId);
  const photos = parsePhotoInputs(body.photosBase64, new Set(current.map((photo) => photo.id)));
  await withUniquePlate(() =>
    db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ id: cars.id })
        .from(cars)
        .where(and(eq(cars.id, id), isLive))
        .for('update');
      // Deleted since the check above.
      if (!locked) throw notFound();
      const before = await carAuditValues(tx, id);
      const [car] = await tx
        .update(cars)
        .set(carColumns(body))
        .where(and(eq(cars.id, id), isLive))
        .returning({ id: cars.id });
      // Deleted since the check above.
      if (!car) throw notFound();
      await replaceFeatures(tx, id, body);
      await replacePhotos(tx, id, photos);
      // Saved without a change is still a write; its entry says so with two empty sides.
      const changed = changedFields(before, await carAuditValues(tx, id)) ?? { before: {}, after: {} };
      await recordAudit(tx, { actorId, action: 'update', entity: 'car', entityId: id, ...changed });
    }),
  );
}

/**
 * Soft delete. The car row is locked first so that a booking being created for it at the same moment waits for
 * this decision (the booking service takes the same lock, FOR SHARE, and re-checks deleted_at).
 */
export async function softDeleteCar(db: Db, id: number, actorId: number, bookings: BookingsPort): Promise<void> {
  await db.transaction(async (tx) => {
    const [car] = await tx
      .select({ id: cars.id })
      .from(cars)
      .where(and(eq(cars.id, id), isLive))
      .for('update');
    if (!car) throw notFound();
    if (await bookings.hasLiveAfter(tx, id, new Date()))
      throw new AppError('CONFLICT', carMessages.hasUpcomingBookings);
    const before = await carAuditValues(tx, id);
    await tx.update(cars).set({ deletedAt: new Date() }).where(eq(cars.id, id));
    await recordAudit(tx, { actorId, action: 'delete', entity: 'car', entityId: id, before });
  });
}

function carColumns(body: CarBody) {
  return {
    make: body.make,
    model: body.model,
    registrationNumber: body.registrationNumber,
    fuelConsumption: body.fuelConsumption,
    cityId: body.cityId,
    isExclusive: body.isExclusive,
  };
}

async function assertCityExists(db: Db, cityId: number): Promise<void> {
  const [city] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, cityId));
  if (!city) throw new AppError('BAD_REQUEST', cityMessages.notFound, 'cityId');
}

/** The partial unique index is the judge (no check-then-insert race); its refusal becomes the form's message. */
async function withUniquePlate<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'cars_registration_number_live_key')) {
      throw new AppError('CONFLICT', carMessages.registrationTaken, 'registrationNumber');
    }
    throw error;
  }
}

async function replaceFeatures(tx: Db, carId: number, body: CarBody): Promise<void> {
  const keys = featureKeysOf(body.features);
  const featureIds: number[] = [];
  for (const key of keys) featureIds.push(await findOrCreateFeature(tx, key));
  await tx.delete(carFeatures).where(eq(carFeatures.carId, carId));
  await tx.insert(carFeatures).values(featureIds.map((featureId, position) => ({ carId, featureId, position })));
}

/** Makes the car's photos exactly `photos`, in that order: kept ones move, new ones are stored, the rest go. */
async function replacePhotos(tx: Db, carId: number, photos: PhotoInput[]): Promise<void> {
  const keptIds = photos.flatMap((photo) => (photo.kind === 'kept' ? [photo.photoId] : []));
  await tx
    .delete(carPhotos)
    .where(and(eq(carPhotos.carId, carId), keptIds.length ? notInArray(carPhotos.id, keptIds) : undefined));
  for (const [position, photo] of photos.entries()) {
    if (photo.kind === 'kept') {
      await tx
        .update(carPhotos)
        .set({ position })
        .where(and(eq(carPhotos.id, photo.photoId), eq(carPhotos.carId, carId)));
    } else {
      const { contentType, bytes, sha256 } = photo;
      await tx.insert(carPhotos).values({ carId, position, contentType, bytes, sha256 });
    }
  }
}
