/** Reading stories: lists, one story, its donor wall, success stories and the overview figures. */
import { api } from '../api';
import type { CampaignSort } from '../../../contract/rules/campaign';
import type { DonorWallEntry, Paged, StatsOverview, StoryCard, StoryPage, SuccessStory } from '../../../contract/api/campaigns';

export interface StoryQuery {
  q?: string;
  category?: string;
  region?: string;
  sort?: CampaignSort;
  status?: string;
  mine?: boolean;
  /** Only stories still short of their goal. */
  below_goal?: boolean;
  page?: number;
  limit?: number;
}

/** The query string for a list, with empty values left out, in a stable order (it is also a cache key). */
export function storyQueryString(query: StoryQuery): string {
  const params = new URLSearchParams();
  for (const key of ['q', 'category', 'region', 'sort', 'status', 'mine', 'below_goal', 'page', 'limit'] as const) {
    const value = query[key];
    if (value !== undefined && value !== '' && value !== false) params.set(key, String(value));
  }
  return params.toString();
}

export const fetchStories = async (query: StoryQuery): Promise<Paged<StoryCard>> =>
  (await api.get<Paged<StoryCard>>(`/api/campaigns?${storyQueryString(query)}`)).data;

export const fetchStory = async (idOrSlug: string): Promise<StoryPage> =>
  (await api.get<StoryPage>(`/api/campaigns/${encodeURIComponent(idOrSlug)}`)).data;

export const fetchDonorWall = async (idOrSlug: string, page: number, limit = 10): Promise<Paged<DonorWallEntry>> =>
  (await api.get<Paged<DonorWallEntry>>(`/api/campaigns/${encodeURIComponent(idOrSlug)}/donations?page=${page}&limit=${limit}`)).data;

export const fetchSuccessStories = async (page = 1, limit = 12): Promise<Paged<SuccessStory>> =>
  (await api.get<Paged<SuccessStory>>(`/api/success-stories?page=${page}&limit=${limit}`)).data;

export const fetchStats = async (): Promise<StatsOverview> => (await api.get<StatsOverview>('/api/stats/overview')).data;
