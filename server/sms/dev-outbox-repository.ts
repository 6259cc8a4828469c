/** SQL for the dev SMS outbox (table `dev_sms`): the texts the app "sent" while no SMS gateway is configured. */
import type { Queryable } from '../db/database';

export interface StoredSms {
  id: number;
  message_id: string;
  to_phone: string;
  body: string;
  parts: number;
  created_at: Date;
}

export const devSmsRepository = {
  async insert(db: Queryable, sms: { messageId: string; to: string; body: string; parts: number }): Promise<void> {
    await db.query('insert into dev_sms (message_id, to_phone, body, parts) values ($1, $2, $3, $4)', [
      sms.messageId,
      sms.to,
      sms.body,
      sms.parts,
    ]);
  },

  /** The newest two hundred, newest first. */
  recent(db: Queryable): Promise<StoredSms[]> {
    return db.query<StoredSms>('select id, message_id, to_phone, body, parts, created_at from dev_sms order by id desc limit 200');
  },
};
