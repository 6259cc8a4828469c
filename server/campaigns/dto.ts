/** What the API answers for a story: money in pesewas, dates as ISO text, photos with srcset. */
import { daysLeft, percentFunded, type CampaignCategory } from '../../contract/rules/campaign';
import type { StoryCard, StoryOwnerView, StoryUpdate } from '../../contract/api/campaigns';
import { describeUpload } from '../uploads/storage';
import type { CampaignListRow, UpdateRow } from './repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toCard(row: CampaignListRow, today = new Date()): StoryCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    category: row.category as CampaignCategory,
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
        ? describeUpload({
            id: row.cover_upload_id,
            kind: 'image',
            width: row.cover_width ?? 0,
            height: row.cover_height ?? 0,
            variants: row.cover_variants,
          })
        : null,
    owner: row.owner_id ? { id: row.owner_id, name: row.owner_name ?? 'A Nnoboa member', verified: row.owner_verified === true } : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function toOwnerView(row: CampaignListRow): StoryOwnerView {
  return {
    moderation_reason: row.moderation_reason,
    closed_reason: row.closed_reason,
    submitted_at: iso(row.submitted_at),
    approved_at: iso(row.approved_at),
  };
}

export const toUpdate = (row: UpdateRow): StoryUpdate => ({
  id: row.id,
  title: row.title,
  body: row.body,
  is_impact: row.is_impact,
  created_at: row.created_at.toISOString(),
});
