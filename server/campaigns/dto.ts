/** What the API answers for a story: money in pesewas, dates as ISO text, photos with srcset. */
import { daysLeft, percentFunded, type CampaignCategory } from '../../contract/rules/campaign';
import type { StoryCard, StoryOrganiser, StoryOwnerView, StoryUpdate } from '../../contract/api/campaigns';
import { describeUpload } from '../uploads/storage';
import type { CampaignListRow, OrganiserRow, UpdatePhotoRow, UpdateRow } from './repository';

/** A photo from the columns a query joined in, or null when there is none. */
function joinedUpload(
  kind: 'image' | 'avatar',
  id: string | null,
  width: number | null,
  height: number | null,
  variants: Array<{ width: number; height: number }> | null,
) {
  return id && variants ? describeUpload({ id, kind, width: width ?? 0, height: height ?? 0, variants }) : null;
}

/** Shown for an owner who gave no name. */
const memberName = 'A Nnoboa member';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toCard(row: CampaignListRow, today = new Date()): StoryCard {
  return {
    id: row.id,
    slug: row.slug,
    short_number: String(row.short_number),
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
    cover: joinedUpload('image', row.cover_upload_id, row.cover_width, row.cover_height, row.cover_variants),
    owner: row.owner_id ? { id: row.owner_id, name: row.owner_name ?? memberName, verified: row.owner_verified === true } : null,
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

export const toOrganiser = (row: OrganiserRow): StoryOrganiser => ({
  name: row.full_name ?? memberName,
  photo: joinedUpload('avatar', row.photo_id, row.photo_width, row.photo_height, row.photo_variants),
  region: row.region,
  member_since: row.created_at.toISOString(),
  verified: row.verified,
  earlier_stories: { reached_goal: row.reached_goal, closed_short: row.closed_short, live: row.live },
});

/** An update with its photos (`photos` may hold other updates' too: only its own are taken, in their order). */
export const toUpdate = (row: UpdateRow, photos: readonly UpdatePhotoRow[]): StoryUpdate => ({
  id: row.id,
  title: row.title,
  body: row.body,
  is_impact: row.is_impact,
  photos: photos.filter((photo) => photo.update_id === row.id).map((photo) => describeUpload({ ...photo, kind: 'image' })),
  created_at: row.created_at.toISOString(),
});
