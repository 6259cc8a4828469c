/**
 * SQL for gathering gifts (0057_notices.sql): per owner, when gifts were last
 * told and whether a gathering waits; the notices held meanwhile wait in
 * `notices` with no delivery, and the gathering's notice sums them up.
 */
import type { Queryable } from '../db/database';

export interface WindowRow {
  told_until: Date;
  last_notice_at: Date;
  gathering: boolean;
}

export const windowsRepository = {
  /** The owner's window, held until the transaction ends (one gift is judged at a time). */
  async lock(db: Queryable, userId: string): Promise<WindowRow | null> {
    await db.query('insert into gift_notice_windows (user_id, told_until, last_notice_at) values ($1, now(), $2) on conflict do nothing', [
      userId,
      new Date(0),
    ]);
    const [row] = await db.query<WindowRow>(
      'select told_until, last_notice_at, gathering from gift_notice_windows where user_id = $1 for update',
      [userId],
    );
    return row ?? null;
  },

  async told(db: Queryable, userId: string): Promise<void> {
    await db.query('update gift_notice_windows set told_until = now(), last_notice_at = now(), gathering = false where user_id = $1', [
      userId,
    ]);
  },

  async startGathering(db: Queryable, userId: string): Promise<void> {
    await db.query('update gift_notice_windows set gathering = true where user_id = $1', [userId]);
  },

  /** Gift notices written since the owner was last told, each its facts (held, never delivered alone). */
  async heldSince(db: Queryable, userId: string, since: Date): Promise<Array<{ id: string; facts: Record<string, unknown> }>> {
    return db.query(
      `select n.id, n.facts from notices n
        where n.user_id = $1 and n.kind = 'gifts' and n.held and n.created_at > $2
        order by n.created_at`,
      [userId, since],
    );
  },
};
