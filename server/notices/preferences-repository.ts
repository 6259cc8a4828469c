/** SQL for what each person chose: a kind on a channel, on or off (0057_notices.sql); what was never chosen keeps its default. */
import type { Queryable } from '../db/database';
import type { NoticeChannel, NoticeKind } from './requests';

export interface Choice {
  kind: NoticeKind;
  channel: NoticeChannel;
  enabled: boolean;
}

export const preferencesRepository = {
  of(db: Queryable, userId: string): Promise<Choice[]> {
    return db.query<Choice>('select kind, channel, enabled from notice_preferences where user_id = $1', [userId]);
  },

  async set(db: Queryable, userId: string, choices: readonly Choice[]): Promise<void> {
    for (const choice of choices) {
      await db.query(
        `insert into notice_preferences (user_id, kind, channel, enabled) values ($1, $2, $3, $4)
         on conflict (user_id, kind, channel) do update set enabled = excluded.enabled, updated_at = now()`,
        [userId, choice.kind, choice.channel, choice.enabled],
      );
    }
  },
};
