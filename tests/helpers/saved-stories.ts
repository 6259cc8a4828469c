/** Stories saved on a phone, for tests and the benchmark: a story card, and many of them written straight into IndexedDB. */
import type { Page } from 'playwright-core';
import { savedRecords } from '../../src/lib/stories/saved-entry';
import type { StoryCard } from '../../contract/api/campaigns';

export function savedStory(id: string, fields: Partial<StoryCard> = {}): StoryCard {
  return {
    id,
    slug: `story-${id}`,
    short_number: String(1000 + (Number.parseInt(id, 36) % 9000)),
    title: `Story ${id}`,
    summary: 'A need in the north',
    category: 'education',
    region: 'Northern',
    beneficiary: 'A school',
    goal: 100_000,
    raised: 10_000,
    donor_count: 1,
    percent_funded: 10,
    currency: 'GHS',
    deadline: '2027-01-01',
    days_left: 30,
    status: 'active',
    cover: null,
    owner: null,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...fields,
  };
}

/**
 * Writes `stories` into the phone's saved-stories stores (replacing what was saved), as the app's own
 * conversion makes them: the page must have opened the database already (any screen of the app does).
 */
export async function saveStoriesOnPhone(page: Page, name: string, stories: StoryCard[], savedAt = Date.now()): Promise<void> {
  const records = stories.map((story, n) => savedRecords(story, savedAt - n));
  await page.evaluate(
    async ({ name, records }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const tx = db.transaction(['saved', 'saved-index'], 'readwrite');
      tx.objectStore('saved').clear();
      tx.objectStore('saved-index').clear();
      for (const { card, index } of records) {
        tx.objectStore('saved').put(card);
        tx.objectStore('saved-index').put(index);
      }
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { name, records },
  );
}
