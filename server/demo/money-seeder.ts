/**
 * The demo stories' money in the ledger: every seeded gift counted, as
 * settling would have; then what some success stories already paid out to
 * their owners' mobile money, so their open ledgers show where it went.
 */
import { createHash } from 'node:crypto';
import { mobileMoneyCodes, mobileMoneyNames, normaliseAccountNumber, type MobileMoneyPayout } from '../../contract/rules/payout';
import type { Seeder } from '../db/seed';
import { ledgerBook } from '../ledger/book';
import { ledgerPort } from '../ledger/port';
import { demoDataRepository } from './repository';
import { stableUuid } from './story-seeder';
import { demoOwners, demoStories, demoWithdrawals } from './stories';

const dayMs = 86_400_000;

/** The network a Ghana number belongs to, by its prefix (020/050 Telecel, 026/027/056/057 AirtelTigo, the rest MTN). */
function networkOf(localNumber: string): MobileMoneyPayout {
  const prefix = localNumber.slice(1, 3);
  if (['20', '50'].includes(prefix)) return 'telecel_cash';
  if (['26', '27', '56', '57'].includes(prefix)) return 'airteltigo_money';
  return 'mtn_momo';
}

export const demoMoneySeeder: Seeder = {
  name: 'money',
  tables: ['ledger_entries', 'payout_accounts', 'withdrawals'],
  async run(tx) {
    await ledgerPort.countSettledDonations(tx);
    const accounts = new Map<string, string>();
    for (const planned of demoWithdrawals) {
      const story = demoStories.find((s) => s.key === planned.storyKey);
      const owner = demoOwners.find((o) => o.key === story?.ownerKey);
      if (!story || !owner) throw new Error(`demo withdrawal of an unknown story or owner: ${planned.storyKey}`);
      const ownerId = stableUuid(`owner:${owner.key}`);
      const campaignId = stableUuid(`story:${story.key}`);
      let accountId = accounts.get(owner.key);
      if (!accountId) {
        const accountNumber = normaliseAccountNumber('mtn_momo', owner.phone);
        if (!accountNumber) throw new Error(`demo owner ${owner.key} has no mobile number`);
        const method = networkOf(accountNumber);
        accountId = stableUuid(`payout-account:${owner.key}`);
        await demoDataRepository.insertPayoutAccount(tx, {
          id: accountId,
          userId: ownerId,
          method,
          accountNumber,
          bankCode: mobileMoneyCodes[method],
          bankName: mobileMoneyNames[method],
          accountName: owner.fullName.toUpperCase(),
          confirmedAt: new Date(Date.now() - story.createdDaysAgo * dayMs),
        });
        accounts.set(owner.key, accountId);
      }
      const id = stableUuid(`withdrawal:${planned.storyKey}:${planned.daysAgo}`);
      const requestedAt = new Date(Date.now() - planned.daysAgo * dayMs);
      await demoDataRepository.insertPaidWithdrawal(tx, {
        id,
        campaignId,
        ownerId,
        accountId,
        amount: planned.amount,
        purpose: planned.purpose,
        reference: `wd_demo_${createHash('sha256').update(id).digest('hex').slice(0, 20)}`,
        requestedAt,
        paidAt: new Date(requestedAt.getTime() + dayMs),
      });
      // As paying it did: reserved from what was available, then paid out (the database refuses more than the story holds).
      await ledgerBook.reserve(tx, { withdrawalId: id, campaignId, amount: planned.amount });
      await ledgerBook.paid(tx, { withdrawalId: id, campaignId, amount: planned.amount });
    }
  },
};
