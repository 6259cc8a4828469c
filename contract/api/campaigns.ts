/** Stories as the API sends them and the browser reads them (money in pesewas, dates as ISO text): one contract for both sides. */
import type { CampaignCategory, CampaignRelationship, CampaignStatus } from '../rules/campaign';

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

/** Who is asking: what a donor can know about the owner of a story. */
export interface StoryOrganiser {
  name: string;
  /** Their profile photo, when they gave one. */
  photo: StoryImage | null;
  region: string | null;
  /** When their account was made (ISO). */
  member_since: string;
  /** Nnoboa checked their Ghana Card. */
  verified: boolean;
  /** Their other public stories started before this one, by outcome. */
  earlier_stories: { reached_goal: number; closed_short: number; live: number };
}

/** How a gift is protected: the same for every story, from the server's configuration. */
export interface StoryProtection {
  /** The team's WhatsApp (or phone) number in international form, when one is configured. */
  support_whatsapp: string | null;
  /** True once money out goes through co-signers and a public ledger; the page says so only then. */
  money_out_ledger: boolean;
}

export interface StoryPage extends StoryCard {
  story: string;
  /** Who the owner is to the beneficiary; null for stories written before it was asked. */
  relationship: CampaignRelationship | null;
  organiser: StoryOrganiser | null;
  protection: StoryProtection;
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
