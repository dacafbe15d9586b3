import { createHash } from 'node:crypto';

export interface CachedSvg {
  svg: string;
  /** A strong validator: the same bytes always get the same tag, on every instance. */
  etag: string;
}

/** Enough for every route of a busy day's searches; entries are 2–150 KB, so the cache stays within ~15 MB. */
const DEFAULT_MAX_ENTRIES = 100;

/**
 * Rendered maps by key, least recently used dropped first (a Map iterates in insertion order, so re-inserting on
 * a hit keeps the order by use). A route map costs ~50 ms of CPU; the same few routes are asked for all day. A map
 * being drawn is drawn once however many ask for it meanwhile (a page of the same car opened by many at once).
 */
export function createSvgCache(maxEntries = DEFAULT_MAX_ENTRIES) {
  const entries = new Map<string, CachedSvg>();
  const drawing = new Map<string, Promise<CachedSvg>>();

  function store(key: string, svg: string): CachedSvg {
    const entry = { svg, etag: `"${createHash('sha256').update(svg).digest('base64url').slice(0, 32)}"` };
    entries.set(key, entry);
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries) break;
      entries.delete(oldest);
    }
    return entry;
  }

  return {
    getOrRender(key: string, render: () => Promise<string>): Promise<CachedSvg> {
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
        return Promise.resolve(hit);
      }
      let inFlight = drawing.get(key);
      if (!inFlight) {
        // A failed drawing is not kept: the next request tries again.
        inFlight = (async () => store(key, await render()))().finally(() => drawing.delete(key));
        drawing.set(key, inFlight);
      }
      return inFlight;
    },
    get size() {
      return entries.size;
    },
  };
}

export type SvgCache = ReturnType<typeof createSvgCache>;
