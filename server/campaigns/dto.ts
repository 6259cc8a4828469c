/** What the API answers for a story: money in pesewas, dates as ISO text, photos with srcset. */
import { daysLeft, percentFunded, type CampaignStatus } from '../../src/lib/shared/campaign-rules';
import { describeUpload, type UploadedImage } from '../uploads/storage';
import type { CampaignListRow, UpdateRow } from './repository';

export interface CampaignCard {
  id: string;
  slug: string;
  title: string;
  summary: string;
  category: string;
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
  cover: UploadedImage | null;
  owner: { id: string; name: string; verified: boolean } | null;
  created_at: string;
  updated_at: string;
}

export interface CampaignOwnerView {
  moderation_reason: string | null;
  closed_reason: string | null;
  submitted_at: string | null;
  approved_at: string | null;
}

export interface CampaignUpdateDto {
  id: string;
  title: string;
  body: string;
  is_impact: boolean;
  created_at: string;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toCard(row: CampaignListRow, today = new Date()): CampaignCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    category: row.category,
    region: row.region,
    beneficiary: row.beneficiary,
    goal: row.goal,
    raised: row.raised,
    donor_count: row.donor_count,
    percent_funded: percentFunded(row.raised, row.goal),
    currency: 'GHS',
    deadline: row.deadline,
    days_left: Math.max(0, daysLeft(row.deadline, today)),
    status: row.status,
    cover:
      row.cover_upload_id && row.cover_variants
        ? describeUpload({ id: row.cover_upload_id, kind: 'image', width: row.cover_width ?? 0, height: row.cover_height ?? 0, variants: row.cover_variants })
        : null,
    owner: row.owner_id ? { id: row.owner_id, name: row.owner_name ?? 'A Nnoboa member', verified: row.owner_verified === true } : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function toOwnerView(row: CampaignListRow): CampaignOwnerView {
  return {
    moderation_reason: row.moderation_reason,
    closed_reason: row.closed_reason,
    submitted_at: iso(row.submitted_at),
    approved_at: iso(row.approved_at),
  };
}

export const toUpdate = (row: UpdateRow): CampaignUpdateDto => ({
  id: row.id,
  title: row.title,
  body: row.body,
  is_impact: row.is_impact,
  created_at: row.created_at.toISOString(),
});
