/**
 * Names of the resources screens load (contract/names/resources.ts): the
 * server renders the first screen with the same names, so the page it sends
 * and the browser's first render agree; they are also the keys of the
 * offline cache. Also the queries the home and success screens ask.
 */
import { resourceNames } from '../../../contract/names/resources';
import { storyQueryString, type StoryQuery } from './api';

export const statsKey = resourceNames.stats;
export const storiesKey = (query: StoryQuery) => resourceNames.stories(storyQueryString(query));
export const storyKey = resourceNames.story;
export const wallKey = resourceNames.wall;
export const ledgerKey = resourceNames.ledger;
export const successKey = resourceNames.success;

export const homeQueries = {
  // Almost there: the live stories nearest their goal that have not reached it yet.
  featured: { sort: 'most_funded', status: 'active', below_goal: true, limit: 3 },
  trending: { sort: 'trending', status: 'active', limit: 6 },
} as const satisfies Record<string, StoryQuery>;
export const homeSuccess = { page: 1, limit: 3 } as const;
export const successPage = { page: 1, limit: 24 } as const;
