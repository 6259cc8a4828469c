/**
 * SQL for the moderators' overview: what waits in each queue, totals, and their trend by day.
 * Totals and the trend are read from what every change keeps up to date (0020_scale_reads.sql).
 */
import type { Queues as QueuesAnswer, Stats, TrendDay } from '../../contract/api/admin';
import type { Queryable } from '../db/database';

/** What waits (contract/api/admin.ts), the oldest submission a date. */
export interface Queues extends Omit<QueuesAnswer, 'oldest_pending_at'> {
  oldest_pending_at: Date | null;
}

export type Totals = Stats['totals'];

export const overviewRepository = {
  async queues(db: Queryable): Promise<Queues> {
    const [row] = await db.query<Queues>(
      `select
         (select coalesce(sum(stories), 0) from campaign_counts where status = 'pending')::int as pending_campaigns,
         (select count(*) from reports where status = 'open')::int as open_reports,
         (select count(*) from fraud_alerts where status = 'open')::int as open_fraud_alerts,
         (select count(*) from users where verification_status = 'pending')::int as verification_requests,
         (select coalesce(sum(stories), 0) from campaign_counts where status = 'paused')::int as paused_campaigns,
         (select count(*) from withdrawals where status = 'cosigned')::int as withdrawal_requests,
         (select count(*) from cash_collections k where k.status = 'pending' and not exists (
            select 1 from campaign_treasurers t where t.campaign_id = k.campaign_id and t.status = 'accepted' and t.user_id is not null)
         )::int as cash_waiting,
         (select min(submitted_at) from campaigns where status = 'pending') as oldest_pending_at`,
    );
    if (!row) throw new Error('no overview');
    return row;
  },

  /** The platform's totals, from the counts kept with every change (0020_scale_reads.sql). */
  async totals(db: Queryable): Promise<Totals> {
    const counted = await db.query<{ name: string; n: number }>('select name, sum(value)::bigint as n from counters group by name');
    const count = (name: string) => counted.find((row) => row.name === name)?.n ?? 0;
    const statuses = await db.query<{ status: keyof Totals['campaigns']; n: number }>(
      'select status, sum(stories)::int as n from campaign_counts group by status',
    );
    const [money] = await db.query<{ raised: number; donations: number }>(
      'select coalesce(sum(raised), 0)::bigint as raised, coalesce(sum(donors), 0)::bigint as donations from campaign_money',
    );
    const campaigns: Totals['campaigns'] = { draft: 0, pending: 0, active: 0, rejected: 0, paused: 0, completed: 0 };
    for (const { status, n } of statuses) campaigns[status] = n;
    return {
      users: count('users'),
      verified_users: count('verified_users'),
      admins: count('admins'),
      campaigns,
      raised: money?.raised ?? 0,
      donations: money?.donations ?? 0,
      reports: count('reports'),
      fraud_alerts: count('fraud_alerts'),
    };
  },

  /** One row per day (UTC, which is Ghana's time) for the last `days` days, today included; empty days are zeros. */
  async trend(db: Queryable, days: number): Promise<TrendDay[]> {
    return db.query<TrendDay>(
      `with span as (select generate_series(utc_day(now()) - ($1::int - 1), utc_day(now()), interval '1 day')::date as day)
       select to_char(span.day, 'YYYY-MM-DD') as date,
              coalesce(sum(a.donations), 0)::int as donations, coalesce(sum(a.amount), 0)::bigint as amount,
              coalesce(sum(a.submitted), 0)::int as submitted, coalesce(sum(a.signups), 0)::int as signups,
              coalesce(sum(a.reports), 0)::int as reports
         from span left join daily_activity a on a.day = span.day
        group by span.day order by span.day`,
      [days],
    );
  },
};
