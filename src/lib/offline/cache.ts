/**
 * What the server last answered, kept to show at once and offline. The cache
 * is bounded (entries and bytes): the oldest answers are evicted first. A full
 * disk is reported to the app (see storage-status) rather than swallowed.
 * The public stories an answer carries are also kept one by one, for the
 * offline list (src/lib/stories/saved.ts), under their own budget.
 */
import { database, isQuotaError, type CacheRecord } from './db';
import { setStorageFull } from './storage-status';
import { saveStoriesFrom } from '../stories/saved';

export const cacheBudget = { entries: 300, bytes: 6 * 1024 * 1024 };

export interface Cached<T> {
  data: T;
  savedAt: number;
}

export async function readCache<T>(key: string): Promise<Cached<T> | null> {
  try {
    const record = await (await database()).get('cache', key);
    if (!record || typeof record.savedAt !== 'number' || record.data === undefined) return null;
    return { data: record.data as T, savedAt: record.savedAt };
  } catch {
    return null;
  }
}

/** Deletes the oldest answers until the cache fits its budget (with room for `incoming` more bytes). */
export async function evictOldest(incoming = 0, budget = cacheBudget): Promise<number> {
  const db = await database();
  const tx = db.transaction('cache', 'readwrite');
  const index = tx.store.index('by-saved');
  let count = await tx.store.count();
  let bytes = 0;
  for (let cursor = await index.openCursor(); cursor; cursor = await cursor.continue()) bytes += cursor.value.bytes;
  let evicted = 0;
  for (
    let cursor = await index.openCursor();
    cursor && (count >= budget.entries || bytes + incoming > budget.bytes);
    cursor = await cursor.continue()
  ) {
    bytes -= cursor.value.bytes;
    count -= 1;
    evicted += 1;
    await cursor.delete();
  }
  await tx.done;
  return evicted;
}

export async function writeCache(key: string, data: unknown): Promise<void> {
  const json = JSON.stringify(data);
  const record: CacheRecord = { key, data, savedAt: Date.now(), bytes: json.length * 2 };
  if (record.bytes > cacheBudget.bytes / 4) return; // Too big to be worth keeping.
  try {
    await evictOldest(record.bytes);
    await (await database()).put('cache', record);
    setStorageFull(false);
    await saveStoriesFrom(key, data, record.savedAt);
  } catch (error) {
    if (!isQuotaError(error)) return;
    // The phone is full: make room by dropping half of what we keep, then try once more.
    try {
      await evictOldest(0, { entries: Math.floor(cacheBudget.entries / 2), bytes: cacheBudget.bytes / 2 });
      await (await database()).put('cache', record);
      await saveStoriesFrom(key, data, record.savedAt);
    } catch (again) {
      if (isQuotaError(again)) setStorageFull(true);
    }
  }
}
