import { describe, expect, it } from 'vitest';
import { cacheTags, ResponseCache } from '../../server/http/response-cache';

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

  it('drops only the entries of the tags a change names', async () => {
    const cache = new ResponseCache();
    let computed = 0;
    const story = (id: string) =>
      cache.get(
        `story:${id}`,
        async () => ({ id, n: ++computed }),
        JSON.stringify,
        (v) => [cacheTags.story(v.id)],
      );
    const list = () =>
      cache.get(
        'list',
        async () => ({ n: ++computed }),
        JSON.stringify,
        () => [cacheTags.lists],
      );
    await story('a');
    await story('b');
    await list();
    cache.invalidate([cacheTags.story('a')]);
    expect(cache.size).toBe(2);
    expect(JSON.parse((await story('a')).body)).toEqual({ id: 'a', n: 4 });
    expect(JSON.parse((await story('b')).body)).toEqual({ id: 'b', n: 2 });
    expect(JSON.parse((await list()).body)).toEqual({ n: 3 });
    cache.invalidate([cacheTags.story('b'), cacheTags.lists]);
    expect(cache.size).toBe(1);
    cache.invalidate([cacheTags.everything]);
    expect(cache.size).toBe(0);
  });

  it('never keeps an answer computed before a change to one of its tags, but keeps one the change did not touch', async () => {
    const cache = new ResponseCache();
    const releases: Array<() => void> = [];
    const slow = (key: string, tag: string, value: string) =>
      cache.get(
        key,
        () => new Promise<string>((resolve) => releases.push(() => resolve(value))),
        JSON.stringify,
        () => [tag],
      );
    const touched = slow('x', cacheTags.story('x'), 'old x');
    const untouched = slow('y', cacheTags.story('y'), 'y');
    cache.invalidate([cacheTags.story('x')]);
    for (const release of releases) release();
    await Promise.all([touched, untouched]);
    expect((await cache.get('x', async () => 'new x')).body).toBe('"new x"');
    expect((await cache.get('y', async () => 'recomputed')).body).toBe('"y"');
  });

  it('keeps nothing when its time to live is zero', async () => {
    const cache = new ResponseCache(0);
    let computed = 0;
    await cache.get('k', async () => ++computed);
    expect((await cache.get('k', async () => ++computed)).body).toBe('2');
    expect(cache.size).toBe(0);
  });
});
