/**
 * The stories saved on this phone: every public story the app has shown (in
 * lists, on story pages, among success stories) and kept in the offline cache,
 * gathered into one list that can be searched, filtered and sorted without a
 * connection.
 */
import { database } from '../offline/db';
import type { StoryQuery } from './api';
import type { StoryCard } from '../../../contract/api/campaigns';

/** Cache keys whose answers carry stories; a person's own list ("mine") holds unpublished ones and is left out. */
const listPrefixes = ['stories?', 'success?'];
const storyPrefix = 'story:';

function isStory(value: unknown): value is StoryCard {
  const story = value as Partial<StoryCard> | null;
  return (
    typeof story === 'object' &&
    story !== null &&
    typeof story.id === 'string' &&
    typeof story.slug === 'string' &&
    typeof story.title === 'string' &&
    typeof story.goal === 'number' &&
    typeof story.raised === 'number' &&
    (story.status === 'active' || story.status === 'completed')
  );
}

function storiesIn(key: string, data: unknown): unknown[] {
  if (key.startsWith(storyPrefix)) return [data];
  if (listPrefixes.some((prefix) => key.startsWith(prefix)) && !/(^|[?&])mine=/.test(key.slice(key.indexOf('?')))) {
    const items = (data as { items?: unknown } | null)?.items;
    return Array.isArray(items) ? items : [];
  }
  return [];
}

export interface SavedStories {
  stories: StoryCard[];
  /** When the oldest of them was saved (null when there are none). */
  savedAt: number | null;
}

/** Every saved story once, in the form it was seen last. */
export async function readSavedStories(): Promise<SavedStories> {
  const db = await database();
  const latest = new Map<string, { story: StoryCard; savedAt: number }>();
  for (const record of await db.getAll('cache')) {
    for (const story of storiesIn(record.key, record.data)) {
      if (!isStory(story)) continue;
      const seen = latest.get(story.id);
      if (!seen || seen.savedAt < record.savedAt) latest.set(story.id, { story, savedAt: record.savedAt });
    }
  }
  const entries = [...latest.values()];
  return {
    stories: entries.map((entry) => entry.story),
    savedAt: entries.length ? Math.min(...entries.map((entry) => entry.savedAt)) : null,
  };
}

const byNewest = (a: StoryCard, b: StoryCard) => b.created_at.localeCompare(a.created_at);
const orders: Record<NonNullable<StoryQuery['sort']>, (a: StoryCard, b: StoryCard) => number> = {
  newest: byNewest,
  most_funded: (a, b) => b.raised / b.goal - a.raised / a.goal || b.raised - a.raised,
  ending_soon: (a, b) => Number(a.status !== 'active') - Number(b.status !== 'active') || a.deadline.localeCompare(b.deadline),
  trending: (a, b) => b.donor_count - a.donor_count || byNewest(a, b),
};

/** The saved stories a list query asks for: every word of `q` found, the category and region matched, in its order. */
export function matchSavedStories(stories: readonly StoryCard[], query: StoryQuery): StoryCard[] {
  const words = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const matches = stories.filter((story) => {
    if (query.category && story.category !== query.category) return false;
    if (query.region && story.region !== query.region) return false;
    if (words.length === 0) return true;
    const text = `${story.title} ${story.summary} ${story.beneficiary} ${story.region}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
  return matches.sort(orders[query.sort ?? 'newest'] ?? byNewest);
}
