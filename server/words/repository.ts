/** SQL for words of support and their reports. */
import type { WordQueue, WordStatus } from '../../contract/rules/words';
import type { Queryable } from '../db/database';
import { microsOf, momentOf, type SortKey } from '../domain/paging';

export interface WordRow {
  id: string;
  campaign_id: string;
  author_id: string | null;
  author_name: string | null;
  text: string;
  status: WordStatus;
  reason: string | null;
  created_at: Date;
}

export interface AdminWordRow extends WordRow {
  campaign_title: string;
  campaign_slug: string;
  author_email: string | null;
  open_reports: number;
}

const columns = 'w.id, w.campaign_id, w.author_id, w.author_name, w.text, w.status, w.reason, w.created_at';

export const wordsRepository = {
  async insert(db: Queryable, word: { campaignId: string; authorId: string; authorName: string | null; text: string }): Promise<string> {
    const [row] = await db.query<{ id: string }>(
      'insert into words_of_support (campaign_id, author_id, author_name, text) values ($1, $2, $3, $4) returning id',
      [word.campaignId, word.authorId, word.authorName, word.text],
    );
    if (!row) throw new Error('word not stored');
    return row.id;
  },

  async find(db: Queryable, id: string, forUpdate = false): Promise<WordRow | null> {
    const [row] = await db.query<WordRow>(`select ${columns} from words_of_support w where w.id = $1 ${forUpdate ? 'for update' : ''}`, [
      id,
    ]);
    return row ?? null;
  },

  /**
   * A story's words newest first, after `after` (the sort key of the last one shown): the shown ones, the
   * hidden ones when `withHidden` (its owner), and `authorId`'s own waiting ones. One more than `limit`
   * says whether a page follows.
   */
  async page(
    db: Queryable,
    query: { campaignId: string; limit: number; after?: SortKey; authorId?: string; withHidden: boolean },
  ): Promise<Array<WordRow & { sort_key: string }>> {
    const params: unknown[] = [query.campaignId];
    const seen = [`w.status = 'shown'`];
    if (query.withHidden) seen.push(`w.status = 'hidden'`);
    if (query.authorId) seen.push(`(w.author_id = $${params.push(query.authorId)}::uuid and w.status = 'pending')`);
    const after = query.after
      ? `and (w.created_at, w.id) < (${momentOf(`$${params.push(query.after[0])}`)}, $${params.push(query.after[1])}::uuid)`
      : '';
    params.push(query.limit + 1);
    return db.query<WordRow & { sort_key: string }>(
      `select ${columns}, json_build_array(${microsOf('w.created_at')}, w.id)::text as sort_key
         from words_of_support w
        where w.campaign_id = $1 and (${seen.join(' or ')}) ${after}
        order by w.created_at desc, w.id desc
        limit $${params.length}`,
      params,
    );
  },

  async setStatus(db: Queryable, id: string, status: WordStatus, decision: { by: string | null; reason: string | null }): Promise<void> {
    await db.query('update words_of_support set status = $2, decided_by = $3, reason = $4, decided_at = now() where id = $1', [
      id,
      status,
      decision.by,
      decision.reason,
    ]);
  },

  async report(db: Queryable, wordId: string, reporterId: string | null): Promise<void> {
    await db.query('insert into word_reports (word_id, reporter_id) values ($1, $2)', [wordId, reporterId]);
  },

  async closeReports(db: Queryable, wordId: string): Promise<void> {
    await db.query('update word_reports set closed_at = now() where word_id = $1 and closed_at is null', [wordId]);
  },

  /** The team's queue: words waiting (oldest first), reported ones (most reported first), or every word (newest first). */
  async adminList(db: Queryable, queue: WordQueue, limit: number, offset: number): Promise<{ rows: AdminWordRow[]; total: number }> {
    const reports = `(select count(*) from word_reports r where r.word_id = w.id and r.closed_at is null)::int`;
    const where =
      queue === 'pending'
        ? `w.status = 'pending'`
        : queue === 'reported'
          ? `w.status in ('shown', 'hidden') and exists (select 1 from word_reports r where r.word_id = w.id and r.closed_at is null)`
          : 'true';
    const order =
      queue === 'pending'
        ? 'w.created_at, w.id'
        : queue === 'reported'
          ? 'open_reports desc, w.created_at desc'
          : 'w.created_at desc, w.id desc';
    const rows = await db.query<AdminWordRow>(
      `select ${columns}, c.title as campaign_title, c.slug as campaign_slug, u.email as author_email, ${reports} as open_reports
         from words_of_support w
         join campaigns c on c.id = w.campaign_id
         left join users u on u.id = w.author_id
        where ${where}
        order by ${order}
        limit $1 offset $2`,
      [limit, offset],
    );
    const [count] = await db.query<{ n: number }>(`select count(*)::int as n from words_of_support w where ${where}`);
    return { rows, total: count?.n ?? 0 };
  },
};
