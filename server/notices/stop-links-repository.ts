/** SQL for the one-step way out of a kind on a channel (0057_notices.sql): a link's hash and what it stops. */
import type { Queryable } from '../db/database';
import type { NoticeChannel, NoticeKind } from './requests';

export interface StopRow {
  user_id: string;
  kind: NoticeKind;
  channel: NoticeChannel;
}

export const stopLinksRepository = {
  async keep(db: Queryable, tokenHash: string, stop: { userId: string; kind: NoticeKind; channel: NoticeChannel }): Promise<void> {
    await db.query(
      `insert into notice_stop_links (token_hash, user_id, kind, channel) values ($1, $2, $3, $4)
       on conflict (user_id, kind, channel) do update set token_hash = excluded.token_hash`,
      [tokenHash, stop.userId, stop.kind, stop.channel],
    );
  },

  async find(db: Queryable, tokenHash: string): Promise<(StopRow & { lang: string }) | null> {
    const [row] = await db.query<StopRow & { lang: string }>(
      `select l.user_id, l.kind, l.channel, u.lang from notice_stop_links l join users u on u.id = l.user_id where l.token_hash = $1`,
      [tokenHash],
    );
    return row ?? null;
  },
};
