/** SQL for idempotency keys: a request's claim on its key, and the answer stored with it. */
import type { Queryable } from '../db/database';

export interface StoredKey {
  state: 'in_progress' | 'done';
  method: string;
  path: string;
  request_hash: string | null;
  response_status: number | null;
  response_body: string | null;
  response_type: string | null;
  /** Seconds since the key was claimed. */
  age: number;
}

export const idempotencyRepository = {
  async find(db: Queryable, scope: string, key: string): Promise<StoredKey | null> {
    const [row] = await db.query<StoredKey>(
      `select state, method, path, request_hash, response_status, response_body, response_type,
              extract(epoch from now() - created_at)::float8 as age
         from idempotency_keys where scope = $1 and key = $2`,
      [scope, key],
    );
    return row ?? null;
  },

  /** Forgets a claim still in progress (its request died). */
  async forgetInProgress(db: Queryable, scope: string, key: string): Promise<void> {
    await db.query('delete from idempotency_keys where scope = $1 and key = $2 and state = $3', [scope, key, 'in_progress']);
  },

  /** Claims the key for a request; a second claim of the same key fails on the unique index. */
  async claim(
    db: Queryable,
    claim: { scope: string; key: string; method: string; path: string; requestHash: string | null },
  ): Promise<void> {
    await db.query('insert into idempotency_keys (scope, key, method, path, request_hash) values ($1, $2, $3, $4, $5)', [
      claim.scope,
      claim.key,
      claim.method,
      claim.path,
      claim.requestHash,
    ]);
  },

  async release(db: Queryable, scope: string, key: string): Promise<void> {
    await db.query('delete from idempotency_keys where scope = $1 and key = $2', [scope, key]);
  },

  async complete(db: Queryable, scope: string, key: string, answer: { status: number; body: string; type: string }): Promise<void> {
    await db.query(
      `update idempotency_keys set state = 'done', response_status = $3, response_body = $4, response_type = $5, completed_at = now()
        where scope = $1 and key = $2`,
      [scope, key, answer.status, answer.body, answer.type],
    );
  },

  /** Keys are kept 30 days. */
  async forgetOld(db: Queryable): Promise<void> {
    await db.query("delete from idempotency_keys where created_at < now() - interval '30 days'");
  },
};
