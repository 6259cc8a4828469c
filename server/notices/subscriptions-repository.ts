/** SQL for the browsers that turned notices on (push_subscriptions) and the stories they follow (0057_notices.sql). */
import type { Queryable } from '../db/database';

export interface SubscriptionRow {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  user_id: string | null;
  lang: string;
}

const columns = 'id, endpoint, p256dh, auth, user_id, lang';

export const subscriptionsRepository = {
  /**
   * Keeps a browser's subscription: a new endpoint is added, a known one takes
   * the new keys and reader (a phone passed to someone else, or signed in now).
   * A signed-out save never takes a subscription away from its person.
   */
  async save(
    db: Queryable,
    sub: { endpoint: string; p256dh: string; auth: string; userId: string | null; lang: string },
  ): Promise<SubscriptionRow> {
    const [row] = await db.query<SubscriptionRow>(
      `insert into push_subscriptions (endpoint, p256dh, auth, user_id, lang) values ($1, $2, $3, $4, $5)
       on conflict (endpoint) do update set p256dh = excluded.p256dh, auth = excluded.auth, lang = excluded.lang,
              user_id = coalesce(excluded.user_id, push_subscriptions.user_id)
       returning ${columns}`,
      [sub.endpoint, sub.p256dh, sub.auth, sub.userId, sub.lang],
    );
    if (!row) throw new Error('subscription not saved');
    return row;
  },

  find(db: Queryable, id: string): Promise<SubscriptionRow | null> {
    return db.query<SubscriptionRow>(`select ${columns} from push_subscriptions where id = $1`, [id]).then(([row]) => row ?? null);
  },

  ofUser(db: Queryable, userId: string): Promise<SubscriptionRow[]> {
    return db.query<SubscriptionRow>(`select ${columns} from push_subscriptions where user_id = $1 order by created_at`, [userId]);
  },

  async countOfUser(db: Queryable, userId: string): Promise<number> {
    const [row] = await db.query<{ n: number }>('select count(*)::int as n from push_subscriptions where user_id = $1', [userId]);
    return row?.n ?? 0;
  },

  /** A browser that unsubscribed, or whose push service said it is gone (404, 410). */
  async remove(db: Queryable, id: string): Promise<void> {
    await db.query('delete from push_subscriptions where id = $1', [id]);
  },

  /** Whether the browser subscribed at `endpoint` brings `userId`'s notices. */
  async isOfUser(db: Queryable, endpoint: string, userId: string): Promise<boolean> {
    const rows = await db.query('select 1 from push_subscriptions where endpoint = $1 and user_id = $2', [endpoint, userId]);
    return rows.length > 0;
  },

  /** Turning notices off on this browser: its person's or nobody's (the endpoint is the proof: only that browser knows it). */
  async removeByEndpoint(db: Queryable, endpoint: string): Promise<boolean> {
    const rows = await db.query('delete from push_subscriptions where endpoint = $1 returning id', [endpoint]);
    return rows.length > 0;
  },

  async sent(db: Queryable, id: string): Promise<void> {
    await db.query('update push_subscriptions set last_sent_at = now() where id = $1', [id]);
  },

  async follow(db: Queryable, subscriptionId: string, campaignId: string): Promise<void> {
    await db.query('insert into push_story_follows (subscription_id, campaign_id) values ($1, $2) on conflict do nothing', [
      subscriptionId,
      campaignId,
    ]);
  },

  followers(db: Queryable, campaignId: string): Promise<SubscriptionRow[]> {
    return db.query<SubscriptionRow>(
      `select s.id, s.endpoint, s.p256dh, s.auth, s.user_id, s.lang from push_story_follows f
         join push_subscriptions s on s.id = f.subscription_id where f.campaign_id = $1`,
      [campaignId],
    );
  },
};
