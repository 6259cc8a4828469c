/** SQL of the job queue (table `jobs`, migration 0021). */
import type { Queryable } from '../db/database';

/** The PostgreSQL channel that tells every server a job was added (delivered at commit). */
export const jobsChannel = 'nnoboa_jobs';

export interface ClaimedJob {
  id: number;
  kind: string;
  payload: unknown;
  /** Including this run. */
  attempts: number;
}

export const jobsRepository = {
  /** One job per kind with the same payload, in the caller's transaction; listening servers hear of them at commit. */
  async enqueue(tx: Queryable, kinds: readonly string[], payload: unknown): Promise<void> {
    if (kinds.length === 0) return;
    await tx.query(
      `with added as (insert into jobs (kind, payload) select kind, $2::jsonb from unnest($1::text[]) as kind returning id)
       select pg_notify($3, count(*)::text) from added`,
      [kinds, JSON.stringify(payload), jobsChannel],
    );
  },

  /** One job of `kind` due at `runAt`, in the caller's transaction. */
  async enqueueAt(tx: Queryable, kind: string, payload: unknown, runAt: Date): Promise<void> {
    await tx.query(
      `with added as (insert into jobs (kind, payload, run_at) values ($1, $2::jsonb, $3) returning id)
       select pg_notify($4, count(*)::text) from added`,
      [kind, JSON.stringify(payload), runAt, jobsChannel],
    );
  },

  /** One job of `kind` per payload, in the caller's transaction. */
  async enqueueEach(tx: Queryable, kind: string, payloads: readonly unknown[]): Promise<void> {
    if (payloads.length === 0) return;
    await tx.query(
      `with added as (insert into jobs (kind, payload) select $1, payload from unnest($2::jsonb[]) as payload returning id)
       select pg_notify($3, count(*)::text) from added`,
      [kind, payloads.map((payload) => JSON.stringify(payload)), jobsChannel],
    );
  },

  /** Takes up to `limit` due jobs no other server holds, and holds them for `leaseSeconds`. */
  claim(db: Queryable, limit: number, leaseSeconds: number): Promise<ClaimedJob[]> {
    return db.query<ClaimedJob>(
      `update jobs set attempts = attempts + 1, run_at = now() + $2 * interval '1 second'
        where id in (select id from jobs where dead_at is null and run_at <= now()
                      order by run_at limit $1 for update skip locked)
        returning id, kind, payload, attempts`,
      [limit, leaseSeconds],
    );
  },

  async done(db: Queryable, id: number): Promise<void> {
    await db.query('delete from jobs where id = $1', [id]);
  },

  async retryLater(db: Queryable, id: number, delaySeconds: number, error: string): Promise<void> {
    await db.query("update jobs set run_at = now() + $2 * interval '1 second', last_error = $3 where id = $1", [id, delaySeconds, error]);
  },

  async bury(db: Queryable, id: number, error: string): Promise<void> {
    await db.query('update jobs set dead_at = now(), last_error = $2 where id = $1', [id, error]);
  },

  async anyDue(db: Queryable): Promise<boolean> {
    const [row] = await db.query<{ due: boolean }>('select exists (select 1 from jobs where dead_at is null and run_at <= now()) as due');
    return row?.due ?? false;
  },
};
