/** SQL for the codes texted to phone numbers (0055_phone_sign_in.sql): one live code per number and purpose, the number kept only as a keyed hash. */
import type { Queryable } from '../db/database';

export type CodePurpose = 'sms' | 'phone_change';

export interface PhoneCodeRow {
  id: string;
  purpose: CodePurpose;
  user_id: string | null;
  code_hash: string;
  metadata: Record<string, unknown>;
  tries_left: number;
}

const columns = 'id, purpose, user_id, code_hash, metadata, tries_left';

export const phoneCodesRepository = {
  /** Stores a new code; the number's earlier codes for the same purpose stop working (only the latest text counts). */
  async replace(
    db: Queryable,
    code: {
      phoneHash: string;
      purpose: CodePurpose;
      userId: string | null;
      codeHash: string;
      metadata: Record<string, unknown>;
      ttlSeconds: number;
    },
  ): Promise<void> {
    await db.query('update auth_phone_codes set used_at = now() where phone_hash = $1 and purpose = $2 and used_at is null', [
      code.phoneHash,
      code.purpose,
    ]);
    await db.query(
      `insert into auth_phone_codes (phone_hash, purpose, user_id, code_hash, metadata, expires_at)
       values ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))`,
      [code.phoneHash, code.purpose, code.userId, code.codeHash, JSON.stringify(code.metadata), code.ttlSeconds],
    );
  },

  /** The number's live code for a purpose, held until the transaction ends (one guess is judged at a time). */
  async lockLive(db: Queryable, phoneHash: string, purpose: CodePurpose): Promise<PhoneCodeRow | null> {
    const [row] = await db.query<PhoneCodeRow>(
      `select ${columns} from auth_phone_codes
        where phone_hash = $1 and purpose = $2 and used_at is null and expires_at > now() and tries_left > 0
        order by created_at desc limit 1 for update`,
      [phoneHash, purpose],
    );
    return row ?? null;
  },

  /** The number's latest code for a purpose within the last hour, whatever became of it. */
  async recent(db: Queryable, phoneHash: string, purpose: CodePurpose): Promise<PhoneCodeRow | null> {
    const [row] = await db.query<PhoneCodeRow>(
      `select ${columns} from auth_phone_codes
        where phone_hash = $1 and purpose = $2 and created_at > now() - interval '1 hour' order by created_at desc limit 1`,
      [phoneHash, purpose],
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

  /** Forgets codes a day past their end, sign-up details and all; answers how many. */
  async forgetOld(db: Queryable): Promise<number> {
    const rows = await db.query<{ id: string }>(`delete from auth_phone_codes where expires_at < now() - interval '1 day' returning id`);
    return rows.length;
  },
};
