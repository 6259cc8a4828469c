/** SQL for payout accounts: one active and at most one waiting for confirmation per owner; changes add rows. */
import type { Queryable } from '../db/database';
import type { PayoutMethod } from '../../contract/rules/payout';

export interface PayoutAccountRow {
  id: string;
  user_id: string | null;
  method: PayoutMethod;
  account_number: string;
  bank_code: string;
  bank_name: string;
  account_name: string;
  recipient_code: string | null;
  status: 'unconfirmed' | 'active' | 'replaced' | 'discarded';
  confirmed_at: Date | null;
  hold_until: Date | null;
  created_at: Date;
  replaced_at: Date | null;
}

export const payoutAccountsRepository = {
  async current(db: Queryable, userId: string): Promise<{ active: PayoutAccountRow | null; pending: PayoutAccountRow | null }> {
    const rows = await db.query<PayoutAccountRow>(
      `select * from payout_accounts where user_id = $1 and status in ('active', 'unconfirmed')`,
      [userId],
    );
    return { active: rows.find((r) => r.status === 'active') ?? null, pending: rows.find((r) => r.status === 'unconfirmed') ?? null };
  },

  async find(db: Queryable, id: string): Promise<PayoutAccountRow | null> {
    const [row] = await db.query<PayoutAccountRow>('select * from payout_accounts where id = $1', [id]);
    return row ?? null;
  },

  /** An owner's accounts, locked, so two confirmations cannot both win. */
  lockOwner(db: Queryable, userId: string): Promise<PayoutAccountRow[]> {
    return db.query<PayoutAccountRow>(
      `select * from payout_accounts where user_id = $1 and status in ('active', 'unconfirmed') for update`,
      [userId],
    );
  },

  /** A resolved account waiting for the owner's confirmation; an earlier one waiting is set aside. */
  async insertPending(
    db: Queryable,
    a: Pick<PayoutAccountRow, 'method' | 'account_number' | 'bank_code' | 'bank_name' | 'account_name'> & { userId: string },
  ): Promise<PayoutAccountRow> {
    await db.query(`update payout_accounts set status = 'discarded' where user_id = $1 and status = 'unconfirmed'`, [a.userId]);
    const [row] = await db.query<PayoutAccountRow>(
      `insert into payout_accounts (user_id, method, account_number, bank_code, bank_name, account_name)
       values ($1, $2, $3, $4, $5, $6) returning *`,
      [a.userId, a.method, a.account_number, a.bank_code, a.bank_name, a.account_name],
    );
    if (!row) throw new Error('payout account not stored');
    return row;
  },

  /** The waiting account becomes where money goes; the one before is kept as replaced. */
  async activate(db: Queryable, id: string, userId: string, holdUntil: Date | null): Promise<PayoutAccountRow> {
    await db.query(`update payout_accounts set status = 'replaced', replaced_at = now() where user_id = $1 and status = 'active'`, [
      userId,
    ]);
    const [row] = await db.query<PayoutAccountRow>(
      `update payout_accounts set status = 'active', confirmed_at = now(), hold_until = $2 where id = $1 returning *`,
      [id, holdUntil],
    );
    if (!row) throw new Error('payout account not confirmed');
    return row;
  },

  async setRecipient(db: Queryable, id: string, recipientCode: string): Promise<void> {
    await db.query('update payout_accounts set recipient_code = $2 where id = $1 and recipient_code is null', [id, recipientCode]);
  },

  /** Other owners who confirmed the same destination (now or before). */
  otherOwnersOf(
    db: Queryable,
    a: Pick<PayoutAccountRow, 'method' | 'bank_code' | 'account_number'>,
    userId: string,
  ): Promise<Array<{ user_id: string; email: string; full_name: string | null; confirmed_at: Date }>> {
    return db.query(
      `select distinct on (p.user_id) p.user_id, u.email, u.full_name, p.confirmed_at
         from payout_accounts p join users u on u.id = p.user_id
        where p.method = $1 and p.bank_code = $2 and p.account_number = $3 and p.status in ('active', 'replaced') and p.user_id <> $4
        order by p.user_id, p.confirmed_at desc limit 20`,
      [a.method, a.bank_code, a.account_number, userId],
    );
  },
};
