/** SQL for the dev push outbox (0057_notices.sql): what each phone would have shown. */
import type { Queryable } from '../db/database';

export interface StoredPush {
  id: number;
  endpoint: string;
  payload: Record<string, unknown>;
  created_at: Date;
}

export const devPushRepository = {
  async insert(db: Queryable, endpoint: string, payload: string): Promise<void> {
    await db.query('insert into dev_push_outbox (endpoint, payload) values ($1, $2)', [endpoint, payload]);
  },
  recent(db: Queryable): Promise<StoredPush[]> {
    return db.query<StoredPush>('select id, endpoint, payload, created_at from dev_push_outbox order by id desc limit 100');
  },
};
