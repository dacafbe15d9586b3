import { describe, expect, it, vi } from 'vitest';
import { createSvgCache } from './svg-cache';

const drawn = (svg: string) => async () => svg;

describe('createSvgCache', () => {
  it('renders once per key and tags equal bytes alike', async () => {
    const cache = createSvgCache(10);
    const render = vi.fn(drawn('<svg/>'));
    const first = await cache.getOrRender('a', render);
    expect(await cache.getOrRender('a', render)).toBe(first);
    expect(render).toHaveBeenCalledTimes(1);
    expect((await cache.getOrRender('b', drawn('<svg/>'))).etag).toBe(first.etag);
  });

  it('drops the least recently used entry beyond its bound', async () => {
    const cache = createSvgCache(2);
    await cache.getOrRender('a', drawn('A'));
    await cache.getOrRender('b', drawn('B'));
    await cache.getOrRender('a', drawn('A'));
    await cache.getOrRender('c', drawn('C'));
    expect(cache.size).toBe(2);
    // 'a' was used after 'b', so 'b' went.
    expect((await cache.getOrRender('a', drawn('A2'))).svg).toBe('A');
    expect((await cache.getOrRender('b', drawn('B2'))).svg).toBe('B2');
  });

  it('draws a map once however many ask for it while it is being drawn', async () => {
    const cache = createSvgCache(10);
    let finish: (svg: string) => void = () => {};
    const render = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const asked = [cache.getOrRender('a', render), cache.getOrRender('a', render), cache.getOrRender('a', render)];
    finish('<svg/>');
    const answers = await Promise.all(asked);
    expect(render).toHaveBeenCalledTimes(1);
    expect(new Set(answers).size).toBe(1);
  });

  it('keeps no failed drawing: the next request draws again', async () => {
    const cache = createSvgCache(10);
    await expect(cache.getOrRender('a', () => Promise.reject(new Error('busy')))).rejects.toThrow('busy');
    expect(cache.size).toBe(0);
    expect((await cache.getOrRender('a', drawn('A'))).svg).toBe('A');
  });
});
