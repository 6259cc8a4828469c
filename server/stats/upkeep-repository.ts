/** SQL for the upkeep of the figures the database keeps (0020_scale_reads.sql): each call is safe from any server, at any time. */
import type { Queryable } from '../db/database';

export const upkeepRepository = {
  /** Drops the days that left the seven-day window from every story's trend; answers how many days. */
  async rollTrendWindow(db: Queryable): Promise<number> {
    const [row] = await db.query<{ rolled: number }>('select roll_trend_window() as rolled');
    return row?.rolled ?? 0;
  },

  /** Moves held money whose time has come into the stories' balances; answers how many entries. */
  async matureLedgerHolds(db: Queryable): Promise<number> {
    const [row] = await db.query<{ moved: number }>('select mature_ledger_holds() as moved');
    return row?.moved ?? 0;
  },
};
