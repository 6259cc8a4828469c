/** SQL for USSD sessions that reached the point of giving (0048_ussd_sessions.sql). */
import type { Queryable } from '../db/database';

export type SessionStep = 'starting' | 'send_otp' | 'pay_offline' | 'pending' | 'success' | 'failed' | 'unavailable' | 'refused';

export interface SessionRow {
  session_id: string;
  payer_key: string;
  lang: string;
  amount: number;
  story_title: string;
  reference: string | null;
  step: SessionStep;
  depth: number;
}

export const ussdRepository = {
  find(db: Queryable, sessionId: string): Promise<SessionRow | null> {
    return db.query<SessionRow>('select * from ussd_sessions where session_id = $1', [sessionId]).then(([row]) => row ?? null);
  },

  /** Writes the session as it starts its gift; false when it was written before (only the first request gives). */
  async claim(
    db: Queryable,
    s: Pick<SessionRow, 'session_id' | 'payer_key' | 'lang' | 'amount' | 'story_title' | 'depth'>,
  ): Promise<boolean> {
    const rows = await db.query(
      `insert into ussd_sessions (session_id, payer_key, lang, amount, story_title, depth) values ($1, $2, $3, $4, $5, $6)
       on conflict (session_id) do nothing returning session_id`,
      [s.session_id, s.payer_key, s.lang, s.amount, s.story_title.slice(0, 200), s.depth],
    );
    return rows.length > 0;
  },

  async record(db: Queryable, sessionId: string, change: { reference?: string; step: SessionStep; depth?: number }): Promise<void> {
    await db.query(
      `update ussd_sessions set reference = coalesce($2, reference), step = $3, depth = coalesce($4, depth), updated_at = now()
        where session_id = $1`,
      [sessionId, change.reference ?? null, change.step, change.depth ?? null],
    );
  },

  /** Takes the next input of a session waiting for a code, once: false when another request took it. */
  async takeInput(db: Queryable, sessionId: string, fromDepth: number): Promise<boolean> {
    const rows = await db.query(
      `update ussd_sessions set depth = $2 + 1, updated_at = now() where session_id = $1 and depth = $2 and step = 'send_otp' returning session_id`,
      [sessionId, fromDepth],
    );
    return rows.length > 0;
  },

  /** Sessions are over within minutes; their rows are kept a week for support, then dropped. */
  async forgetOld(db: Queryable, days: number): Promise<number> {
    const rows = await db.query(
      `delete from ussd_sessions where session_id in (select session_id from ussd_sessions where created_at < now() - make_interval(days => $1) limit 1000) returning session_id`,
      [days],
    );
    return rows.length;
  },
};
