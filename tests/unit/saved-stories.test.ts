// Stories saved on the phone: kept one by one from every cached list and story page, then searched, filtered,
// sorted, counted and paged offline through small indexes, within their own budget (oldest seen first out).
import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { afterEach, describe, expect, it } from 'vitest';
import { cacheBudget, readCache, writeCache } from '../../src/lib/offline/cache';
import { database, databaseName } from '../../src/lib/offline/db';
import type { StoryQuery } from '../../src/lib/stories/api';
import { countSavedStories, oldestSavedAt, readSavedPage, saveStoriesFrom, savedBudget } from '../../src/lib/stories/saved';
import type { StoryCard } from '../../contract/api/campaigns';
import { deleteAppDatabase } from '../helpers/fresh-database';
import { savedStory as story } from '../helpers/saved-stories';

afterEach(async () => {
  await deleteAppDatabase();
});

const page = (items: StoryCard[]) => ({ items, page: 1, limit: 12, total: items.length, total_pages: 1 });

/** Every story a query finds, reading it a page at a time as the list does. */
async function readAll(query: StoryQuery, limit = 24): Promise<string[]> {
  const ids: string[] = [];
  for (let after = null, more = true; more;) {
    const next = await readSavedPage(query, after, limit);
    expect(next.stories.length).toBeLessThanOrEqual(limit);
    ids.push(...next.stories.map((s) => s.id));
    after = next.next;
    more = next.next !== null;
  }
  return ids;
}

/** `count` stories, saved in lists of 100, the first list seen longest ago. */
async function saveMany(count: number, fields: (n: number) => Partial<StoryCard> = () => ({})) {
  for (let start = 0; start < count; start += 100) {
    const items = Array.from({ length: Math.min(100, count - start) }, (_, i) => story(`s${start + i}`, fields(start + i)));
    await saveStoriesFrom(`stories?q=${start}`, page(items), 1_000 + start);
  }
}

describe('saved stories', () => {
  it("keeps each public story once, in the form seen last, leaving out the owner's own list and other answers", async () => {
    await writeCache('stories?page=1&limit=12', page([story('a', { raised: 1 }), story('b')]));
    await new Promise((r) => setTimeout(r, 2));
    await writeCache('story:story-a', { ...story('a', { raised: 5_000 }), story: 'Long text', gallery: [], updates: [] });
    await writeCache('success?page=1&limit=3', page([story('c', { status: 'completed' })]));
    await writeCache('stories?mine=true&page=1', page([story('mine', { status: 'pending' }), story('d')]));
    await writeCache('stats', { total_raised: 1 });
    await writeCache('stories?q=x', { items: [{ id: 'broken' }, null, story('e', { status: 'pending' })] });

    const { stories, next } = await readSavedPage({}, null, 10);
    expect(stories.map((s) => s.id).sort()).toEqual(['a', 'b', 'c']);
    expect(next).toBeNull();
    expect(await countSavedStories({})).toBe(3);
    const a = stories.find((s) => s.id === 'a');
    expect(a?.raised).toBe(5_000);
    expect(a).not.toHaveProperty('story'); // a card, not the whole story page
    expect(await oldestSavedAt()).toBeTypeOf('number');
  });

  it('has nothing to show on a new phone', async () => {
    expect(await readSavedPage({}, null, 24)).toEqual({ stories: [], next: null });
    expect(await countSavedStories({ q: 'anything' })).toBe(0);
    expect(await oldestSavedAt()).toBeNull();
  });

  it('matches every word of the search, the category and the region, in the order asked for', async () => {
    await saveStoriesFrom(
      'stories?page=1',
      page([
        story('old', {
          title: 'Borehole for Tamale',
          beneficiary: 'Villagers',
          created_at: '2026-01-01T00:00:00Z',
          raised: 90_000,
          donor_count: 3,
          deadline: '2026-12-30',
        }),
        story('new', {
          title: 'Roof for a school in Tamale',
          created_at: '2026-03-01T00:00:00Z',
          raised: 20_000,
          donor_count: 9,
          deadline: '2027-06-01',
        }),
        story('ho', {
          title: 'Hip for Kekeli',
          region: 'Volta',
          category: 'medical',
          created_at: '2026-02-01T00:00:00Z',
          deadline: '2026-12-01',
        }),
        story('done', { status: 'completed', created_at: '2025-01-01T00:00:00Z', deadline: '2026-01-01', donor_count: 0 }),
      ]),
      1,
    );
    expect(await readAll({})).toEqual(['new', 'ho', 'old', 'done']);
    expect(await readAll({ q: 'tamale SCHOOL' })).toEqual(['new']);
    expect(await countSavedStories({ q: 'tamale SCHOOL' })).toBe(1);
    expect(await readAll({ region: 'Volta' })).toEqual(['ho']);
    expect(await countSavedStories({ region: 'Volta' })).toBe(1);
    expect(await readAll({ category: 'education', sort: 'most_funded' })).toEqual(['old', 'new', 'done']);
    expect(await readAll({ category: 'medical', region: 'Volta' })).toEqual(['ho']);
    expect(await countSavedStories({ category: 'medical', region: 'Northern' })).toBe(0);
    expect(await readAll({ sort: 'ending_soon' })).toEqual(['ho', 'old', 'new', 'done']);
    expect(await readAll({ sort: 'trending' })).toEqual(['new', 'old', 'ho', 'done']);
    expect(await readAll({ q: 'nothing here' })).toEqual([]);
  });

  it('pages through 5,000 saved stories, counted by index, every one reached once, filtered and searched', async () => {
    const regions = ['Northern', 'Volta', 'Ashanti', 'Greater Accra'] as const;
    await saveMany(5_000, (n) => ({
      region: regions[n % 4],
      category: n % 2 ? 'medical' : 'education',
      title: n % 500 === 0 ? `Clinic roof ${n}` : `Story ${n}`,
      created_at: new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString(),
    }));
    expect(await countSavedStories({})).toBe(5_000);
    const first = await readSavedPage({}, null, 24);
    expect(first.stories.map((s) => s.id).slice(0, 3)).toEqual(['s4999', 's4998', 's4997']);

    const all = await readAll({});
    expect(all).toHaveLength(5_000);
    expect(new Set(all).size).toBe(5_000);

    expect(await countSavedStories({ region: 'Volta' })).toBe(1_250);
    expect(await countSavedStories({ category: 'medical', region: 'Volta' })).toBe(1_250);
    expect(await countSavedStories({ category: 'education', region: 'Volta' })).toBe(0);
    const volta = await readAll({ region: 'Volta', sort: 'newest' }, 100);
    expect(volta).toHaveLength(1_250);
    expect(volta[0]).toBe('s4997');

    expect(await countSavedStories({ q: 'clinic roof' })).toBe(10);
    expect(await readAll({ q: 'clinic roof' }, 4)).toEqual(Array.from({ length: 10 }, (_, i) => `s${4_500 - i * 500}`));
  }, 60_000);

  it('holds its budget at 5,000 stories: the ones seen longest ago go first', async () => {
    expect(savedBudget.stories).toBe(5_000);
    await saveMany(5_000);
    expect(await oldestSavedAt()).toBe(1_000);
    await saveStoriesFrom('stories?q=later', page(Array.from({ length: 12 }, (_, i) => story(`later-${i}`))), 1_000_000);
    expect(await countSavedStories({})).toBe(5_000);
    const kept = new Set(await readAll({}, 500));
    for (let i = 0; i < 12; i++) expect(kept.has(`later-${i}`)).toBe(true);
    // The first list (saved at 1,000, stories s0–s99) lost its 12 first, by id; the rest stayed.
    expect(['s0', 's1', 's10', 's11'].some((id) => kept.has(id))).toBe(false);
    expect(kept.has('s4999')).toBe(true);
    expect(kept.size).toBe(5_000);
    // Seeing an old story again makes it new: it is not the next to go.
    await saveStoriesFrom('story:story-s50', story('s50'), 2_000_000);
    await saveStoriesFrom('stories?q=more', page([story('more')]), 3_000_000);
    const after = new Set(await readAll({}, 500));
    expect(after.has('s50')).toBe(true);
    expect(after.has('more')).toBe(true);
    expect(after.size).toBe(5_000);
  }, 60_000);

  it('keeps the cached answers within their own budget, oldest first, while 5,000 stories arrive', async () => {
    for (let n = 0; n < 5_000; n += 12) {
      await writeCache(`stories?q=list-${n}&page=1&limit=12`, page(Array.from({ length: 12 }, (_, i) => story(`c${n + i}`))));
    }
    const db = await database();
    expect(await db.count('cache')).toBeLessThanOrEqual(cacheBudget.entries);
    expect(await readCache('stories?q=list-0&page=1&limit=12')).toBeNull();
    expect(await readCache('stories?q=list-4992&page=1&limit=12')).not.toBeNull();
    const keys = (await db.getAllFromIndex('cache', 'by-saved')).map((record) => Number(/list-(\d+)/.exec(record.key)?.[1]));
    expect(keys).toEqual([...keys].sort((a, b) => a - b)); // what is left is the newest, in order
    expect(await countSavedStories({})).toBe(5_000);
  }, 120_000);
});

describe('upgrading a phone from before the saved-stories stores', () => {
  it('copies every saved story out of the cached answers, without loss', async () => {
    const old = await openDB(databaseName, 3, {
      upgrade(db) {
        db.createObjectStore('drafts', { keyPath: 'id' }).createIndex('by-updated', 'updatedAt');
        db.createObjectStore('photos', { keyPath: 'id' }).createIndex('by-draft', 'draftId');
        db.createObjectStore('cache', { keyPath: 'key' }).createIndex('by-saved', 'savedAt');
        db.createObjectStore('outbox', { keyPath: 'id' }).createIndex('by-created', 'createdAt');
        db.createObjectStore('auth', { keyPath: 'key' });
      },
    });
    const lists = Array.from({ length: 50 }, (_, n) => ({
      key: `stories?q=${n}&page=1&limit=12`,
      data: page(Array.from({ length: 12 }, (_, i) => story(`o${n * 12 + i}`, { raised: n }))),
      savedAt: 10 + n,
      bytes: 100,
    }));
    for (const record of lists) await old.put('cache', record);
    await old.put('cache', { key: 'story:story-o0', data: story('o0', { raised: 999 }), savedAt: 500, bytes: 100 });
    await old.put('cache', { key: 'stories?mine=true', data: page([story('private')]), savedAt: 1, bytes: 100 });
    await old.put('drafts', { id: 'draft', updatedAt: 1 });
    old.close();

    const db = await database();
    expect(await db.count('cache')).toBe(52);
    expect(await db.get('drafts', 'draft')).toBeTruthy();
    expect(await countSavedStories({})).toBe(600);
    const all = await readAll({}, 100);
    expect(new Set(all).size).toBe(600);
    expect(all).not.toContain('private');
    expect((await db.get('saved', 'o0'))?.card.raised).toBe(999);
    expect(await oldestSavedAt()).toBe(10);
  });
});
