/** The donations API: start a donation, verify it, and which provider runs. */
import { api } from '../../lib/api';
import type { DonationReceipt, DonationRequest, DonationStarted, PaymentOptions } from '../../../contract/api/donations';
import { accessTokenFor, rememberDonation } from './donation-access';

/** Starts a donation and remembers its secret in this browser; answers where to pay. */
export async function startDonation(request: DonationRequest): Promise<string> {
  const { data } = await api.post<DonationStarted>('/api/donations', request);
  rememberDonation(data.reference, data.access_token);
  return data.checkout_url;
}

/** Asks the server to check with the payment provider; `cancelled` when the donor came back through cancel. */
export async function verifyDonation(reference: string, cancelled = false): Promise<DonationReceipt> {
  const token = accessTokenFor(reference);
  const { data } = await api.post<DonationReceipt>(
    `/api/donations/${encodeURIComponent(reference)}/verify`,
    { cancelled },
    token ? { headers: { 'X-Donation-Token': token } } : undefined,
  );
  return data;
}

export const fetchPaymentOptions = async (): Promise<PaymentOptions> => (await api.get<PaymentOptions>('/api/payments/options')).data;
