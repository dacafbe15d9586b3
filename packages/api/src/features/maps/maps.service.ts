import { createHash } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { cityMessages, messages } from '@wayfare/common';
import type { Db } from '../../db/client';
import { cities } from '../../db/schema';
import type { MapRenderer } from '../../integrations/geo/map-renderer';
import type { MapDrawing, MapPlace } from '../../integrations/geo/map-svg';
import { QueueFullError } from '../../lib/concurrency-limit';
import { AppError } from '../../lib/app-error';
import { createSvgCache, type CachedSvg, type SvgCache } from './svg-cache';

/** How many trips the accessible title names one by one before summing up the rest. */
const TITLE_TRIPS = 10;

function tripsTitle(lines: MapDrawing['lines']): string {
  if (lines.length === 0) return 'Map without trips';
  const named = lines.slice(0, TITLE_TRIPS).map(([a, b]) => `${a.name} to ${b.name}`);
  const rest = lines.length - named.length;
  return `Trips: ${named.join(', ')}${rest > 0 ? ` and ${rest} more` : ''}`;
}

export interface MapsServiceDeps {
  db: Db;
  /** Draws off the event loop (integrations/geo/map-renderer.ts); its lifetime is the caller's. */
  renderer: MapRenderer;
  /** The drawn maps; a fresh cache of the default size unless given. */
  cache?: SvgCache;
}

export function createMapsService({ db, renderer, cache = createSvgCache() }: MapsServiceDeps) {
  /** Every city the map needs, or 404 naming none of them (ids in a public URL say nothing private). */
  async function placesById(ids: readonly number[]): Promise<(id: number) => MapPlace> {
    const wanted = [...new Set(ids)];
    const rows = wanted.length
      ? await db
          .select({ id: cities.id, name: cities.name, lat: cities.lat, lon: cities.lon })
          .from(cities)
          .where(inArray(cities.id, wanted))
      : [];
    const byId = new Map(rows.map(({ id, ...place }) => [id, place]));
    if (byId.size !== wanted.length) throw new AppError('NOT_FOUND', cityMessages.notFound);
    return (id) => {
      const place = byId.get(id);
      if (!place) throw new AppError('NOT_FOUND', cityMessages.notFound);
      return place;
    };
  }

  async function draw(drawing: MapDrawing): Promise<CachedSvg> {
    // Keyed by what is drawn rather than by the ids in the URL, so a renamed city never shows a stale picture.
    const key = createHash('sha256').update(JSON.stringify(drawing)).digest('base64url');
    try {
      return await cache.getOrRender(key, () => renderer.render(drawing));
    } catch (error) {
      if (!(error instanceof QueueFullError)) throw error;
      throw new AppError('UNAVAILABLE', messages.http.busy, undefined, {
        'retry-after': String(error.retryAfterSeconds),
      });
    }
  }

  return {
    /** The route card's map: both cities and the great-circle line between them. */
    async routeMap(fromId: number, toId: number): Promise<CachedSvg> {
      const place = await placesById([fromId, toId]);
      const from = place(fromId);
      const to = place(toId);
      const places = fromId === toId ? [from] : [from, to];
      return draw({ title: `Route from ${from.name} to ${to.name}`, places, lines: [[from, to]] });
    },

    /** A car's history: every distinct trip as a line, every city it touched as a named dot. */
    async tripsMap(trips: ReadonlyArray<readonly [number, number]>): Promise<CachedSvg> {
      const distinct = [...new Map(trips.map(([a, b]) => [`${a}-${b}`, [a, b] as const])).values()];
      const ids = [...new Set(distinct.flat())].sort((a, b) => a - b);
      const place = await placesById(ids);
      const lines = distinct.map(([a, b]) => [place(a), place(b)] as const);
      return draw({ title: tripsTitle(lines), places: ids.map(place), lines });
    },
  };
}

export type MapsService = ReturnType<typeof createMapsService>;
