/** What the API answers about donations. */
import type { DonorWallEntry } from '../../contract/api/campaigns';
import type { DonationReceipt } from '../../contract/api/donations';
import type { DonationWithStory, PublicDonationRow } from './repository';

/**
 * What the success and cancel pages are told about a donation: its outcome,
 * the amount and the story. Never who gave, their e-mail, phone or message,
 * so a reference in a shared screenshot gives nothing personal away.
 */
export function toReceipt(row: DonationWithStory): DonationReceipt {
  const provider = row.provider === 'paystack' ? 'paystack' : 'demo';
  return {
    reference: row.reference,
    status: row.status,
    amount: row.amount,
    currency: 'GHS',
    method: row.method,
    provider,
    test_mode: provider === 'demo',
    campaign: { id: row.campaign_id, slug: row.campaign_slug, title: row.campaign_title },
    failure_reason: row.failure_reason,
    paid_at: row.paid_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

/** What the donor wall shows: a name or "Anonymous", the amount unless hidden, the message, the time. */
export function toWallEntry(row: PublicDonationRow): DonorWallEntry {
  return {
    id: row.id,
    name: row.is_anonymous || !row.donor_name ? 'Anonymous' : row.donor_name,
    amount: row.hide_amount ? null : row.amount,
    message: row.message,
    created_at: row.paid_at.toISOString(),
  };
}
