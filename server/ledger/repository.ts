/**
 * SQL for the ledger: journals of balanced entries (never changed), the
 * per-story lock that money writers take turns on, and balances read back.
 * The database refuses an available balance below zero (0013_ledger.sql).
 */
import { randomUUID } from 'node:crypto';
import { payoutLimits } from '../../contract/rules/payout';
import type { Queryable } from '../db/database';
import { jsonRows } from '../db/json-rows';

/** `in_person_givers` and `in_person` hold cash collected in person, apart: no journal joins them to the others (0050_cash_in_person.sql). */
export type LedgerAccount = 'donors' | 'available' | 'reserved' | 'paid_out' | 'platform' | 'in_person_givers' | 'in_person';
export type JournalKind = 'donation' | 'refund' | 'reserve' | 'payout' | 'release' | 'reversal' | 'cash';

export interface LedgerLine {
  account: LedgerAccount;
  /** Pesewas; the lines of a journal sum to zero. */
  amount: number;
  /** When the money counts as available (card money: `cardHoldDays` after payment); now when missing. */
  availableAt?: Date | null;
}

export interface Journal {
  campaignId: string;
  kind: JournalKind;
  donationId?: string;
  withdrawalId?: string;
  cashCollectionId?: string;
  lines: LedgerLine[];
}

export interface BalanceRow {
  raised: number;
  refunded: number;
  available: number;
  held: number;
  reserved: number;
  paid_out: number;
  /** Confirmed cash collected in person: progress, never money held. */
  in_person: number;
  next_release_at: Date | null;
}

export interface MoneyInRow {
  date: string;
  gifts: number;
  amount: number;
  private_gifts: number;
}

// A story's money, from the balances every entry adds to (0020_scale_reads.sql): what counts now,
// and the money held until it counts (card money, `cardHoldDays`, by the hour it comes free: 0022_scale_fixes.sql),
// whichever side of "now" that hour is.
const balanceColumns = `
  coalesce(-sum(amount) filter (where account = 'donors'), 0) as raised,
  coalesce(sum(amount) filter (where account = 'donors' and kind = 'refund'), 0) as refunded,
  coalesce(sum(amount) filter (where account = 'available' and ready), 0) as available,
  coalesce(sum(amount) filter (where account = 'available' and not ready), 0) as held,
  coalesce(sum(amount) filter (where account = 'reserved'), 0) as reserved,
  coalesce(sum(amount) filter (where account = 'paid_out'), 0) as paid_out,
  coalesce(sum(amount) filter (where account = 'in_person'), 0) as in_person,
  min(available_at) filter (where account = 'available' and not ready and amount > 0) as next_release_at`;

const entriesOf = (stories: string) => `(
  select campaign_id, account, kind, amount, true as ready, null::timestamptz as available_at
    from ledger_balances where campaign_id ${stories}
  union all
  select campaign_id, account, kind, amount, release_at <= clock_timestamp(), release_at
    from ledger_holds where campaign_id ${stories}) e`;

export const noBalances: BalanceRow = {
  raised: 0,
  refunded: 0,
  available: 0,
  held: 0,
  reserved: 0,
  paid_out: 0,
  in_person: 0,
  next_release_at: null,
};

// "Now" is the clock when the balance is read, not the start of the transaction: after waiting for
// the story's lock, money another writer committed meanwhile (stamped with its own start) counts.

export const ledgerRepository = {
  /** Writers of one story's money take turns until the end of their transaction (the same lock the database's check takes). */
  async lockStory(db: Queryable, campaignId: string): Promise<void> {
    await db.query(`select pg_advisory_xact_lock(hashtextextended('ledger:' || $1::text, 0))`, [campaignId]);
  },

  /** Writes one journal, all its lines in one statement. */
  async post(db: Queryable, journal: Journal): Promise<void> {
    const lines = journal.lines.map((line) => ({
      account: line.account,
      amount: line.amount,
      available_at: line.availableAt?.toISOString() ?? null,
    }));
    await db.query(
      `insert into ledger_entries (journal_id, campaign_id, account, amount, kind, donation_id, withdrawal_id, cash_collection_id, available_at)
       select $1, $2, l.account, l.amount, $3, $4, $5, $6, coalesce(l.available_at, now())
         from jsonb_to_recordset($7::jsonb) as l(account text, amount bigint, available_at timestamptz)`,
      [
        randomUUID(),
        journal.campaignId,
        journal.kind,
        journal.donationId ?? null,
        journal.withdrawalId ?? null,
        journal.cashCollectionId ?? null,
        JSON.stringify(lines),
      ],
    );
  },

  async balances(db: Queryable, campaignId: string): Promise<BalanceRow> {
    const [row] = await db.query<BalanceRow>(`select ${balanceColumns} from ${entriesOf('= $1')}`, [campaignId]);
    return row ?? { ...noBalances };
  },

  /** Each story's balances: read story by story through its index, so 50 stories cost 50 short reads, not a scan of every hold. */
  async balancesOf(db: Queryable, campaignIds: readonly string[]): Promise<Map<string, BalanceRow>> {
    if (campaignIds.length === 0) return new Map();
    const rows = await db.query<BalanceRow & { campaign_id: string }>(
      `select s.id as campaign_id, b.* from unnest($1::uuid[]) as s(id) cross join lateral (select ${balanceColumns} from ${entriesOf('= s.id')}) b`,
      [campaignIds],
    );
    return new Map(rows.map(({ campaign_id, ...row }) => [campaign_id, row]));
  },

  /** When a donation's money counts as available (its entry in the ledger), or null when it was never counted. */
  async donationAvailableAt(db: Queryable, donationId: string): Promise<Date | null> {
    const [row] = await db.query<{ available_at: Date }>(
      `select available_at from ledger_entries where donation_id = $1 and kind = 'donation' and account = 'available'`,
      [donationId],
    );
    return row?.available_at ?? null;
  },

  /** Whether a donation's money is in the ledger (and whether it went out again). */
  async donationJournals(db: Queryable, donationId: string): Promise<JournalKind[]> {
    const rows = await db.query<{ kind: JournalKind }>(`select distinct kind from ledger_entries where donation_id = $1 order by kind`, [
      donationId,
    ]);
    return rows.map((row) => row.kind);
  },

  /**
   * Counts settled gifts that are not in the ledger yet: demo data and the
   * seeding of tests write donations directly (the migration did the same for
   * donations older than the ledger). Card money is held `cardHoldDays` from payment, as ./book.ts holds it.
   */
  async countSettledDonations(db: Queryable): Promise<void> {
    await db.query(
      `insert into ledger_entries (journal_id, campaign_id, account, amount, kind, donation_id, available_at, created_at)
       select md5('donation:' || d.id::text)::uuid, d.campaign_id, e.account, e.amount, 'donation', d.id,
              case when d.method = 'card' and e.account = 'available' then d.paid_at + make_interval(days => $1::int) else d.paid_at end,
              d.paid_at
         from donations d cross join lateral (values ('donors', -d.amount), ('available', d.amount)) as e(account, amount)
        where d.status = 'succeeded' and d.paid_at is not null
          and not exists (select 1 from ledger_entries l where l.donation_id = d.id)`,
      [payoutLimits.cardHoldDays],
    );
  },

  /** Money in by day (Ghana's time is UTC): donations still counted, the private amounts counted but not summed. */
  moneyInByDay(db: Queryable, campaignId: string, days: number): Promise<MoneyInRow[]> {
    return jsonRows<MoneyInRow>(
      db,
      `select to_char(day, 'YYYY-MM-DD') as date, gifts, amount, private_gifts
         from campaign_daily where campaign_id = $1 and gifts > 0
        order by day desc limit $2`,
      [campaignId, days],
      'date desc',
    );
  },
};
