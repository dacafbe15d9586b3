import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CAR_LIMITS, carMessages, type Car } from '@wayfare/common';
import { carPhotos } from '../../db/schema';
import { carBody } from '../../test/car-bodies';
import { useCarTestStage } from '../../test/stage';
import { createCar } from '../../test/factories';
import { dataUrl, GIF_HEADER, JPEG_HEADER, PNG_1PX, pngOfSize, WEBP_HEADER } from '../../test/images';

const stage = useCarTestStage();

const createWithPhotos = (photosBase64: string[]) =>
  stage.app.inject({
    method: 'POST',
    url: '/api/cars',
    headers: stage.admin.headers,
    payload: carBody(stage.cityId, { photosBase64 }),
  });

describe('photo checks on upload', () => {
  it('accepts JPEG, PNG and WebP as data URLs or bare base64, stored with the type the bytes show', async () => {
    const response = await createWithPhotos([
      JPEG_HEADER.toString('base64'),
      dataUrl(PNG_1PX),
      // The declared type is the client's word; the bytes say WebP.
      dataUrl(WEBP_HEADER, 'image/png'),
    ]);
    expect(response.statusCode).toBe(201);
    const car = response.json<Car>();
    const types = await stage.db
      .select({ type: carPhotos.contentType })
      .from(carPhotos)
      .where(eq(carPhotos.carId, car.id))
      .orderBy(carPhotos.position);
    expect(types.map((row) => row.type)).toEqual(['image/jpeg', 'image/png', 'image/webp']);
  });

  it.each([
    ['a GIF', dataUrl(GIF_HEADER, 'image/gif')],
    ['a GIF declared as PNG', dataUrl(GIF_HEADER, 'image/png')],
    ['text', Buffer.from('hello, I am not a picture').toString('base64')],
    ['not base64 at all', 'data:image/png;base64,@@@not-base64@@@'],
    ['an SVG as text', 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>'],
  ])('refuses %s → 400 photoType', async (_name, photo) => {
    const response = await createWithPhotos([dataUrl(PNG_1PX), photo]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [{ error: carMessages.photoType, field: 'photosBase64' }] });
  });

  it('accepts a photo of exactly 5 MB and refuses one byte more → 400 photoSize', async () => {
    const atLimit = await createWithPhotos([dataUrl(pngOfSize(CAR_LIMITS.maxPhotoBytes))]);
    expect(atLimit.statusCode).toBe(201);
    const tooBig = await createWithPhotos([dataUrl(pngOfSize(CAR_LIMITS.maxPhotoBytes + 1))]);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toEqual({ errors: [{ error: carMessages.photoSize, field: 'photosBase64' }] });
  });

  it(`accepts ${CAR_LIMITS.maxPhotos} photos and refuses more → 400 tooManyPhotos`, async () => {
    const photo = dataUrl(PNG_1PX);
    expect((await createWithPhotos(Array(CAR_LIMITS.maxPhotos).fill(photo))).statusCode).toBe(201);
    const tooMany = await createWithPhotos(Array(CAR_LIMITS.maxPhotos + 1).fill(photo));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ errors: [{ error: carMessages.tooManyPhotos, field: 'photosBase64' }] });
  });

  it('lets the largest legal form through the body limit, while other routes keep the small default', async () => {
    // Ten photos just under 5 MB each: ~67 MB of base64, far above Fastify's 1 MB default. The blank make makes
    // the answer a validation error, which proves the body was read and parsed without storing 50 MB.
    const big = dataUrl(pngOfSize(CAR_LIMITS.maxPhotoBytes - 16));
    const payload = carBody(stage.cityId, { make: '', photosBase64: Array(CAR_LIMITS.maxPhotos).fill(big) });
    const response = await stage.app.inject({
      method: 'POST',
      url: '/api/cars',
      headers: stage.admin.headers,
      payload,
    });
    expect(response.json()).toEqual({ errors: [{ error: carMessages.make, field: 'make' }] });
    const elsewhere = await stage.app.inject({
      method: 'POST',
      url: '/api/cars/availableCars',
      payload: { fromCity: 1, toCity: 2, fromDateTime: 'x'.repeat(2 * 1024 * 1024), toDateTime: 'x' },
    });
    expect(elsewhere.statusCode).toBe(413);
  });
});

describe('GET /api/cars/photos/{photoId}', () => {
  it('serves the bytes with their type, an ETag, a year of immutable caching and a locked-down CSP', async () => {
    const car = (await createWithPhotos([JPEG_HEADER.toString('base64')])).json<Car>();
    const response = await stage.app.inject({ method: 'GET', url: car.photoUrls[0]! });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.equals(JPEG_HEADER)).toBe(true);
    const etag = response.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(car.photoUrls[0]).toContain(`v=${etag.slice(1, 9)}`);

    const revalidated = await stage.app.inject({
      method: 'GET',
      url: car.photoUrls[0]!,
      headers: { 'if-none-match': etag },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    const changed = await stage.app.inject({
      method: 'GET',
      url: car.photoUrls[0]!,
      headers: { 'if-none-match': '"other"' },
    });
    expect(changed.statusCode).toBe(200);
  });

  it('serves a seeded SVG illustration as SVG under the same CSP', async () => {
    const car = await createCar(stage.app, { cityId: stage.cityId });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const [photo] = await stage.db
      .insert(carPhotos)
      .values({ carId: car.id, position: 0, contentType: 'image/svg+xml', bytes: svg, sha256: 'a'.repeat(64) })
      .returning();
    const response = await stage.app.inject({ method: 'GET', url: `/api/cars/photos/${photo!.id}` });
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 404 for a missing photo', async () => {
    const response = await stage.app.inject({ method: 'GET', url: '/api/cars/photos/999999' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: [{ error: expect.any(String) }] });
  });
});
