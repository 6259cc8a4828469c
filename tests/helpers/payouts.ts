/** Building blocks for money-out tests: verified owners, payout accounts, funded stories, withdrawals, co-signers, transfers. */
import { randomBytes } from 'node:crypto';
import type { StoryLedger } from '../../contract/api/ledger';
import type { Withdrawal } from '../../contract/api/withdrawals';
import { signUpAndVerify, uniqueEmail } from './auth';
import { admin, call, donate, type Person } from './fixtures';
import { activeStory } from './payments';
import type { TestServer } from './test-server';

/** Someone whose identity an admin verified, with the name on their profile. */
export async function verifiedOwner(server: TestServer, fullName = 'Ama Serwaa Mensah', label = 'owner'): Promise<Person> {
  const made = await signUpAndVerify(server, uniqueEmail(label), { full_name: fullName });
  await server.app.db.query(
    `update users set full_name = $2, verification_status = 'verified', ghana_card_number = $3, verification_requested_at = now(),
            verification_decided_at = now() where id = $1`,
    [made.userId, fullName, `GHA-${String(100_000_000 + Math.floor(Math.random() * 899_999_999)).slice(0, 9)}-1`],
  );
  return made;
}

let walletCounter = Math.floor(Math.random() * 100_000);

/** A new wallet number (never handed out twice) that the demo provider resolves to the holder it lists at `holderIndex`. */
export function walletFor(holderIndex: number): string {
  // The demo picks its seven holders by the sum of the number's digits, modulo 7.
  for (;;) {
    const number = `024${String(++walletCounter * 7)
      .padStart(7, '0')
      .slice(-7)}`;
    const sum = [...number].reduce((s, d) => s + Number(d), 0);
    if (sum % 7 === holderIndex && !number.endsWith('0000')) return number;
  }
}

/** Saves and confirms a payout account (by default an MTN wallet held by AMA SERWAA MENSAH on the demo provider). */
export async function payoutAccount(
  server: TestServer,
  owner: Person,
  body: Record<string, unknown> = { method: 'mtn_momo', account_number: walletFor(0) },
): Promise<{ id: string; account_name: string }> {
  const saved = await call(server, 'PUT', '/api/dashboard/payout-account', body, owner.accessToken);
  if (saved.status !== 200) throw new Error(`payout account answered ${saved.status}: ${await saved.text()}`);
  const { pending } = (await saved.json()) as { pending: { id: string; account_name: string } };
  const confirmed = await call(server, 'POST', '/api/dashboard/payout-account/confirm', { id: pending.id }, owner.accessToken);
  if (confirmed.status !== 200) throw new Error(`confirm answered ${confirmed.status}: ${await confirmed.text()}`);
  return pending;
}

/** The account was set long ago: its first-set alert and hold do not apply. */
export async function ageAccounts(server: TestServer, owner: Person, hours = 72): Promise<void> {
  await server.app.db.query(
    `update payout_accounts set confirmed_at = confirmed_at - $2 * interval '1 hour', hold_until = null where user_id = $1 and confirmed_at is not null`,
    [owner.userId, hours],
  );
}

/** A live story of a verified owner with a payout account, holding `amount` pesewas of mobile money. */
export async function fundedStory(server: TestServer, owner: Person, amount: number, overrides: Record<string, unknown> = {}) {
  const story = await activeStory(server, owner, overrides);
  if (amount > 0) await donate(server, story.id, amount, { name: 'Kofi Mensah' });
  return story;
}

export function withdraw(server: TestServer, owner: Person, campaignId: string, body: Record<string, unknown>) {
  return call(server, 'POST', `/api/campaigns/${campaignId}/withdrawals`, body, owner.accessToken);
}

export async function withdrawOk(
  server: TestServer,
  owner: Person,
  campaignId: string,
  amount: number,
  purpose = 'School fees for the first term',
) {
  const response = await withdraw(server, owner, campaignId, { amount, purpose });
  if (response.status !== 201) throw new Error(`withdrawal answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Withdrawal;
}

export async function adminDecides(server: TestServer, who: Person, withdrawalId: string, action: 'approve' | 'reject', reason?: string) {
  return call(server, 'POST', `/api/admin/withdrawals/${withdrawalId}/${action}`, reason ? { reason } : undefined, who.accessToken);
}

export const anAdmin = (server: TestServer) => admin(server);

/** The story's money as the ledger holds it. */
export async function ledgerOf(server: TestServer, campaignId: string) {
  const response = await fetch(`${server.url}/api/campaigns/${campaignId}/ledger`);
  if (response.status !== 200) throw new Error(`ledger answered ${response.status}`);
  return (await response.json()) as StoryLedger;
}

export async function withdrawalRow(server: TestServer, id: string) {
  const [row] = await server.app.db.query<{ status: string; reference: string; reason: string | null; transfer_code: string | null }>(
    'select status, reference, reason, transfer_code from withdrawals where id = $1',
    [id],
  );
  return row;
}

/** Whoever runs the demo says what the "bank" did with a transfer. */
export function playDemoTransfer(server: TestServer, reference: string, outcome: 'success' | 'failed' | 'reversed') {
  return fetch(`${server.url}/pay/demo/transfers/${reference}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome }).toString(),
    redirect: 'manual',
  });
}

/** Invites someone to co-sign a story and has them accept (they sign up with that address). */
export async function cosigner(server: TestServer, owner: Person, campaignId: string, fullName = 'Yaw Darko'): Promise<Person> {
  const email = uniqueEmail('cosigner');
  const invited = await call(server, 'POST', `/api/campaigns/${campaignId}/treasurers`, { email }, owner.accessToken);
  if (invited.status !== 201) throw new Error(`invite answered ${invited.status}: ${await invited.text()}`);
  const { id } = (await invited.json()) as { id: string };
  // The invitation goes out from the job queue: let it arrive before the sign-up link, the newest e-mail.
  await server.app.payouts.notices.drain();
  const made = await signUpAndVerify(server, email, { full_name: fullName });
  const accepted = await call(server, 'POST', `/api/treasurers/${id}/accept`, undefined, made.accessToken);
  if (accepted.status !== 200) throw new Error(`accept answered ${accepted.status}: ${await accepted.text()}`);
  return { email, userId: made.userId, accessToken: made.accessToken };
}

export const randomReference = () => `wd_${randomBytes(10).toString('hex')}`;
