/** SQL for the demo provider's own records (what a real provider keeps on its side). */
import type { Queryable } from '../db/database';

export interface DemoPaymentRow {
  reference: string;
  amount: number;
  currency: 'GHS';
  channel: 'mobile_money' | 'card';
  email: string;
  metadata: Record<string, unknown>;
  status: 'abandoned' | 'success' | 'failed';
  gateway_response: string | null;
  finished_at: Date | null;
  paid_at: Date | null;
  created_at: Date;
}

export type DemoChoice = 'approve' | 'decline' | 'cancel';

const outcomes: Record<DemoChoice, { status: DemoPaymentRow['status']; response: string }> = {
  approve: { status: 'success', response: 'Approved' },
  decline: { status: 'failed', response: 'Declined by the payer' },
  cancel: { status: 'abandoned', response: 'Cancelled by the payer' },
};

export const demoRepository = {
  async insert(db: Queryable, row: Pick<DemoPaymentRow, 'reference' | 'amount' | 'channel' | 'email' | 'metadata'>): Promise<void> {
    await db.query(`insert into demo_payments (reference, amount, currency, channel, email, metadata) values ($1, $2, 'GHS', $3, $4, $5)`, [
      row.reference,
      row.amount,
      row.channel,
      row.email,
      JSON.stringify(row.metadata),
    ]);
  },

  async find(db: Queryable, reference: string): Promise<DemoPaymentRow | null> {
    const [row] = await db.query<DemoPaymentRow>('select * from demo_payments where reference = $1', [reference]);
    return row ?? null;
  },

  /** Records the payer's choice once; a second choice changes nothing and answers null. */
  async finish(db: Queryable, reference: string, choice: DemoChoice): Promise<DemoPaymentRow | null> {
    const { status, response } = outcomes[choice];
    const [row] = await db.query<DemoPaymentRow>(
      `update demo_payments set status = $2, gateway_response = $3, finished_at = now(), paid_at = case when $2 = 'success' then now() end
        where reference = $1 and finished_at is null returning *`,
      [reference, status, response],
    );
    return row ?? null;
  },
};
