/**
 * The fraud rules about money going out. Each reads what it needs after the
 * withdrawal (or the payout account) was committed and answers the alert to
 * raise, with its evidence, or null. Thresholds live in ./thresholds.ts.
 */
import { createHash } from 'node:crypto';
import { maskAccountNumber, namesMatch } from '../../contract/rules/payout';
import type { Queryable } from '../db/database';
import type { DomainEvents } from '../events/bus';
import { ledgerPort } from '../ledger/port';
import { withdrawalFactsRepository as facts, type PayoutDestination, type WithdrawalFacts } from './facts-repository';
import type { AlertCandidate } from './repository';
import { fraudThresholds as limits } from './thresholds';

type Requested = DomainEvents['withdrawal.requested'];
const iso = (value: Date | null) => value?.toISOString() ?? null;

const about = (w: WithdrawalFacts) => ({
  campaignId: w.campaign_id,
  withdrawalId: w.id,
  userId: w.owner_id,
});

/** A withdrawal soon after the payout account was set or changed: the pattern of a taken-over account. */
export async function withdrawalAfterAccountChange(db: Queryable, event: Requested): Promise<AlertCandidate | null> {
  const w = await facts.withdrawal(db, event.withdrawalId);
  const { hours } = limits.withdrawalAfterAccountChange;
  if (!w || w.hours_since_account_set === null || w.hours_since_account_set >= hours) return null;
  return {
    rule: 'withdrawal_after_account_change',
    targetKey: `withdrawal:${w.id}`,
    ...about(w),
    evidence: {
      amount: w.amount,
      account_set_at: iso(w.account_confirmed_at),
      requested_at: iso(w.requested_at),
      hours_after: Math.round(w.hours_since_account_set * 10) / 10,
      threshold_hours: hours,
      account_number: maskAccountNumber(w.account_number),
    },
  };
}

/** The account's holder is not the verified person. */
export async function payoutNameMismatch(db: Queryable, event: Requested): Promise<AlertCandidate | null> {
  const w = await facts.withdrawal(db, event.withdrawalId);
  if (!w || (w.owner_name && namesMatch(w.account_name, w.owner_name))) return null;
  return {
    rule: 'payout_name_mismatch',
    targetKey: `withdrawal:${w.id}`,
    ...about(w),
    evidence: {
      amount: w.amount,
      account_name: w.account_name,
      verified_name: w.owner_name,
      verification: w.owner_verification,
      account_number: maskAccountNumber(w.account_number),
    },
  };
}

async function sharedAccount(
  db: Queryable,
  account: PayoutDestination,
  context: { campaignId: string | null; withdrawalId: string | null },
): Promise<AlertCandidate | null> {
  const others = await facts.otherOwnersOf(db, account);
  if (others.length === 0) return null;
  const destination = createHash('sha256').update(`${account.method}:${account.bank_code}:${account.account_number}`).digest('hex');
  return {
    rule: 'shared_payout_account',
    targetKey: `payout-destination:${destination.slice(0, 32)}`,
    campaignId: context.campaignId,
    withdrawalId: context.withdrawalId,
    userId: account.user_id,
    evidence: {
      method: account.method,
      bank_code: account.bank_code,
      account_number: maskAccountNumber(account.account_number),
      account_name: account.account_name,
      owners: others.length + 1,
      other_owners: others.map((o) => ({ user_id: o.user_id, email: o.email, confirmed_at: iso(o.confirmed_at) })),
    },
  };
}

/** One payout account used by several owners: on confirming it, and on withdrawing to it. */
export async function sharedPayoutAccountConfirmed(
  db: Queryable,
  event: DomainEvents['payout_account.confirmed'],
): Promise<AlertCandidate | null> {
  const account = await facts.account(db, event.accountId);
  return account ? sharedAccount(db, account, { campaignId: null, withdrawalId: null }) : null;
}

export async function sharedPayoutAccountWithdrawal(db: Queryable, event: Requested): Promise<AlertCandidate | null> {
  const w = await facts.withdrawal(db, event.withdrawalId);
  if (!w) return null;
  return sharedAccount(
    db,
    {
      id: w.account_id,
      user_id: w.owner_id,
      method: w.account_method,
      bank_code: w.account_bank_code,
      account_number: w.account_number,
      account_name: w.account_name,
    },
    { campaignId: w.campaign_id, withdrawalId: w.id },
  );
}

/** Most of a story's money withdrawn within a day of a burst of gifts from one payer (money laundered through a story). */
export async function withdrawalAfterBurst(db: Queryable, event: Requested): Promise<AlertCandidate | null> {
  const w = await facts.withdrawal(db, event.withdrawalId);
  if (!w) return null;
  const { hours, share, donations, windowMinutes } = limits.withdrawalAfterBurst;
  const burst = await facts.largestBurst(db, { campaignId: w.campaign_id, withdrawalId: w.id, hours, windowMinutes });
  if (!burst || burst.donations < donations) return null;
  const [withdrawn, balances] = await Promise.all([
    facts.withdrawnWithin(db, w.campaign_id, w.id, hours),
    ledgerPort.balances(db, w.campaign_id),
  ]);
  if (balances.raised <= 0 || withdrawn <= balances.raised * share) return null;
  return {
    rule: 'withdrawal_after_burst',
    targetKey: `withdrawal:${w.id}`,
    ...about(w),
    evidence: {
      payer_key: burst.payer_key,
      burst_donations: burst.donations,
      burst_amount: burst.amount,
      burst_at: iso(burst.last_at),
      withdrawn: withdrawn,
      raised: balances.raised,
      share: Math.round((withdrawn / balances.raised) * 100) / 100,
      threshold_share: share,
      window_hours: hours,
    },
  };
}
