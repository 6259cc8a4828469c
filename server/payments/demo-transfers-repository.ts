/** SQL for the demo provider's transfers (what a real provider keeps on its side). */
import type { Queryable } from '../db/database';

export interface DemoTransferRow {
  reference: string;
  transfer_code: string;
  amount: number;
  currency: 'GHS';
  recipient_code: string;
  reason: string | null;
  status: 'pending' | 'success' | 'failed' | 'reversed';
  transferred_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export type DemoTransferOutcome = 'success' | 'failed' | 'reversed';

/** What may follow what: a pending transfer is paid or fails; a paid one may still be reversed. */
const from: Record<DemoTransferOutcome, DemoTransferRow['status']> = { success: 'pending', failed: 'pending', reversed: 'success' };

export const demoTransfersRepository = {
  /** Records a transfer; null when the reference was used before (the provider refuses a second one). */
  async insert(
    db: Queryable,
    t: Pick<DemoTransferRow, 'reference' | 'transfer_code' | 'amount' | 'recipient_code' | 'reason'>,
  ): Promise<DemoTransferRow | null> {
    const [row] = await db.query<DemoTransferRow>(
      `insert into demo_transfers (reference, transfer_code, amount, currency, recipient_code, reason) values ($1, $2, $3, 'GHS', $4, $5)
       on conflict (reference) do nothing returning *`,
      [t.reference, t.transfer_code, t.amount, t.recipient_code, t.reason],
    );
    return row ?? null;
  },

  async find(db: Queryable, reference: string): Promise<DemoTransferRow | null> {
    const [row] = await db.query<DemoTransferRow>('select * from demo_transfers where reference = $1', [reference]);
    return row ?? null;
  },

  /** Moves a transfer on once; null when it is not in the state that outcome follows. */
  async finish(db: Queryable, reference: string, outcome: DemoTransferOutcome): Promise<DemoTransferRow | null> {
    const [row] = await db.query<DemoTransferRow>(
      `update demo_transfers set status = $2, transferred_at = case when $2 = 'success' then now() else transferred_at end, updated_at = now()
        where reference = $1 and status = $3 returning *`,
      [reference, outcome, from[outcome]],
    );
    return row ?? null;
  },
};
