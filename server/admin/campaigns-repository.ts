/** SQL for moderating stories: the admin listings (every state) and the moderation state changes. */
import { boundedCount, countedRows, pageReadPast } from '../db/bounded-count';
import { likePattern, prefixPattern } from '../db/search-patterns';
import type { Queryable } from '../db/database';
import { joins, listColumns, type CampaignListRow } from '../campaigns/repository';
import type { CampaignStatus } from '../../contract/rules/campaign';

/** A story as the moderation screens list it: the card, plus who the owner is and what is open about it. */
export interface AdminCampaignRow extends CampaignListRow {
  owner_email: string | null;
  owner_created_at: Date | null;
  owner_verification: string | null;
  open_reports: number;
  open_alerts: number;
  has_donations: boolean;
}

export interface AdminCampaignFilter {
  statuses?: readonly CampaignStatus[];
  q?: string;
  ownerId?: string;
  /** Oldest submission first (a queue), or newest change first. */
  order: 'queue' | 'recent';
  limit: number;
  offset: number;
}

export interface ModerationTarget {
  id: string;
  status: CampaignStatus;
  title: string;
  deadline: string;
  owner_id: string | null;
  closed_reason: string | null;
  has_donations: boolean;
}

const extra = `p.email as owner_email, p.created_at as owner_created_at, p.verification_status as owner_verification,
  (select count(*) from reports r where r.campaign_id = c.id and r.status = 'open')::int as open_reports,
  (select count(*) from fraud_alerts a where a.campaign_id = c.id and a.status = 'open')::int as open_alerts,
  exists (select 1 from donations d where d.campaign_id = c.id) as has_donations`;

export const adminCampaignsRepository = {
  async list(db: Queryable, filter: AdminCampaignFilter): Promise<{ rows: AdminCampaignRow[]; total: number; totalExact: boolean }> {
    const params: unknown[] = [];
    const where: string[] = [];
    const add = (value: unknown, clause: (p: string) => string) => {
      params.push(value);
      where.push(clause(`$${params.length}`));
    };
    if (filter.statuses) add([...filter.statuses], (p) => `c.status = any(${p}::text[])`);
    if (filter.ownerId) add(filter.ownerId, (p) => `c.owner_id = ${p}::uuid`);
    const order = filter.order === 'queue' ? 'c.submitted_at asc nulls last, c.created_at asc, c.id' : 'c.updated_at desc, c.id desc';
    let scope = where.length ? `where ${where.join(' and ')}` : '';
    // A search is not counted (a word in every tenth story would make the count read them all): it
    // reads one row past the page, to know whether another page follows.
    let counted: { total: number; totalExact: boolean } | null = null;
    if (filter.q) {
      // A search matches the title or slug, or the owner's account (any part of a name or number, the
      // start of the address), each side through its own indexes (0023, 0025). Each side gives at most
      // the rows the page needs, in the page's order, so a word in every story costs no more than a rare one.
      params.push(likePattern(filter.q), prefixPattern(filter.q));
      const [pattern, prefix] = [`$${params.length - 1}`, `$${params.length}`];
      const also = where.map((clause) => `${clause} and `).join('');
      const sides = [
        `campaigns c where ${also}campaign_search_text(c.title, c.slug) ilike ${pattern}`,
        `campaigns c join users o on o.id = c.owner_id
          where ${also}(account_search_text(o.full_name, o.ghana_card_number, o.phone) ilike ${pattern} or o.email like ${prefix})`,
      ].map((side) => `(select c.id from ${side} order by ${order} limit ${filter.offset + filter.limit + 1})`);
      scope = `where c.id in (${sides.join(' union ')})`;
    } else {
      counted = await boundedCount(db, `from campaigns c ${scope}`, params, countedRows);
    }
    params.push(filter.limit + (counted ? 0 : 1), filter.offset);
    const rows = await db.query<AdminCampaignRow>(
      `select ${listColumns}, ${extra} from campaigns c ${joins} ${scope}
        order by ${order} limit $${params.length - 1} offset $${params.length}`,
      params,
    );
    if (counted) return { rows, ...counted };
    return pageReadPast(rows, filter.limit, filter.offset);
  },

  async stories(db: Queryable, ids: readonly string[]): Promise<Array<{ id: string; story: string }>> {
    if (ids.length === 0) return [];
    return db.query('select id, story from campaigns where id = any($1::uuid[])', [[...ids]]);
  },

  async lockForModeration(db: Queryable, id: string): Promise<ModerationTarget | null> {
    const [row] = await db.query<ModerationTarget>(
      `select id, status, title, deadline, owner_id, closed_reason,
              exists (select 1 from donations d where d.campaign_id = campaigns.id) as has_donations
         from campaigns where id = $1 for update`,
      [id],
    );
    return row ?? null;
  },

  /** Moves a story to a new state; the reason is what its owner sees (null clears it). */
  async setState(
    db: Queryable,
    id: string,
    status: CampaignStatus,
    reason: string | null,
    options: { approved?: boolean } = {},
  ): Promise<void> {
    await db.query(
      `update campaigns set status = $2, moderation_reason = $3, updated_at = now(),
              approved_at = case when $4::boolean then now() else approved_at end
        where id = $1`,
      [id, status, reason, options.approved ?? false],
    );
  },

  /** Who to tell about a story: its owner's address (none once the owner is gone), its title and slug. */
  async ownerContact(db: Queryable, id: string): Promise<{ email: string; lang: string; title: string; slug: string } | null> {
    const [row] = await db.query<{ email: string; lang: string; title: string; slug: string }>(
      'select u.email, u.lang, c.title, c.slug from campaigns c join users u on u.id = c.owner_id where c.id = $1',
      [id],
    );
    return row ?? null;
  },

  /** Takes a story with donations down: closed for good, kept for donors' records, out of every public list. */
  async closeByAdmin(db: Queryable, id: string, reason: string): Promise<void> {
    await db.query(
      `update campaigns set status = 'completed', closed_reason = 'admin', moderation_reason = $2,
              completed_at = coalesce(completed_at, now()), updated_at = now()
        where id = $1`,
      [id, reason],
    );
  },
};
