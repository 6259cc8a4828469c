// The offline cache: saved answers come back, the budget holds (oldest out first), a full disk is reported.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cacheBudget, evictOldest, readCache, writeCache } from '../../src/lib/offline/cache';
import { database } from '../../src/lib/offline/db';
import { isStorageFull, setStorageFull } from '../../src/lib/offline/storage-status';
import { deleteAppDatabase } from '../helpers/fresh-database';

afterEach(async () => {
  vi.restoreAllMocks();
  setStorageFull(false);
  await deleteAppDatabase();
});

describe('offline cache', () => {
  it('gives back what was saved, with when', async () => {
    const before = Date.now();
    await writeCache('story:kekeli', { title: 'A new hip for Kekeli' });
    const cached = await readCache<{ title: string }>('story:kekeli');
    expect(cached?.data).toEqual({ title: 'A new hip for Kekeli' });
    expect(cached?.savedAt).toBeGreaterThanOrEqual(before);
    expect(await readCache('story:unknown')).toBeNull();
  });

  it('evicts the oldest answers first to stay within its budget', async () => {
    for (let i = 0; i < 5; i++) {
      await writeCache(`list:${i}`, { i });
      await new Promise((r) => setTimeout(r, 2));
    }
    const evicted = await evictOldest(0, { entries: 3, bytes: cacheBudget.bytes });
    expect(evicted).toBe(3);
    expect(await readCache('list:0')).toBeNull();
    expect(await readCache('list:2')).toBeNull();
    expect((await readCache<{ i: number }>('list:4'))?.data).toEqual({ i: 4 });
    const byBytes = await evictOldest(0, { entries: 100, bytes: 20 });
    expect(byBytes).toBeGreaterThanOrEqual(1);
  });

  it('does not keep an answer bigger than a quarter of the budget', async () => {
    await writeCache('huge', 'x'.repeat(cacheBudget.bytes));
    expect(await readCache('huge')).toBeNull();
  });

  it('reports a full disk instead of swallowing it', async () => {
    const db = await database();
    vi.spyOn(db, 'put').mockRejectedValue(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
    await writeCache('story:full', { title: 'No room' });
    expect(isStorageFull()).toBe(true);
  });
});
