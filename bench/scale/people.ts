/**
 * Who the run signs in as (the popular story's owner and an admin), with
 * access tokens made the way the server makes them, and the pending gifts the
 * webhook measurement settles. Written into the run's database before the
 * server starts.
 */
import type { Queryable } from '../../server/db/database';
import { AccessTokens } from '../../server/auth/access-tokens';
import { signatureHeader, signBody } from '../../server/payments/paystack-shapes';
import { derivePaymentSecrets } from '../../server/payments/secrets';
import { known } from './generate';

export const jwtSecret = 'scale-bench-secret-0123456789abcdef0123456789';
/** Every server of the run answers to this address, so a token of one is good on the other. */
export const publicUrl = 'http://127.0.0.1:8080';
export const giftPesewas = 200_000;

const sessions = { owner: '5ca1e000-0000-4000-8000-000000000001', admin: '5ca1e000-0000-4000-8000-000000000002' };

export interface Run {
  popularId: string;
  popularSlug: string;
  ownerToken: string;
  adminToken: string;
  /** References of pending gifts to the popular story, for the webhook. */
  gifts: string[];
}

/** Sessions, pending gifts and the ids the reads need; tokens signed with the run's secret. */
export async function prepareRun(db: Queryable, giftCount: number): Promise<Run> {
  const [ids] = await db.query<{ popular: string; slug: string; owner: string; admin: string }>(
    `select c.id as popular, c.slug, ${known.owner} as owner, ${known.admin} as admin from campaigns c where c.id = ${known.popularStory}`,
  );
  if (!ids) throw new Error('The data set has no popular story');
  await db.query(`insert into auth_sessions (id, user_id) values ($1, $2), ($3, $4) on conflict (id) do nothing`, [
    sessions.owner,
    ids.owner,
    sessions.admin,
    ids.admin,
  ]);
  const gifts = Array.from({ length: giftCount }, (_, i) => `wh-bench-${String(i).padStart(6, '0')}`);
  await db.query(
    `insert into donations (campaign_id, amount, requested_amount, donor_name, method, provider, reference, status, payer_key)
     select $1, $2, $2, 'Kofi Mensah', 'mtn_momo', 'demo', r, 'pending', md5(r) || md5('x' || r) from unnest($3::text[]) r
     on conflict (reference) do nothing`,
    [ids.popular, giftPesewas, gifts],
  );
  const tokens = new AccessTokens(new TextEncoder().encode(jwtSecret), `${publicUrl}/auth/v1`);
  const issue = async (userId: string, sessionId: string, email: string) =>
    (await tokens.issue({ userId, sessionId, email, phone: null, userMetadata: {} })).token;
  return {
    popularId: ids.popular,
    popularSlug: ids.slug,
    ownerToken: await issue(ids.owner, sessions.owner, 'user1@example.com'),
    adminToken: await issue(ids.admin, sessions.admin, 'user2@example.com'),
    gifts,
  };
}

/** A charge.success webhook for one pending gift, signed as the demo provider signs it. */
export function signedWebhook(reference: string): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify({
    event: 'charge.success',
    data: {
      id: 4_100_000 + Number(reference.replace(/\D/g, '')),
      domain: 'test',
      status: 'success',
      reference,
      amount: giftPesewas,
      gateway_response: 'Approved',
      paid_at: new Date().toISOString(),
      channel: 'mobile_money',
      currency: 'GHS',
    },
  });
  const secret = derivePaymentSecrets(new TextEncoder().encode(jwtSecret)).demoWebhookSecret;
  return { body, headers: { 'content-type': 'application/json', [signatureHeader]: signBody(body, secret) } };
}
