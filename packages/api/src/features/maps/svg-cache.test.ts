import { describe, expect, it, vi } from 'vitest';
import { createSvgCache } from './svg-cache';

describe('createSvgCache', () => {
  it('renders once per key and tags equal bytes alike', () => {
    const cache = createSvgCache(10);
    const render = vi.fn(() => '<svg/>');
    const first = cache.getOrRender('a', render);
    expect(cache.getOrRender('a', render)).toBe(first);
    expect(render).toHaveBeenCalledTimes(1);
    expect(cache.getOrRender('b', () => '<svg/>').etag).toBe(first.etag);
  });

  it('drops the least recently used entry beyond its bound', () => {
    const cache = createSvgCache(2);
    cache.getOrRender('a', () => 'A');
    cache.getOrRender('b', () => 'B');
    cache.getOrRender('a', () => 'A');
    cache.getOrRender('c', () => 'C');
    expect(cache.size).toBe(2);
    // 'a' was used after 'b', so 'b' went.
    expect(cache.getOrRender('a', () => 'A2').svg).toBe('A');
    expect(cache.getOrRender('b', () => 'B2').svg).toBe('B2');
  });
});
