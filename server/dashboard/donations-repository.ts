/**
 * SQL for the donations an owner received. An anonymous donor's name never
 * leaves the database: the query itself drops it.
 */
import type { ReceivedDonation } from '../../contract/api/dashboard';
import type { Queryable } from '../db/database';

/** A donation as the owner sees it (contract/api/dashboard.ts), its time a date. */
export interface ReceivedDonationRow extends Omit<ReceivedDonation, 'paid_at'> {
  paid_at: Date;
}

export interface ReceivedFilter {
  ownerId: string;
  campaignId?: string;
  limit: number;
  offset: number;
}

export const receivedDonationsRepository = {
  async list(db: Queryable, filter: ReceivedFilter): Promise<{ rows: ReceivedDonationRow[]; total: number; sum: number }> {
    const params: unknown[] = [filter.ownerId];
    let where = "c.owner_id = $1 and d.status = 'succeeded'";
    if (filter.campaignId) {
      params.push(filter.campaignId);
      where += ` and d.campaign_id = $${params.length}::uuid`;
    }
    params.push(filter.limit, filter.offset);
    const rows = await db.query<ReceivedDonationRow & { total: number; sum: number }>(
      `select d.id, d.campaign_id, c.title as campaign_title,
              case when d.is_anonymous then null else d.donor_name end as donor_name,
              d.is_anonymous, d.amount, d.message, d.method, coalesce(d.paid_at, d.created_at) as paid_at,
              count(*) over ()::int as total, sum(d.amount) over ()::bigint as sum
         from donations d join campaigns c on c.id = d.campaign_id
        where ${where}
        order by coalesce(d.paid_at, d.created_at) desc, d.id
        limit $${params.length - 1} offset $${params.length}`,
      params,
    );
    return { rows: rows.map(({ total: _total, sum: _sum, ...row }) => row), total: rows[0]?.total ?? 0, sum: rows[0]?.sum ?? 0 };
  },
};
