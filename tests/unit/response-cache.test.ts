import { describe, expect, it } from 'vitest';
import { ResponseCache } from '../../server/http/response-cache';

describe('response cache', () => {
  it('answers from memory until the entry expires', async () => {
    let now = 0;
    let computed = 0;
    const cache = new ResponseCache(5000, 10, () => now);
    const compute = async () => ({ n: ++computed });
    expect((await cache.get('a', compute)).body).toBe('{"n":1}');
    now = 4999;
    expect((await cache.get('a', compute)).body).toBe('{"n":1}');
    now = 5000;
    expect((await cache.get('a', compute)).body).toBe('{"n":2}');
  });

  it('computes once for many callers asking at the same moment', async () => {
    let computed = 0;
    const cache = new ResponseCache();
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++computed), 10));
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get('k', slow)));
    expect(computed).toBe(1);
    expect(new Set(answers.map((a) => a.etag)).size).toBe(1);
  });

  it('stays within its size, dropping the least recently used', async () => {
    const cache = new ResponseCache(60_000, 3);
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key);
    await cache.get('a', async () => 'a again');
    await cache.get('d', async () => 'd');
    expect(cache.size).toBe(3);
    let recomputed = false;
    await cache.get('b', async () => {
      recomputed = true;
      return 'b';
    });
    expect(recomputed).toBe(true);
  });

  it('never keeps an answer computed before a change', async () => {
    const cache = new ResponseCache();
    let release: () => void = () => undefined;
    const before = cache.get('x', () => new Promise((resolve) => (release = () => resolve('old'))));
    cache.clear();
    release();
    await before;
    expect((await cache.get('x', async () => 'new')).body).toBe('"new"');
  });
});
