/** SQL for the development mailbox: the e-mails the app "sent" while no SMTP server is configured. */
import type { Mail } from './mailer';
import type { Queryable } from '../db/database';

export interface StoredMail {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: Date;
}

export const devMailboxRepository = {
  async insert(db: Queryable, mail: Mail): Promise<void> {
    await db.query('insert into dev_mail (to_address, subject, text_body, html_body) values ($1, $2, $3, $4)', [
      mail.to,
      mail.subject,
      mail.text,
      mail.html,
    ]);
  },

  /** The newest hundred, newest first. */
  recent(db: Queryable): Promise<StoredMail[]> {
    return db.query<StoredMail>(
      'select id, to_address, subject, text_body, html_body, created_at from dev_mail order by id desc limit 100',
    );
  },
};
