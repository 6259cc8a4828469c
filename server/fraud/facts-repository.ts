/**
 * SQL for what the fraud rules read about a donation, a story or its reports,
 * after the change was committed. Each reads a bounded number of rows through
 * an index, however many gifts a story has: a rule runs for every donation.
 */
import { reservingWithdrawalStatuses } from '../../contract/rules/payout';
import type { Queryable } from '../db/database';

/** The outsized-gift rule compares with the median of this many of the story's latest gifts. */
export const recentGifts = 500;
/** At most this many rows of one payer's gifts, or of a story's open reports, are read. */
const evidenceRows = 100;

export const fraudFactsRepository = {
  /** Succeeded donations of one payer to one story within `windowMinutes` before (and including) this one (the latest 100). */
  payerBurst(
    db: Queryable,
    f: { campaignId: string; payerKey: string; donationId: string; windowMinutes: number },
  ): Promise<Array<{ id: string; amount: number; paid_at: Date }>> {
    return db.query(
      `with this as (select coalesce(paid_at, created_at) as at from donations where id = $3)
       select * from (
         select d.id, d.amount, d.paid_at from donations d, this
          where d.campaign_id = $1 and d.payer_key = $2 and d.status = 'succeeded'
            and d.paid_at between this.at - $4 * interval '1 minute' and this.at
          order by d.paid_at desc limit $5) latest
        order by paid_at`,
      [f.campaignId, f.payerKey, f.donationId, f.windowMinutes, evidenceRows],
    );
  },

  /** The story's latest succeeded donations besides this one (at most `recentGifts`): how many, and their median amount. */
  async usualDonation(db: Queryable, campaignId: string, donationId: string): Promise<{ prior: number; median: number | null } | null> {
    const [usual] = await db.query<{ prior: number; median: number | null }>(
      `select count(*)::int as prior, percentile_cont(0.5) within group (order by amount) as median
         from (select amount from donations where campaign_id = $1 and status = 'succeeded' and id <> $2
                order by paid_at desc limit $3) recent`,
      [campaignId, donationId, recentGifts],
    );
    return usual ?? null;
  },

  /** The story's goal and its owner's account: age in days, verification. */
  async goalAndOwner(
    db: Queryable,
    campaignId: string,
  ): Promise<{ goal: number; created_at: Date; verification_status: string; age_days: number } | null> {
    const [row] = await db.query<{ goal: number; created_at: Date; verification_status: string; age_days: number }>(
      `select c.goal, u.created_at, u.verification_status, extract(epoch from now() - u.created_at)::float8 / 86400 as age_days
         from campaigns c join users u on u.id = c.owner_id where c.id = $1`,
      [campaignId],
    );
    return row ?? null;
  },

  async cover(db: Queryable, campaignId: string): Promise<{ upload_id: string; pixel_hash: string; owner_id: string | null } | null> {
    const [cover] = await db.query<{ upload_id: string; pixel_hash: string; owner_id: string | null }>(
      'select u.id as upload_id, u.pixel_hash, c.owner_id from campaigns c join uploads u on u.id = c.cover_upload_id where c.id = $1',
      [campaignId],
    );
    return cover ?? null;
  },

  /**
   * Covers of other owners' stories whose 64-bit pixel hash differs from this one in at most
   * `maxDistance` bits (at most 4: only the covers sharing a band with it are read, 0026_cover_bands.sql).
   */
  coverMatches(
    db: Queryable,
    f: { campaignId: string; pixelHash: string; ownerId: string | null; maxDistance: number },
  ): Promise<Array<{ id: string; title: string; slug: string; status: string; owner_id: string | null; distance: number }>> {
    if (f.maxDistance > 4) throw new Error('Pixel-hash bands find covers within 4 bits, no further');
    return db.query(
      `select c.id, c.title, c.slug, c.status, c.owner_id,
              bit_count(('x' || u.pixel_hash)::bit(64) # ('x' || $2)::bit(64))::int as distance
         from uploads u join campaigns c on c.cover_upload_id = u.id
        where pixel_bands(u.pixel_hash) && pixel_bands($2)
          and c.id <> $1 and c.owner_id is distinct from $3::uuid
          and bit_count(('x' || u.pixel_hash)::bit(64) # ('x' || $2)::bit(64)) <= $4
        order by distance, c.created_at limit 10`,
      [f.campaignId, f.pixelHash, f.ownerId, f.maxDistance],
    );
  },

  openReports(
    db: Queryable,
    campaignId: string,
  ): Promise<Array<{ id: string; reason: string; reporter_id: string | null; source: string }>> {
    return db.query(
      "select id, reason, reporter_id, source from reports where campaign_id = $1 and status = 'open' order by created_at limit $2",
      [campaignId, evidenceRows],
    );
  },
};

export interface WithdrawalFacts {
  id: string;
  campaign_id: string;
  amount: number;
  requested_at: Date;
  owner_id: string | null;
  owner_name: string | null;
  owner_verification: string | null;
  account_id: string;
  account_name: string;
  account_method: string;
  account_bank_code: string;
  account_number: string;
  account_confirmed_at: Date | null;
  /** When the account the withdrawal goes to, or the one before it, was last set. */
  hours_since_account_set: number | null;
}

/** Where a payout account sends money, and whose it is. */
export interface PayoutDestination {
  id: string;
  user_id: string | null;
  method: string;
  bank_code: string;
  account_number: string;
  account_name: string;
}

export const withdrawalFactsRepository = {
  async withdrawal(db: Queryable, withdrawalId: string): Promise<WithdrawalFacts | null> {
    const [row] = await db.query<WithdrawalFacts>(
      `select w.id, w.campaign_id, w.amount, w.requested_at, c.owner_id, u.full_name as owner_name, u.verification_status as owner_verification,
              a.id as account_id, a.account_name, a.method as account_method, a.bank_code as account_bank_code, a.account_number,
              a.confirmed_at as account_confirmed_at,
              extract(epoch from w.requested_at - a.confirmed_at)::float8 / 3600 as hours_since_account_set
         from withdrawals w join campaigns c on c.id = w.campaign_id join payout_accounts a on a.id = w.payout_account_id
         left join users u on u.id = c.owner_id where w.id = $1`,
      [withdrawalId],
    );
    return row ?? null;
  },

  async account(db: Queryable, accountId: string): Promise<PayoutDestination | null> {
    const [row] = await db.query<PayoutDestination>(
      'select id, user_id, method, bank_code, account_number, account_name from payout_accounts where id = $1',
      [accountId],
    );
    return row ?? null;
  },

  /** Other owners whose confirmed payout account (now or before) is this same destination. */
  otherOwnersOf(
    db: Queryable,
    a: { method: string; bank_code: string; account_number: string; user_id: string | null },
  ): Promise<Array<{ user_id: string; email: string; confirmed_at: Date }>> {
    return db.query(
      `select distinct on (p.user_id) p.user_id, u.email, p.confirmed_at
         from payout_accounts p join users u on u.id = p.user_id
        where p.method = $1 and p.bank_code = $2 and p.account_number = $3 and p.status in ('active', 'replaced')
          and p.user_id is distinct from $4::uuid
        order by p.user_id, p.confirmed_at desc limit 20`,
      [a.method, a.bank_code, a.account_number, a.user_id],
    );
  },

  /** The largest burst (gifts from one payer within `windowMinutes`) among the story's latest gifts in the `hours` before a withdrawal was asked for. */
  async largestBurst(
    db: Queryable,
    f: { campaignId: string; withdrawalId: string; hours: number; windowMinutes: number },
  ): Promise<{ payer_key: string; donations: number; amount: number; last_at: Date } | null> {
    const [row] = await db.query<{ payer_key: string; donations: number; amount: number; last_at: Date }>(
      `with asked as (select requested_at as at from withdrawals where id = $2)
       select d.payer_key, d.paid_at as last_at, b.donations, b.amount
         from asked, (select * from donations where campaign_id = $1 and status = 'succeeded' and payer_key is not null
                        and paid_at between (select at from asked) - $3 * interval '1 hour' and (select at from asked)
                        order by paid_at desc limit $5) d cross join lateral (
           select count(*)::int as donations, coalesce(sum(x.amount), 0) as amount from donations x
            where x.campaign_id = d.campaign_id and x.payer_key = d.payer_key and x.status = 'succeeded'
              and x.paid_at between d.paid_at - $4 * interval '1 minute' and d.paid_at) b
        order by b.donations desc, d.paid_at desc limit 1`,
      [f.campaignId, f.withdrawalId, f.hours, f.windowMinutes, recentGifts],
    );
    return row ?? null;
  },

  /** Money asked for from a story in the `hours` up to a withdrawal (itself included), by withdrawals on their way or paid. */
  async withdrawnWithin(db: Queryable, campaignId: string, withdrawalId: string, hours: number): Promise<number> {
    const [row] = await db.query<{ total: number }>(
      `with asked as (select requested_at as at from withdrawals where id = $2)
       select coalesce(sum(w.amount), 0) as total from withdrawals w, asked
        where w.campaign_id = $1 and w.status = any($4::text[])
          and w.requested_at between asked.at - $3 * interval '1 hour' and asked.at`,
      [campaignId, withdrawalId, hours, [...reservingWithdrawalStatuses, 'paid']],
    );
    return row?.total ?? 0;
  },
};
