// Stories saved on the phone: gathered from every cached list and story page once, filtered and sorted offline.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { writeCache } from '../../src/lib/offline/cache';
import { matchSavedStories, readSavedStories } from '../../src/lib/stories/saved';
import type { StoryCard } from '../../contract/api/campaigns';
import { deleteAppDatabase } from '../helpers/fresh-database';

afterEach(async () => {
  await deleteAppDatabase();
});

function story(id: string, fields: Partial<StoryCard> = {}): StoryCard {
  return {
    id,
    slug: `story-${id}`,
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

const page = (items: StoryCard[]) => ({ items, page: 1, limit: 12, total: items.length, total_pages: 1 });

describe('saved stories', () => {
  it("gathers each public story once, in the form seen last, leaving out the owner's own list and other answers", async () => {
    await writeCache('stories?page=1&limit=12', page([story('a', { raised: 1 }), story('b')]));
    await new Promise((r) => setTimeout(r, 2));
    await writeCache('story:story-a', { ...story('a', { raised: 5_000 }), story: 'Long text', gallery: [], updates: [] });
    await writeCache('success?page=1&limit=3', page([story('c', { status: 'completed' })]));
    await writeCache('stories?mine=true&page=1', page([story('mine', { status: 'pending' }), story('d')]));
    await writeCache('stats', { total_raised: 1 });
    await writeCache('stories?q=x', { items: [{ id: 'broken' }, null, story('e', { status: 'pending' })] });

    const { stories, savedAt } = await readSavedStories();
    expect(stories.map((s) => s.id).sort()).toEqual(['a', 'b', 'c']);
    expect(stories.find((s) => s.id === 'a')?.raised).toBe(5_000);
    expect(savedAt).toBeTypeOf('number');
  });

  it('has nothing to show on a new phone', async () => {
    expect(await readSavedStories()).toEqual({ stories: [], savedAt: null });
  });

  it('matches every word of the search, the category and the region, in the order asked for', () => {
    const stories = [
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
    ];
    expect(matchSavedStories(stories, {}).map((s) => s.id)).toEqual(['new', 'ho', 'old']);
    expect(matchSavedStories(stories, { q: 'tamale SCHOOL' }).map((s) => s.id)).toEqual(['new']);
    expect(matchSavedStories(stories, { region: 'Volta' }).map((s) => s.id)).toEqual(['ho']);
    expect(matchSavedStories(stories, { category: 'education', sort: 'most_funded' }).map((s) => s.id)).toEqual(['old', 'new']);
    expect(matchSavedStories(stories, { sort: 'ending_soon' }).map((s) => s.id)).toEqual(['ho', 'old', 'new']);
    expect(matchSavedStories(stories, { sort: 'trending' }).map((s) => s.id)).toEqual(['new', 'old', 'ho']);
    expect(matchSavedStories(stories, { q: 'nothing here' })).toEqual([]);
  });
});
