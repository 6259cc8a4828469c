/** Building blocks for payment tests: start a donation, choose on the demo checkout, verify, send webhooks. */
import { signBody } from '../../server/payments/paystack-shapes';
import { derivePaymentSecrets } from '../../server/payments/secrets';
import { call, createStory, setStatus, type Person } from './fixtures';
import type { TestServer } from './test-server';

export interface Started {
  reference: string;
  checkout_url: string;
  access_token: string;
}

export const mobileMoney = (campaign: string, extra: Record<string, unknown> = {}) => ({
  campaign,
  amount: 5_000,
  method: 'mtn_momo',
  phone: '024 123 4567',
  donor_name: 'Ama Owusu',
  ...extra,
});

export async function activeStory(server: TestServer, owner: Person, overrides: Record<string, unknown> = {}) {
  const story = await createStory(server, owner, overrides);
  await setStatus(server, story.id, 'active');
  return story;
}

export async function startDonation(server: TestServer, body: Record<string, unknown>, token?: string): Promise<Started> {
  const response = await call(server, 'POST', '/api/donations', body, token);
  if (response.status !== 201) throw new Error(`donation answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Started;
}

/** What the demo checkout does when the payer taps approve, decline or cancel. */
export function chooseOnDemo(server: TestServer, reference: string, choice: 'approve' | 'decline' | 'cancel') {
  return fetch(`${server.url}/pay/demo/${reference}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ choice }).toString(),
    redirect: 'manual',
  });
}

export function verifyDonation(server: TestServer, reference: string, accessToken: string | null, cancelled = false, bearer?: string) {
  return call(
    server,
    'POST',
    `/api/donations/${reference}/verify`,
    { cancelled },
    bearer,
    accessToken ? { 'x-donation-token': accessToken } : {},
  );
}

export async function totals(server: TestServer, campaignId: string): Promise<{ raised: number; donor_count: number }> {
  const [row] = await server.app.db.query<{ raised: number; donor_count: number }>(
    'select raised, donor_count from campaigns where id = $1',
    [campaignId],
  );
  if (!row) throw new Error('no such campaign');
  return row;
}

export async function donationRow(server: TestServer, reference: string) {
  const [row] = await server.app.db.query<Record<string, unknown> & { status: string; amount: number }>(
    'select * from donations where reference = $1',
    [reference],
  );
  return row;
}

/** A Paystack-shaped charge.success body for a reference. */
export function chargeSuccess(reference: string, amount: number, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({
    event: 'charge.success',
    data: {
      id: 302961,
      domain: 'test',
      status: 'success',
      reference,
      amount,
      gateway_response: 'Approved',
      paid_at: new Date().toISOString(),
      channel: 'mobile_money',
      currency: 'GHS',
      ...extra,
    },
  });
}

export function refundProcessed(reference: string, amount: number): string {
  return JSON.stringify({
    event: 'refund.processed',
    data: { status: 'processed', transaction_reference: reference, amount, currency: 'GHS', domain: 'test' },
  });
}

export function postWebhook(server: TestServer, body: string, signature: string | null) {
  return fetch(`${server.url}/api/payments/webhook/paystack`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'x-paystack-signature': signature }) },
    body,
  });
}

export const sign = signBody;

/** The demo provider's webhook secret for a test server (derived from its JWT secret, as the server does). */
export function demoSecret(server: TestServer): string {
  return derivePaymentSecrets(new TextEncoder().encode(server.config.auth.jwtSecret ?? '')).demoWebhookSecret;
}
