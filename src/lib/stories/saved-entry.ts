/**
 * Pure conversions for the stories saved on this phone: which cached answers
 * carry public stories, the card kept for each, and the small index record
 * beside it that searches, filters, sorts and counts them without reading
 * the cards themselves. The index keys sort in the order the list shows:
 * [facet, ...sort parts, id], one key per facet (all stories, the category,
 * the region, both), so a filtered, sorted page is one index range.
 */
import type { ListQuery, StoryCard } from '../../../contract/api/campaigns';

/** The part of a list's question the saved stories answer (the service worker's build reads this file too). */
type StoryQuery = Partial<Pick<ListQuery, 'q' | 'category' | 'region' | 'sort'>>;

export const savedSorts = ['newest', 'most_funded', 'ending_soon', 'trending'] as const;
export type SavedSort = (typeof savedSorts)[number];

/** An index key: [facet, ...sort parts, story id]. */
export type SavedKey = Array<string | number>;

/** The card of a saved story, as it was seen last. */
export interface SavedCardRecord {
  id: string;
  card: StoryCard;
  savedAt: number;
}

/** What the list needs to find a saved story, kept apart from its card. */
export interface SavedIndexRecord extends Record<SavedSort, SavedKey[]> {
  id: string;
  savedAt: number;
  /** Lower-cased title, summary, beneficiary and region: what a search looks in. */
  text: string;
  facets: string[];
}

/** Cache keys whose answers carry stories; a person's own list ("mine") holds unpublished ones and is left out. */
const listPrefixes = ['stories?', 'success?'];
const storyPrefix = 'story:';

export function isStory(value: unknown): value is StoryCard {
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

/** The public stories a cached answer carries (unchecked). */
export function storiesIn(key: string, data: unknown): unknown[] {
  if (key.startsWith(storyPrefix)) return [data];
  if (listPrefixes.some((prefix) => key.startsWith(prefix)) && !/(^|[?&])mine=/.test(key.slice(key.indexOf('?')))) {
    const items = (data as { items?: unknown } | null)?.items;
    return Array.isArray(items) ? items : [];
  }
  return [];
}

const cardFields = [
  'id',
  'slug',
  'short_number',
  'title',
  'summary',
  'category',
  'region',
  'beneficiary',
  'goal',
  'raised',
  'donor_count',
  'percent_funded',
  'currency',
  'deadline',
  'days_left',
  'status',
  'cover',
  'owner',
  'created_at',
  'updated_at',
] as const satisfies ReadonlyArray<keyof StoryCard>;

/** Only what a card shows: a story page's long text, gallery and updates stay in the page's own answer. */
export function toCard(story: StoryCard): StoryCard {
  return Object.fromEntries(cardFields.map((field) => [field, story[field]])) as unknown as StoryCard;
}

export const facetOf = ({ category, region }: Pick<StoryQuery, 'category' | 'region'>): string =>
  category && region ? `cr:${category}|${region}` : category ? `c:${category}` : region ? `r:${region}` : '';

export const sortOf = (query: Pick<StoryQuery, 'sort'>): SavedSort =>
  (savedSorts as readonly string[]).includes(query.sort ?? '') ? (query.sort as SavedSort) : 'newest';

export const searchWords = (q: string | undefined): string[] => (q ?? '').toLowerCase().split(/\s+/).filter(Boolean);

const finite = (value: number) => (Number.isFinite(value) ? value : 0);

/** The sort parts of a story, ascending in the order the list shows it. */
function sortParts(story: StoryCard): Record<SavedSort, Array<string | number>> {
  const created = -finite(Date.parse(story.created_at));
  return {
    newest: [created],
    most_funded: [-finite(story.goal > 0 ? story.raised / story.goal : 0), -finite(story.raised)],
    ending_soon: [story.status === 'active' ? 0 : 1, String(story.deadline ?? '')],
    trending: [-finite(story.donor_count), created],
  };
}

export function savedRecords(story: StoryCard, savedAt: number): { card: SavedCardRecord; index: SavedIndexRecord } {
  const card = toCard(story);
  const facets = [
    facetOf({}),
    facetOf({ category: card.category }),
    facetOf({ region: card.region as StoryQuery['region'] }),
    facetOf({ category: card.category, region: card.region as StoryQuery['region'] }),
  ];
  const parts = sortParts(card);
  const keys = (sort: SavedSort) => facets.map((facet): SavedKey => [facet, ...parts[sort], card.id]);
  return {
    card: { id: card.id, card, savedAt },
    index: {
      id: card.id,
      savedAt,
      text: `${card.title} ${card.summary} ${card.beneficiary} ${card.region}`.toLowerCase(),
      facets,
      newest: keys('newest'),
      most_funded: keys('most_funded'),
      ending_soon: keys('ending_soon'),
      trending: keys('trending'),
    },
  };
}

/** Every public story in `answers` once, in the form seen last (to fill the saved stores from an older cache). */
export function latestStories(answers: ReadonlyArray<{ key: string; data: unknown; savedAt: number }>): SavedCardRecord[] {
  const latest = new Map<string, SavedCardRecord>();
  for (const answer of answers) {
    for (const story of storiesIn(answer.key, answer.data)) {
      if (!isStory(story)) continue;
      const seen = latest.get(story.id);
      if (!seen || seen.savedAt < answer.savedAt) latest.set(story.id, { id: story.id, card: story, savedAt: answer.savedAt });
    }
  }
  return [...latest.values()];
}

/** The key a record has in the index of `sort`, for `facet`. */
export const keyIn = (record: SavedIndexRecord, sort: SavedSort, facet: string): SavedKey | undefined =>
  record[sort].find((key) => key[0] === facet);
