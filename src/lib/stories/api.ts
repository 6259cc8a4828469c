/** Reading stories: lists, one story, its donor wall, success stories and the overview figures. */
import { api } from '../api';
import type { DonorWallPage, ListQuery, StatsOverview, StoryCardPage, StoryPage, SuccessStoryPage } from '../../../contract/api/campaigns';

/** A list's question: the API's list query, every part optional (the server fills page and limit). */
export type StoryQuery = Partial<ListQuery>;

/** The query string for a list, with empty values left out, in a stable order (it is also a cache key). */
export function storyQueryString(query: StoryQuery): string {
  const params = new URLSearchParams();
  for (const key of ['q', 'category', 'region', 'sort', 'status', 'mine', 'below_goal', 'page', 'limit', 'cursor'] as const) {
    const value = query[key];
    if (value !== undefined && value !== '' && value !== false) params.set(key, String(value));
  }
  return params.toString();
}

export const fetchStories = async (query: StoryQuery): Promise<StoryCardPage> =>
  (await api.get<StoryCardPage>(`/api/campaigns?${storyQueryString(query)}`)).data;

export const fetchStory = async (idOrSlug: string): Promise<StoryPage> =>
  (await api.get<StoryPage>(`/api/campaigns/${encodeURIComponent(idOrSlug)}`)).data;

/** A page of a donor wall: the first by number, each further one after the `next_cursor` of the page before. */
export const fetchDonorWall = async (idOrSlug: string, cursor: string | null = null, limit = 10): Promise<DonorWallPage> =>
  (
    await api.get<DonorWallPage>(
      `/api/campaigns/${encodeURIComponent(idOrSlug)}/donations?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    )
  ).data;

export const fetchSuccessStories = async (page = 1, limit = 12): Promise<SuccessStoryPage> =>
  (await api.get<SuccessStoryPage>(`/api/success-stories?page=${page}&limit=${limit}`)).data;

export const fetchStats = async (): Promise<StatsOverview> => (await api.get<StatsOverview>('/api/stats/overview')).data;
