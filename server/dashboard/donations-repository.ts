/**
 * SQL for the donations an owner received. An anonymous donor's name never
 * leaves the database: the query itself drops it. A page reads, from each of
 * the owner's stories, only as many of its newest gifts as the page could
 * show (the story's own index), so a story with a million gifts costs what
 * one with ten does; the totals are the stories' own counts.
 */
import type { ReceivedDonation } from '../../contract/api/dashboard';
import type { Queryable } from '../db/database';
import { microsOf, momentOf, type SortKey } from '../domain/paging';

/** A donation as the owner sees it (contract/api/dashboard.ts), its time a date. */
export interface ReceivedDonationRow extends Omit<ReceivedDonation, 'paid_at'> {
  paid_at: Date;
}

export interface ReceivedFilter {
  ownerId: string;
  campaignId?: string;
  limit: number;
  /** Rows to skip (a numbered page). */
  offset: number;
  /** Where the page before ended: (paid at, id) of its last gift. */
  after?: SortKey;
}

export interface ReceivedRows {
  rows: ReceivedDonationRow[];
  total: number;
  sum: number;
  /** The sort key of the page's last gift when more follow. */
  nextKey: string | null;
}

export const receivedDonationsRepository = {
  async list(db: Queryable, filter: ReceivedFilter): Promise<ReceivedRows> {
    const stories: unknown[] = [filter.ownerId];
    let ofStories = 'c.owner_id = $1';
    if (filter.campaignId) ofStories += ` and c.id = $${stories.push(filter.campaignId)}::uuid`;
    const params = [...stories];
    const after = filter.after
      ? `and (d.paid_at, d.id) < (${momentOf(`$${params.push(filter.after[0])}`)}, $${params.push(filter.after[1])}::uuid)`
      : '';
    const reach = params.push(filter.limit + 1 + filter.offset);
    const fetch = params.push(filter.limit + 1);
    const skip = params.push(filter.offset);
    const rows = await db.query<ReceivedDonationRow & { sort_key: string }>(
      `select d.id, d.campaign_id, c.title as campaign_title,
              case when d.is_anonymous then null else d.donor_name end as donor_name,
              d.is_anonymous, d.amount, d.message, d.method, d.paid_at,
              json_build_array(${microsOf('d.paid_at')}, d.id)::text as sort_key
         from campaigns c
        cross join lateral (
          select d.id, d.campaign_id, d.donor_name, d.is_anonymous, d.amount, d.message, d.method, d.paid_at
            from donations d where d.campaign_id = c.id and d.status = 'succeeded' ${after}
           order by d.paid_at desc, d.id desc limit $${reach}) d
        where ${ofStories}
        order by d.paid_at desc, d.id desc
        limit $${fetch} offset $${skip}`,
      params,
    );
    const [totals] = await db.query<{ total: number; sum: number }>(
      `select coalesce(sum(c.donor_count), 0)::int as total, coalesce(sum(c.raised), 0)::bigint as sum from campaigns c where ${ofStories}`,
      stories,
    );
    const page = rows.slice(0, filter.limit);
    return {
      rows: page.map(({ sort_key: _key, ...row }) => row),
      total: totals?.total ?? 0,
      sum: totals?.sum ?? 0,
      nextKey: rows.length > filter.limit ? (page.at(-1)?.sort_key ?? null) : null,
    };
  },
};
