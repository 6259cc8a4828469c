/**
 * Names of the resources screens load. The server renders the first screen
 * with the same names, so the page it sends and the browser's first render
 * agree; they are also the keys of the offline cache.
 */
import { storyQueryString, type StoryQuery } from './api';

export const statsKey = 'stats';
export const storiesKey = (query: StoryQuery) => `stories?${storyQueryString(query)}`;
export const storyKey = (idOrSlug: string) => `story:${idOrSlug}`;
export const wallKey = (storyId: string, page = 1, limit = 10) => `wall:${storyId}:${page}:${limit}`;
export const successKey = (page: number, limit: number) => `success?page=${page}&limit=${limit}`;

export const homeQueries = {
  // Almost there: the live stories nearest their goal that have not reached it yet.
  featured: { sort: 'most_funded', status: 'active', below_goal: true, limit: 3 },
  trending: { sort: 'trending', status: 'active', limit: 6 },
} as const satisfies Record<string, StoryQuery>;
export const homeSuccess = { page: 1, limit: 3 } as const;
export const successPage = { page: 1, limit: 24 } as const;
