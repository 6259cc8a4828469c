/**
 * SQL for the moderation screens' list of stories: every state, with who the
 * owner is and what is open about each (reports, alerts), read with the same
 * columns and joins as a story card, so a card looks the same everywhere.
 */
import { boundedCount, countedRows, pageReadPast } from '../db/bounded-count';
import { likePattern, prefixPattern } from '../db/search-patterns';
import type { Queryable } from '../db/database';
import type { CampaignStatus } from '../../contract/rules/campaign';
import { joins, listColumns, type CampaignListRow } from './repository';

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

const extra = `p.email as owner_email, p.created_at as owner_created_at, p.verification_status as owner_verification,
  (select count(*) from reports r where r.campaign_id = c.id and r.status = 'open')::int as open_reports,
  (select count(*) from fraud_alerts a where a.campaign_id = c.id and a.status = 'open')::int as open_alerts,
  exists (select 1 from donations d where d.campaign_id = c.id) as has_donations`;

export const moderationListRepository = {
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
};
