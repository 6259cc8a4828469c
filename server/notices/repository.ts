/** SQL for notices and their deliveries (0057_notices.sql): each notice written once, each delivery sent once. */
import type { Queryable } from '../db/database';
import type { NoticeChannel } from './requests';

export type NoticeKindName = 'gifts' | 'vote_needed' | 'withdrawal' | 'story_status' | 'story_update' | 'test';

export interface NoticeRow {
  id: string;
  kind: NoticeKindName;
  user_id: string | null;
  subscription_id: string | null;
  facts: Record<string, unknown>;
}

export interface DeliveryRow {
  id: string;
  notice_id: string;
  channel: NoticeChannel;
  subscription_id: string | null;
  status: 'queued' | 'sending' | 'sent' | 'failed' | 'unconfirmed';
  attempts: number;
}

export const noticesRepository = {
  /** Writes a notice once per key; its id, or null when the key was written before. */
  async insert(
    db: Queryable,
    notice: { key: string; kind: NoticeKindName; userId: string | null; subscriptionId: string | null; facts: unknown; held?: boolean },
  ): Promise<string | null> {
    const [row] = await db.query<{ id: string }>(
      `insert into notices (dedupe_key, kind, user_id, subscription_id, facts, held) values ($1, $2, $3, $4, $5, $6)
       on conflict (dedupe_key) do nothing returning id`,
      [notice.key, notice.kind, notice.userId, notice.subscriptionId, JSON.stringify(notice.facts), notice.held ?? false],
    );
    return row?.id ?? null;
  },

  async find(db: Queryable, id: string): Promise<NoticeRow | null> {
    const [row] = await db.query<NoticeRow>('select id, kind, user_id, subscription_id, facts from notices where id = $1', [id]);
    return row ?? null;
  },

  /** One delivery per channel (and browser); the ids of those not written before. */
  async insertDeliveries(
    db: Queryable,
    noticeId: string,
    deliveries: ReadonlyArray<{ channel: NoticeChannel; subscriptionId: string | null }>,
  ): Promise<string[]> {
    const ids: string[] = [];
    for (const delivery of deliveries) {
      const [row] = await db.query<{ id: string }>(
        `insert into notice_deliveries (notice_id, channel, subscription_id) values ($1, $2, $3) on conflict do nothing returning id`,
        [noticeId, delivery.channel, delivery.subscriptionId],
      );
      if (row) ids.push(row.id);
    }
    return ids;
  },

  async findDelivery(db: Queryable, id: string): Promise<DeliveryRow | null> {
    const [row] = await db.query<DeliveryRow>(
      'select id, notice_id, channel, subscription_id, status, attempts from notice_deliveries where id = $1',
      [id],
    );
    return row ?? null;
  },

  /** Takes a queued delivery for sending (committed before it leaves); null when it is not queued. */
  async claim(db: Queryable, id: string): Promise<DeliveryRow | null> {
    const [row] = await db.query<DeliveryRow>(
      `update notice_deliveries set status = 'sending', attempts = attempts + 1 where id = $1 and status = 'queued'
       returning id, notice_id, channel, subscription_id, status, attempts`,
      [id],
    );
    return row ?? null;
  },

  /** What became of a delivery being sent. */
  async end(db: Queryable, id: string, status: 'sent' | 'failed' | 'unconfirmed', reason: string | null): Promise<void> {
    await db.query(
      `update notice_deliveries set status = $2, failure_reason = $3, sent_at = case when $2 = 'sent' then now() else sent_at end
        where id = $1 and status = 'sending'`,
      [id, status, reason?.slice(0, 300) ?? null],
    );
  },

  /** Not taken this time: queued again for the job's next try. */
  async requeue(db: Queryable, id: string, reason: string): Promise<void> {
    await db.query(`update notice_deliveries set status = 'queued', failure_reason = $2 where id = $1 and status = 'sending'`, [
      id,
      reason.slice(0, 300),
    ]);
  },
};
