/** SQL for texts (0046_sms.sql): each text's way from queued to sent, who said STOP, and who asked for a story's news. */
import type { Queryable } from '../db/database';

export const smsKinds = ['receipt', 'update', 'summary', 'stopped', 'invitation', 'notice'] as const;
export type SmsKind = (typeof smsKinds)[number];

export interface SmsRow {
  id: string;
  dedupe_key: string;
  kind: SmsKind;
  to_phone: string | null;
  phone_hash: string;
  body: string;
  parts: number;
  lang: string;
  status: 'queued' | 'sending' | 'sent' | 'failed' | 'unconfirmed';
  gateway_message_id: string | null;
  failure_reason: string | null;
  delivery_status: string | null;
  attempts: number;
}

export interface NewSms {
  key: string;
  kind: SmsKind;
  to: string;
  phoneHash: string;
  body: string;
  parts: number;
  lang: string;
}

export interface Subscriber {
  phone: string;
  phone_hash: string;
  lang: string;
}

export const smsRepository = {
  /** Writes a text once per key; the id of the new row, or null when the key was written before. */
  async insert(db: Queryable, sms: NewSms): Promise<string | null> {
    const [row] = await db.query<{ id: string }>(
      `insert into sms_messages (dedupe_key, kind, to_phone, phone_hash, body, parts, lang) values ($1, $2, $3, $4, $5, $6, $7)
       on conflict (dedupe_key) do nothing returning id`,
      [sms.key, sms.kind, sms.to, sms.phoneHash, sms.body, sms.parts, sms.lang],
    );
    return row?.id ?? null;
  },

  find(db: Queryable, id: string): Promise<SmsRow | null> {
    return db.query<SmsRow>('select * from sms_messages where id = $1', [id]).then(([row]) => row ?? null);
  },

  /** Takes a queued text for sending (committed before the gateway is called); null when it is not queued. */
  async claim(db: Queryable, id: string): Promise<SmsRow | null> {
    const [row] = await db.query<SmsRow>(
      `update sms_messages set status = 'sending', sending_at = now(), attempts = attempts + 1 where id = $1 and status = 'queued' returning *`,
      [id],
    );
    return row ?? null;
  },

  async sent(db: Queryable, id: string, gateway: string, messageId: string, cost: string | null): Promise<void> {
    await db.query(
      `update sms_messages set status = 'sent', to_phone = null, sent_at = now(), gateway = $2, gateway_message_id = $3, cost = $4
        where id = $1 and status = 'sending'`,
      [id, gateway, messageId.slice(0, 200), cost?.slice(0, 40) ?? null],
    );
  },

  /** Ends a text that was being sent: `failed` (refused for good), or `unconfirmed` (the gateway may have it: never sent again). */
  async end(db: Queryable, id: string, status: 'failed' | 'unconfirmed', reason: string): Promise<void> {
    await db.query(`update sms_messages set status = $2, to_phone = null, failure_reason = $3 where id = $1 and status = 'sending'`, [
      id,
      status,
      reason.slice(0, 300),
    ]);
  },

  /** Not taken this time: queued again for the job's next try. */
  async requeue(db: Queryable, id: string, reason: string): Promise<void> {
    await db.query(`update sms_messages set status = 'queued', failure_reason = $2 where id = $1 and status = 'sending'`, [
      id,
      reason.slice(0, 300),
    ]);
  },

  /** What the network said of a text, by the gateway's id; false when no text has that id. */
  async delivery(db: Queryable, messageId: string, status: string, failure: string | null): Promise<boolean> {
    const rows = await db.query(
      `update sms_messages set delivery_status = $2, delivery_failure = $3,
         delivered_at = case when $2 = 'Success' then coalesce(delivered_at, now()) else delivered_at end
        where gateway_message_id = $1 returning id`,
      [messageId, status.slice(0, 40), failure?.slice(0, 100) ?? null],
    );
    return rows.length > 0;
  },

  async stopped(db: Queryable, phoneHash: string): Promise<boolean> {
    const [row] = await db.query<{ stopped: boolean }>('select exists (select 1 from sms_opt_outs where phone_hash = $1) as stopped', [
      phoneHash,
    ]);
    return row?.stopped ?? false;
  },

  /** Records a STOP and forgets the number's subscriptions; the language of the latest of them, if any. */
  async stop(db: Queryable, phoneHash: string): Promise<string | null> {
    await db.query('insert into sms_opt_outs (phone_hash) values ($1) on conflict (phone_hash) do nothing', [phoneHash]);
    const [latest] = await db.query<{ lang: string }>(
      `with gone as (delete from sms_update_subscriptions where phone_hash = $1 returning lang, created_at)
       select lang from gone order by created_at desc limit 1`,
      [phoneHash],
    );
    return latest?.lang ?? null;
  },

  async subscribe(db: Queryable, campaignId: string, subscriber: Subscriber): Promise<void> {
    await db.query(
      `insert into sms_update_subscriptions (campaign_id, phone_hash, phone, lang) values ($1, $2, $3, $4)
       on conflict (campaign_id, phone_hash) do update set lang = excluded.lang`,
      [campaignId, subscriber.phone_hash, subscriber.phone, subscriber.lang],
    );
  },

  /** Who asked for a story's news by text and has not said STOP since. */
  subscribers(db: Queryable, campaignId: string): Promise<Subscriber[]> {
    return db.query<Subscriber>(
      `select s.phone, s.phone_hash, s.lang from sms_update_subscriptions s
        where s.campaign_id = $1 and not exists (select 1 from sms_opt_outs o where o.phone_hash = s.phone_hash)`,
      [campaignId],
    );
  },
};
