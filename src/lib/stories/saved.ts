/**
 * The stories saved on this phone: every public story the app has shown (in
 * lists, on story pages, among success stories), kept as one card each when
 * its answer is cached, to be searched, filtered and sorted without a
 * connection. Thousands may be saved, so the list never reads them all: a
 * page is one range of a small index (saved-index, see saved-entry), then
 * only that page's cards; counts are index counts. Their own budget holds
 * them: past it, the stories seen longest ago go first.
 */
import { database } from '../offline/db';
import type { StoryQuery } from './api';
import { facetOf, isStory, keyIn, savedRecords, searchWords, sortOf, storiesIn, type SavedIndexRecord, type SavedKey } from './saved-entry';
import type { StoryCard } from '../../../contract/api/campaigns';

export const savedBudget = { stories: 5000 };

/** How many index records a search reads at a time. */
const searchBatch = 250;

/** Keeps the public stories of a cached answer, each replacing an older copy of itself, then holds the budget. */
export async function saveStoriesFrom(key: string, data: unknown, savedAt: number): Promise<void> {
  const stories = storiesIn(key, data).filter(isStory);
  if (stories.length === 0) return;
  const tx = (await database()).transaction(['saved', 'saved-index'], 'readwrite');
  const cards = tx.objectStore('saved');
  const index = tx.objectStore('saved-index');
  await Promise.all(
    stories.map(async (story) => {
      const seen = await cards.get(story.id);
      if (seen && seen.savedAt > savedAt) return;
      const records = savedRecords(story, savedAt);
      await Promise.all([cards.put(records.card), index.put(records.index)]);
    }),
  );
  await tx.done;
  await evictOldestSaved();
}

/** Deletes the stories saved longest ago until at most `budget.stories` are left. */
export async function evictOldestSaved(budget = savedBudget): Promise<number> {
  const tx = (await database()).transaction(['saved', 'saved-index'], 'readwrite');
  let extra = (await tx.objectStore('saved').count()) - budget.stories;
  let evicted = 0;
  for (let cursor = extra > 0 ? await tx.objectStore('saved-index').index('by-saved').openCursor() : null; cursor && extra > 0;) {
    await Promise.all([tx.objectStore('saved').delete(cursor.primaryKey), cursor.delete()]);
    extra -= 1;
    evicted += 1;
    cursor = await cursor.continue();
  }
  await tx.done;
  return evicted;
}

/** How many saved stories a list query finds: an index count, or for a search, its words matched in the index. */
export async function countSavedStories(query: StoryQuery): Promise<number> {
  const db = await database();
  const words = searchWords(query.q);
  if (words.length === 0) return db.countFromIndex('saved-index', 'by-facet', facetOf(query));
  let count = 0;
  for (let after: SavedKey | null = null, more = true; more;) {
    const batch = await indexBatch(query, after, searchBatch);
    count += batch.filter((record) => matches(record, words)).length;
    more = batch.length === searchBatch;
    after = more ? lastKey(query, batch) : null;
  }
  return count;
}

export interface SavedPage {
  stories: StoryCard[];
  /** Where the next page starts (the last story's index key); null at the end. */
  next: SavedKey | null;
}

/** Up to `limit` saved stories for a list query, in its order, after the index key `after`. */
export async function readSavedPage(query: StoryQuery, after: SavedKey | null, limit: number): Promise<SavedPage> {
  const words = searchWords(query.q);
  const found: SavedIndexRecord[] = [];
  let next: SavedKey | null = after;
  for (let more = true; more && found.length < limit;) {
    const size = words.length ? searchBatch : limit - found.length;
    const batch = await indexBatch(query, next, size);
    for (const record of batch) {
      if (found.length === limit) break;
      if (words.length === 0 || matches(record, words)) found.push(record);
      next = keyIn(record, sortOf(query), facetOf(query)) ?? null;
    }
    more = batch.length === size;
    if (!more && found.length < limit) next = null;
  }
  return { stories: await readCards(found.map((record) => record.id)), next: found.length ? next : null };
}

/** When the story saved longest ago was saved (null when none is). */
export async function oldestSavedAt(): Promise<number | null> {
  const cursor = await (await database()).transaction('saved-index').store.index('by-saved').openCursor();
  return typeof cursor?.value.savedAt === 'number' ? cursor.value.savedAt : null;
}

function indexBatch(query: StoryQuery, after: SavedKey | null, size: number): Promise<SavedIndexRecord[]> {
  const facet = facetOf(query);
  const end: SavedKey = [facet, []] as unknown as SavedKey; // Arrays sort after every number and string.
  const range = after ? IDBKeyRange.bound(after, end, true) : IDBKeyRange.bound([facet], end);
  return database().then((db) => db.getAllFromIndex('saved-index', `by-${sortOf(query)}`, range, size));
}

const lastKey = (query: StoryQuery, batch: SavedIndexRecord[]): SavedKey | null =>
  keyIn(batch[batch.length - 1]!, sortOf(query), facetOf(query)) ?? null;

const matches = (record: SavedIndexRecord, words: string[]) =>
  typeof record.text === 'string' && words.every((word) => record.text.includes(word));

/** The cards of `ids`, in that order; a card that does not read back as a story is left out. */
async function readCards(ids: string[]): Promise<StoryCard[]> {
  const store = (await database()).transaction('saved').store;
  const records = await Promise.all(ids.map((id) => store.get(id)));
  return records.flatMap((record) => (record && isStory(record.card) ? [record.card] : []));
}
