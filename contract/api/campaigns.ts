/** Stories as the API sends them and the browser reads them (money in pesewas, dates as ISO text): one contract for both sides. */
import type { CampaignCategory, CampaignStatus } from '../rules/campaign';

export interface StoryImage {
  id: string;
  width: number;
  height: number;
  url: string | null;
  srcset: string | null;
  variants: Array<{ width: number; url: string }>;
}

export interface StoryCard {
  id: string;
  slug: string;
  title: string;
  summary: string;
  category: CampaignCategory;
  region: string;
  beneficiary: string;
  goal: number;
  raised: number;
  donor_count: number;
  percent_funded: number;
  currency: 'GHS';
  deadline: string;
  days_left: number;
  status: CampaignStatus;
  cover: StoryImage | null;
  owner: { id: string; name: string; verified: boolean } | null;
  created_at: string;
  updated_at: string;
}

export interface StoryUpdate {
  id: string;
  title: string;
  body: string;
  is_impact: boolean;
  created_at: string;
}

/** What only the owner (and admins) see of their story's way through review. */
export interface StoryOwnerView {
  moderation_reason: string | null;
  closed_reason: string | null;
  submitted_at: string | null;
  approved_at: string | null;
}

export interface StoryPage extends StoryCard {
  story: string;
  gallery: StoryImage[];
  updates: StoryUpdate[];
  can_edit: boolean;
  owner_view?: StoryOwnerView;
}

export interface Paged<T> {
  items: T[];
  page: number;
  limit: number;
  total: number;
  total_pages: number;
}

export interface DonorWallEntry {
  id: string;
  name: string;
  amount: number | null;
  message: string | null;
  created_at: string;
}

export interface StatsOverview {
  total_raised: number;
  active_campaigns: number;
  donors: number;
  funded_campaigns: number;
}

export interface SuccessStory extends StoryCard {
  impact: StoryUpdate | null;
}
