/** SQL of the schedule's leases (table `schedule_leases`, migration 0021). */
import type { Queryable } from '../db/database';

export const scheduleRepository = {
  /**
   * Whether this server runs `job` now: true for exactly one caller per
   * period, the one that moved the job's next run `everyMs` ahead (the first
   * run of a job new to the database included).
   */
  async claimRun(db: Queryable, job: string, everyMs: number): Promise<boolean> {
    const rows = await db.query(
      `insert into schedule_leases as lease (job, next_run_at) values ($1, now() + $2 * interval '1 millisecond')
       on conflict (job) do update set next_run_at = excluded.next_run_at where lease.next_run_at <= now()
       returning job`,
      [job, everyMs],
    );
    return rows.length > 0;
  },
};
