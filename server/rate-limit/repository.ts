/** SQL for rate limits: one row per counted request, per key, in sliding windows. */
import type { Queryable } from '../db/database';

export const rateLimitRepository = {
  /** Holds the key until the transaction ends, so concurrent requests for it are counted one after the other. */
  async lockKey(db: Queryable, key: string): Promise<void> {
    await db.query('select pg_advisory_xact_lock(hashtext($1))', [key]);
  },

  /** Requests counted under the key within the window, and how long ago the oldest of them was. */
  async window(db: Queryable, key: string, windowSeconds: number): Promise<{ hits: number; age: number | null } | null> {
    const [row] = await db.query<{ hits: number; age: number | null }>(
      `select count(*)::int as hits, extract(epoch from now() - min(at))::float8 as age
         from rate_limit_hits where key = $1 and at > now() - make_interval(secs => $2)`,
      [key, windowSeconds],
    );
    return row ?? null;
  },

  async count(db: Queryable, key: string): Promise<void> {
    await db.query('insert into rate_limit_hits (key) values ($1)', [key]);
  },

  /** Forgets hits older than any window. */
  async forgetOld(db: Queryable): Promise<void> {
    await db.query("delete from rate_limit_hits where at < now() - interval '2 days'");
  },
};
