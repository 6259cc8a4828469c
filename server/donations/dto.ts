/**
 * What the success and cancel pages are told about a donation: its outcome,
 * the amount and the story. Never who gave, their e-mail, phone or message,
 * so a reference in a shared screenshot gives nothing personal away.
 */
import type { DonationMethod, DonationStatus } from '../../src/lib/shared/donation-rules';
import type { DonationWithStory } from './repository';

export interface DonationReceipt {
  reference: string;
  status: DonationStatus;
  /** Pesewas: what the provider confirmed once succeeded, what was asked before. */
  amount: number;
  currency: 'GHS';
  method: DonationMethod;
  provider: 'demo' | 'paystack';
  /** True for the demo checkout, where no money moves. */
  test_mode: boolean;
  campaign: { id: string; slug: string; title: string };
  failure_reason: string | null;
  paid_at: string | null;
  created_at: string;
}

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
