/**
 * Reading the ledger: a story's totals, and its open ledger (money in by day,
 * money out with purpose and receipts, cash collected in person). Withdrawals
 * and cash records are read through ports their domains fill, so the ledger
 * knows nothing of how they are made.
 */
import type { PublicCash } from '../../contract/api/cash';
import type { MoneyTotals, PublicWithdrawal, StoryLedger } from '../../contract/api/ledger';
import type { Database, Queryable } from '../db/database';
import { ledgerRepository, noBalances, type BalanceRow } from './repository';

/** How many days of money in the open ledger shows. */
const moneyInDays = 366;

export function toTotals(row: BalanceRow): MoneyTotals {
  return {
    raised: row.raised,
    refunded: row.refunded,
    paid_out: row.paid_out,
    on_its_way: row.reserved,
    held: row.held,
    available: row.available,
    next_release_at: row.next_release_at?.toISOString() ?? null,
    collected_in_person: row.in_person,
  };
}

export type PublicWithdrawals = (db: Queryable, campaignId: string) => Promise<PublicWithdrawal[]>;
export type PublicCashOf = (campaignId: string) => Promise<PublicCash[]>;

export class LedgerService {
  constructor(
    private readonly db: Database,
    private readonly withdrawalsOf: PublicWithdrawals,
    private readonly cashOf: PublicCashOf,
  ) {}

  async totals(campaignId: string): Promise<MoneyTotals> {
    return toTotals(await ledgerRepository.balances(this.db, campaignId));
  }

  async totalsOf(campaignIds: readonly string[]): Promise<Map<string, MoneyTotals>> {
    const rows = await ledgerRepository.balancesOf(this.db, campaignIds);
    return new Map(campaignIds.map((id) => [id, toTotals(rows.get(id) ?? noBalances)]));
  }

  /** The open ledger of a story the caller was allowed to see. */
  async open(campaignId: string): Promise<StoryLedger> {
    const [balances, withdrawals, days, inPerson] = await Promise.all([
      ledgerRepository.balances(this.db, campaignId),
      this.withdrawalsOf(this.db, campaignId),
      ledgerRepository.moneyInByDay(this.db, campaignId, moneyInDays),
      this.cashOf(campaignId),
    ]);
    return { campaign_id: campaignId, currency: 'GHS', totals: toTotals(balances), withdrawals, money_in: days, in_person: inPerson };
  }
}
