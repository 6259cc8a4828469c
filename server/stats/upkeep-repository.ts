/** SQL for the upkeep of the figures the database keeps (0020_scale_reads.sql, 0035_upkeep_in_batches.sql): each call is safe from any server, at any time. */
import type { Queryable } from '../db/database';

export const upkeepRepository = {
  /** Drops at most `days` of the days that left the seven-day window from every story's trend; answers how many days. */
  async rollTrendWindow(db: Queryable, days: number): Promise<number> {
    const [row] = await db.query<{ rolled: number }>('select roll_trend_window($1::int) as rolled', [days]);
    return row?.rolled ?? 0;
  },

  /** Moves at most `rows` held rows whose time has come into the stories' balances; answers how many. */
  async matureLedgerHolds(db: Queryable, rows: number): Promise<number> {
    const [row] = await db.query<{ moved: number }>('select mature_ledger_holds($1::int) as moved', [rows]);
    return row?.moved ?? 0;
  },
};
