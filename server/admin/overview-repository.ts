/** SQL for the moderators' overview: what waits in each queue, totals, and their trend by day. */
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
         (select count(*) from campaigns where status = 'pending')::int as pending_campaigns,
         (select count(*) from reports where status = 'open')::int as open_reports,
         (select count(*) from fraud_alerts where status = 'open')::int as open_fraud_alerts,
         (select count(*) from users where verification_status = 'pending')::int as verification_requests,
         (select count(*) from campaigns where status = 'paused')::int as paused_campaigns,
         (select count(*) from withdrawals where status = 'cosigned')::int as withdrawal_requests,
         (select min(submitted_at) from campaigns where status = 'pending') as oldest_pending_at`,
    );
    if (!row) throw new Error('no overview');
    return row;
  },

  async totals(db: Queryable): Promise<Totals> {
    const [people] = await db.query<{ users: number; verified_users: number; admins: number }>(
      `select count(*)::int as users, count(*) filter (where verification_status = 'verified')::int as verified_users,
              count(*) filter (where role = 'admin')::int as admins from users`,
    );
    const statuses = await db.query<{ status: keyof Totals['campaigns']; n: number }>(
      'select status, count(*)::int as n from campaigns group by status',
    );
    const [money] = await db.query<{ raised: number; donations: number }>(
      "select coalesce(sum(amount), 0)::bigint as raised, count(*)::int as donations from donations where status = 'succeeded'",
    );
    const [flags] = await db.query<{ reports: number; fraud_alerts: number }>(
      'select (select count(*) from reports)::int as reports, (select count(*) from fraud_alerts)::int as fraud_alerts',
    );
    const campaigns: Totals['campaigns'] = { draft: 0, pending: 0, active: 0, rejected: 0, paused: 0, completed: 0 };
    for (const { status, n } of statuses) campaigns[status] = n;
    return {
      users: people?.users ?? 0,
      verified_users: people?.verified_users ?? 0,
      admins: people?.admins ?? 0,
      campaigns,
      raised: money?.raised ?? 0,
      donations: money?.donations ?? 0,
      reports: flags?.reports ?? 0,
      fraud_alerts: flags?.fraud_alerts ?? 0,
    };
  },

  /** One row per day (UTC, which is Ghana's time) for the last `days` days, today included; empty days are zeros. */
  async trend(db: Queryable, days: number): Promise<TrendDay[]> {
    return db.query<TrendDay>(
      `with today as (select (now() at time zone 'UTC')::date as day),
            span as (select generate_series(today.day - ($1::int - 1), today.day, interval '1 day')::date as day from today),
            since as (select (min(day)::timestamp at time zone 'UTC') as at from span)
       select to_char(span.day, 'YYYY-MM-DD') as date,
              coalesce(d.n, 0)::int as donations, coalesce(d.amount, 0)::bigint as amount,
              coalesce(c.n, 0)::int as submitted, coalesce(u.n, 0)::int as signups, coalesce(r.n, 0)::int as reports
         from span
         left join (select (paid_at at time zone 'UTC')::date as day, count(*) as n, sum(amount) as amount
                      from donations where status = 'succeeded' and paid_at >= (select at from since) group by 1) d on d.day = span.day
         left join (select (submitted_at at time zone 'UTC')::date as day, count(*) as n
                      from campaigns where submitted_at >= (select at from since) group by 1) c on c.day = span.day
         left join (select (created_at at time zone 'UTC')::date as day, count(*) as n
                      from users where created_at >= (select at from since) group by 1) u on u.day = span.day
         left join (select (created_at at time zone 'UTC')::date as day, count(*) as n
                      from reports where created_at >= (select at from since) group by 1) r on r.day = span.day
        order by span.day`,
      [days],
    );
  },
};
