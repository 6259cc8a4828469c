/** SQL for the codes texted to phone numbers (0055_phone_sign_in.sql): one live code per number and purpose. */
import type { Queryable } from '../db/database';

export type CodePurpose = 'sms' | 'phone_change';

export interface PhoneCodeRow {
  id: string;
  phone: string;
  purpose: CodePurpose;
  user_id: string | null;
  code_hash: string;
  metadata: Record<string, unknown>;
  tries_left: number;
}

export const phoneCodesRepository = {
  /** Stores a new code, retiring the number's earlier ones for the same purpose (only the latest text works). */
  async replace(
    db: Queryable,
    code: { phone: string; purpose: CodePurpose; userId: string | null; codeHash: string; metadata: Record<string, unknown>; ttlSeconds: number },
  ): Promise<void> {
    await db.query('update auth_phone_codes set used_at = now() where phone = $1 and purpose = $2 and used_at is null', [
      code.phone,
      code.purpose,
    ]);
    await db.query(
      `insert into auth_phone_codes (phone, purpose, user_id, code_hash, metadata, expires_at)
       values ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))`,
      [code.phone, code.purpose, code.userId, code.codeHash, JSON.stringify(code.metadata), code.ttlSeconds],
    );
  },

  /** The number's live code for a purpose, held until the transaction ends (one guess is judged at a time). */
  async lockLive(db: Queryable, phone: string, purpose: CodePurpose): Promise<PhoneCodeRow | null> {
    const [row] = await db.query<PhoneCodeRow>(
      `select id, phone, purpose, user_id, code_hash, metadata, tries_left from auth_phone_codes
        where phone = $1 and purpose = $2 and used_at is null and expires_at > now() and tries_left > 0
        order by created_at desc limit 1 for update`,
      [phone, purpose],
    );
    return row ?? null;
  },

  /** The number's latest code for a purpose, whatever became of it. */
  async latest(db: Queryable, phone: string, purpose: CodePurpose): Promise<PhoneCodeRow | null> {
    const [row] = await db.query<PhoneCodeRow>(
      `select id, phone, purpose, user_id, code_hash, metadata, tries_left from auth_phone_codes
        where phone = $1 and purpose = $2 order by created_at desc limit 1`,
      [phone, purpose],
    );
    return row ?? null;
  },

  /** The right code: used, never again. */
  async use(db: Queryable, id: string): Promise<void> {
    await db.query('update auth_phone_codes set used_at = now() where id = $1', [id]);
  },

  /** A wrong guess spends a try; the last one spends the code. */
  async spendTry(db: Queryable, id: string): Promise<void> {
    await db.query(
      `update auth_phone_codes set tries_left = tries_left - 1,
              used_at = case when tries_left <= 1 then now() else used_at end
        where id = $1`,
      [id],
    );
  },
};
