/** Donations as the API takes and answers them (money in pesewas): one contract for the server and the browser. */
import type { DonationMethod, DonationStatus } from '../rules/donation';

/** What the donate form sends to start a donation. */
export interface DonationRequest {
  campaign: string;
  amount: number;
  method: DonationMethod;
  phone?: string;
  donor_name?: string;
  anonymous?: boolean;
  hide_amount?: boolean;
  message?: string;
  email?: string;
}

/**
 * What the success and cancel pages are told about a donation: its outcome,
 * the amount and the story; never who gave.
 */
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
