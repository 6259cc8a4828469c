/** SQL for idempotency: the stored answers of keyed requests, and the keys of writes that committed. */
import type { Queryable } from '../db/database';

export interface StoredAnswer {
  state: 'in_progress' | 'done';
  method: string;
  path: string;
  request_hash: string | null;
  response_status: number | null;
  response_body: string | null;
  response_type: string | null;
  /** True while the request holding the key is known to be alive. */
  leased: boolean;
}

export interface Claim {
  key: string;
  scope: string;
  method: string;
  path: string;
  hash: string | null;
}

export const idempotencyRepository = {
  async find(db: Queryable, key: string): Promise<StoredAnswer | null> {
    const [row] = await db.query<StoredAnswer>(
      `select state, method, path, request_hash, response_status, response_body, response_type, lease_until > now() as leased
         from idempotency_keys where key = $1`,
      [key],
    );
    return row ?? null;
  },

  /** Records the key as being processed; false when someone else holds it. */
  async claim(db: Queryable, claim: Claim, leaseSeconds: number): Promise<boolean> {
    const rows = await db.query(
      `insert into idempotency_keys (scope, key, method, path, request_hash, lease_until)
       values ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))
       on conflict (key) do update set scope = excluded.scope, lease_until = excluded.lease_until, created_at = now()
         where idempotency_keys.state = 'in_progress' and idempotency_keys.lease_until <= now()
       returning key`,
      [claim.scope, claim.key, claim.method, claim.path, claim.hash, leaseSeconds],
    );
    return rows.length > 0;
  },

  /** Keeps the keys of requests still running from looking abandoned. */
  async renew(db: Queryable, keys: readonly string[], leaseSeconds: number): Promise<void> {
    if (keys.length === 0) return;
    await db.query(
      `update idempotency_keys set lease_until = now() + make_interval(secs => $2) where key = any($1::text[]) and state = 'in_progress'`,
      [[...keys], leaseSeconds],
    );
  },

  async release(db: Queryable, key: string): Promise<void> {
    await db.query(`delete from idempotency_keys where key = $1 and state = 'in_progress'`, [key]);
  },

  async storeAnswer(db: Queryable, key: string, answer: { status: number; body: string; type: string }): Promise<void> {
    await db.query(
      `update idempotency_keys set state = 'done', response_status = $2, response_body = $3, response_type = $4, completed_at = now()
        where key = $1`,
      [key, answer.status, answer.body, answer.type],
    );
  },

  async deleteOlderThan(db: Queryable, days: number): Promise<void> {
    await db.query('delete from idempotency_keys where created_at < now() - make_interval(days => $1)', [days]);
    await db.query('delete from idempotent_writes where created_at < now() - make_interval(days => $1)', [days]);
  },

  /** Records a write's key in the write's own transaction; false when a write with this key already committed. */
  async recordWrite(tx: Queryable, key: string, kind: string): Promise<boolean> {
    const rows = await tx.query('insert into idempotent_writes (key, kind) values ($1, $2) on conflict (key) do nothing returning key', [
      key,
      kind,
    ]);
    return rows.length > 0;
  },

  async setWriteEntity(tx: Queryable, key: string, entityId: string): Promise<void> {
    await tx.query('update idempotent_writes set entity_id = $2 where key = $1', [key, entityId]);
  },

  async findWrite(db: Queryable, key: string): Promise<{ kind: string; entity_id: string | null } | null> {
    const [row] = await db.query<{ kind: string; entity_id: string | null }>(
      'select kind, entity_id from idempotent_writes where key = $1',
      [key],
    );
    return row ?? null;
  },
};
