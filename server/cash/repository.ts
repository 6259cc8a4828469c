/**
 * SQL for cash collected in person: records, their one decision, and the
 * lists each person sees. The database refuses a record decided twice, by the
 * person who made it, or changed afterwards (0050_cash_in_person.sql).
 */
import type { CashDecider, CashStatus } from '../../contract/rules/cash';
import type { CampaignStatus } from '../../contract/rules/campaign';
import { boundedCount } from '../db/bounded-count';
import type { Queryable } from '../db/database';

export interface CashRow {
  id: string;
  campaign_id: string;
  recorded_by: string | null;
  recorded_by_name: string | null;
  amount: number;
  collected_on: string;
  place: string;
  note: string | null;
  status: CashStatus;
  decided_by: string | null;
  decided_as: CashDecider | null;
  reason: string | null;
  created_at: Date;
  decided_at: Date | null;
}

export interface CashStoryRow extends CashRow {
  campaign_title: string;
  campaign_slug: string;
  campaign_status: CampaignStatus;
  owner_email: string | null;
}

/** What deciding about a story's cash needs to know of the story. */
export interface CashStory {
  id: string;
  owner_id: string | null;
  status: CampaignStatus;
  title: string;
  created_at: Date;
}

const columns = `k.id, k.campaign_id, k.recorded_by, r.full_name as recorded_by_name, k.amount, to_char(k.collected_on, 'YYYY-MM-DD') as collected_on,
  k.place, k.note, k.status, k.decided_by, k.decided_as, k.reason, k.created_at, k.decided_at`;
const withStory = `${columns}, c.title as campaign_title, c.slug as campaign_slug, c.status as campaign_status, o.email as owner_email`;
const from = `from cash_collections k join campaigns c on c.id = k.campaign_id
  left join users r on r.id = k.recorded_by left join users o on o.id = c.owner_id`;
/** The story has nobody to confirm but an admin. */
const noCosigners = `not exists (select 1 from campaign_treasurers t where t.campaign_id = k.campaign_id and t.status = 'accepted' and t.user_id is not null)`;

export const cashRepository = {
  async story(db: Queryable, campaignId: string): Promise<CashStory | null> {
    const [row] = await db.query<CashStory>('select id, owner_id, status, title, created_at from campaigns where id = $1', [campaignId]);
    return row ?? null;
  },

  async insert(
    db: Queryable,
    c: { campaignId: string; recordedBy: string; amount: number; collectedOn: string; place: string; note: string | null },
  ): Promise<string> {
    const [row] = await db.query<{ id: string }>(
      `insert into cash_collections (campaign_id, recorded_by, amount, collected_on, place, note)
       values ($1, $2, $3, $4::date, $5, $6) returning id`,
      [c.campaignId, c.recordedBy, c.amount, c.collectedOn, c.place, c.note],
    );
    return row!.id;
  },

  async find(db: Queryable, id: string): Promise<CashStoryRow | null> {
    const [row] = await db.query<CashStoryRow>(`select ${withStory} ${from} where k.id = $1`, [id]);
    return row ?? null;
  },

  /** The record, locked until the end of the transaction: decisions on it take turns. */
  async lock(
    db: Queryable,
    id: string,
  ): Promise<{ id: string; campaign_id: string; status: CashStatus; recorded_by: string | null; amount: number } | null> {
    const [row] = await db.query<{ id: string; campaign_id: string; status: CashStatus; recorded_by: string | null; amount: number }>(
      'select id, campaign_id, status, recorded_by, amount from cash_collections where id = $1 for update',
      [id],
    );
    return row ?? null;
  },

  async decide(
    db: Queryable,
    id: string,
    d: { status: 'confirmed' | 'refused'; decidedBy: string; decidedAs: CashDecider; reason: string | null },
  ): Promise<void> {
    await db.query(
      `update cash_collections set status = $2, decided_by = $3, decided_as = $4, reason = $5, decided_at = now() where id = $1`,
      [id, d.status, d.decidedBy, d.decidedAs, d.reason],
    );
  },

  /** A story's records, newest first, with the sums of confirmed and waiting cash. */
  async ofStory(db: Queryable, campaignId: string, limit: number): Promise<{ rows: CashRow[]; confirmed: number; pending: number }> {
    const [rows, [sums]] = await Promise.all([
      db.query<CashRow>(`select ${columns} ${from} where k.campaign_id = $1 order by k.created_at desc, k.id desc limit $2`, [
        campaignId,
        limit,
      ]),
      db.query<{ confirmed: number; pending: number }>(
        `select coalesce(sum(amount) filter (where status = 'confirmed'), 0)::bigint as confirmed,
                coalesce(sum(amount) filter (where status = 'pending'), 0)::bigint as pending
           from cash_collections where campaign_id = $1`,
        [campaignId],
      ),
    ]);
    return { rows, confirmed: sums?.confirmed ?? 0, pending: sums?.pending ?? 0 };
  },

  /** Confirmed cash of a story, as its open ledger shows it: newest collection first. */
  confirmedOf(db: Queryable, campaignId: string, limit: number): Promise<CashRow[]> {
    return db.query<CashRow>(
      `select ${columns} ${from} where k.campaign_id = $1 and k.status = 'confirmed'
        order by k.collected_on desc, k.decided_at desc, k.id desc limit $2`,
      [campaignId, limit],
    );
  },

  /** Records waiting in the stories this person co-signs, oldest first. */
  waitingFor(db: Queryable, userId: string, limit: number): Promise<CashStoryRow[]> {
    return db.query<CashStoryRow>(
      `select ${withStory} ${from}
        where k.status = 'pending'
          and exists (select 1 from campaign_treasurers t where t.campaign_id = k.campaign_id and t.user_id = $1 and t.status = 'accepted')
          and k.recorded_by is distinct from $1
        order by k.created_at, k.id limit $2`,
      [userId, limit],
    );
  },

  /** For admins: waiting records of stories without co-signers (the admins' to decide), or records in any state. */
  async adminList(
    db: Queryable,
    filter: { status?: CashStatus; limit: number; offset: number },
  ): Promise<{ rows: CashStoryRow[]; total: number; totalExact: boolean }> {
    const where = filter.status ? `k.status = $1${filter.status === 'pending' ? ` and ${noCosigners}` : ''}` : 'true';
    const params: unknown[] = filter.status ? [filter.status] : [];
    const counted = await boundedCount(db, `${from} where ${where}`, params);
    const order = filter.status === 'pending' ? 'k.created_at, k.id' : 'k.created_at desc, k.id desc';
    const rows = await db.query<CashStoryRow>(
      `select ${withStory} ${from} where ${where} order by ${order} limit $${params.length + 1} offset $${params.length + 2}`,
      [...params, filter.limit, filter.offset],
    );
    return { rows, ...counted };
  },
};
