/**
 * The movements of money, each written as one balanced journal in the
 * transaction of the change it records (the caller's `tx`):
 * - a donation in: donors → available (card money available `cardHoldDays` later, contract/rules/payout.ts);
 * - a refund: available → donors; what the story no longer holds (it was
 *   already paid out) is covered by the platform, so the story never owes;
 * - a withdrawal reserving money: available → reserved;
 * - paid: reserved → paid_out; released after a failure: reserved → available;
 * - a paid transfer reversed: paid_out → available;
 * - cash collected in person, once confirmed: in_person_givers → in_person,
 *   two accounts no other journal touches, so cash counts toward a story's
 *   progress and never toward what it holds or can withdraw.
 */
import type { DonationMethod } from '../../contract/rules/donation';
import { payoutLimits } from '../../contract/rules/payout';
import type { Queryable } from '../db/database';
import { ledgerRepository, type BalanceRow, type JournalKind, type LedgerAccount } from './repository';

const dayMs = 86_400_000;

interface WithdrawalMoney {
  withdrawalId: string;
  campaignId: string;
  amount: number;
}

/** When a donation's money may be withdrawn: card money is kept back for chargebacks. */
export function availableFrom(method: DonationMethod, paidAt: Date): Date | null {
  return method === 'card' ? new Date(paidAt.getTime() + payoutLimits.cardHoldDays * dayMs) : null;
}

/** A withdrawal's money moving from one of the story's accounts to another. */
const move =
  (kind: JournalKind, from: LedgerAccount, to: LedgerAccount) =>
  (tx: Queryable, w: WithdrawalMoney): Promise<void> =>
    ledgerRepository.post(tx, {
      campaignId: w.campaignId,
      kind,
      withdrawalId: w.withdrawalId,
      lines: [
        { account: from, amount: -w.amount },
        { account: to, amount: w.amount },
      ],
    });

export const ledgerBook = {
  /** The story's balances, after waiting for its other money writers. */
  async lockedBalances(tx: Queryable, campaignId: string): Promise<BalanceRow> {
    await ledgerRepository.lockStory(tx, campaignId);
    return ledgerRepository.balances(tx, campaignId);
  },

  async donationIn(tx: Queryable, d: { donationId: string; campaignId: string; amount: number; method: DonationMethod; paidAt: Date }) {
    await ledgerRepository.post(tx, {
      campaignId: d.campaignId,
      kind: 'donation',
      donationId: d.donationId,
      lines: [
        { account: 'donors', amount: -d.amount },
        { account: 'available', amount: d.amount, availableAt: availableFrom(d.method, d.paidAt) },
      ],
    });
  },

  async refund(tx: Queryable, d: { donationId: string; campaignId: string; amount: number }) {
    const heldUntil = await ledgerRepository.donationAvailableAt(tx, d.donationId);
    const balances = await this.lockedBalances(tx, d.campaignId);
    // Still held: it leaves the held money it came in as. Otherwise from what is available, the platform covering the rest.
    const stillHeld = heldUntil !== null && heldUntil.getTime() > Date.now();
    const fromStory = stillHeld ? d.amount : Math.min(d.amount, Math.max(0, balances.available));
    await ledgerRepository.post(tx, {
      campaignId: d.campaignId,
      kind: 'refund',
      donationId: d.donationId,
      lines: [
        { account: 'donors', amount: d.amount },
        ...(fromStory > 0 ? [{ account: 'available' as const, amount: -fromStory, availableAt: stillHeld ? heldUntil : null }] : []),
        ...(fromStory < d.amount ? [{ account: 'platform' as const, amount: fromStory - d.amount }] : []),
      ],
    });
  },

  async cashIn(tx: Queryable, c: { collectionId: string; campaignId: string; amount: number }) {
    await ledgerRepository.post(tx, {
      campaignId: c.campaignId,
      kind: 'cash',
      cashCollectionId: c.collectionId,
      lines: [
        { account: 'in_person_givers', amount: -c.amount },
        { account: 'in_person', amount: c.amount },
      ],
    });
  },

  /** Refused by the database (a check violation) when the story's available balance is short. */
  reserve: move('reserve', 'available', 'reserved'),
  paid: move('payout', 'reserved', 'paid_out'),
  released: move('release', 'reserved', 'available'),
  reversed: move('reversal', 'paid_out', 'available'),
};
