import { afterEach, describe, expect, it } from 'vitest';
import { QueueFullError } from '../../lib/concurrency-limit';
import { createMapRenderer, type MapRenderer } from './map-renderer';
import type { MapDrawing } from './map-svg';

const berlin = { name: 'Berlin', lat: 52.52, lon: 13.405 };
const munich = { name: 'Munich', lat: 48.1351, lon: 11.582 };
const route: MapDrawing = { title: 'Route from Berlin to Munich', places: [berlin, munich], lines: [[berlin, munich]] };

const opened: MapRenderer[] = [];
function renderer(options?: Parameters<typeof createMapRenderer>[0]): MapRenderer {
  const created = createMapRenderer(options);
  opened.push(created);
  return created;
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((r) => r.close()));
});

describe('createMapRenderer', () => {
  it('draws in a worker thread, one map after the other', async () => {
    const maps = renderer();
    const [a, b] = await Promise.all([maps.render(route), maps.render({ ...route, title: 'Again' })]);
    expect(a.startsWith('<svg')).toBe(true);
    expect(a).toContain('<title id="map-title">Route from Berlin to Munich</title>');
    expect(b).toContain('<title id="map-title">Again</title>');
  });

  it('refuses a drawing at once when its queue is full', async () => {
    const maps = renderer({ maxQueued: 1 });
    const accepted = [maps.render(route), maps.render(route)];
    const refused = await maps.render(route).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(QueueFullError);
    expect((refused as QueueFullError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect((await Promise.all(accepted)).every((svg) => svg.startsWith('<svg'))).toBe(true);
  });

  it('passes a drawing error on and goes on drawing', async () => {
    const maps = renderer();
    // A place without coordinates cannot be projected.
    const broken = { title: 'Broken', places: [berlin], lines: [[berlin, null]] } as unknown as MapDrawing;
    await expect(maps.render(broken)).rejects.toThrow(/map drawing failed/);
    expect(await maps.render(route)).toContain('Berlin');
  });

  it('abandons a drawing that takes too long, and draws again after close()', async () => {
    const slow = renderer({ timeoutMs: 1 });
    await expect(slow.render(route)).rejects.toThrow(/took over 1 ms/);
    const maps = renderer();
    await maps.render(route);
    await maps.close();
    expect(await maps.render(route)).toContain('Munich');
  });
});
