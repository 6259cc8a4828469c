/**
 * SQL for the CSV export of the donations an owner received, read in short
 * batches (newest first, then by id) so that no statement holds the database
 * for long: on PGlite every query runs on the server's one thread, one at a
 * time. Each batch looks at one window of time, walked down each story's own
 * index range, so its cost follows the gifts in the window, not all the
 * owner's gifts; the window widens while it holds few gifts and narrows to
 * about one batch where gifts are dense. An anonymous donor's name never
 * leaves the database.
 */
import type { ReceivedDonation } from '../../contract/api/dashboard';
import type { Queryable } from '../db/database';

/** A donation as the owner sees it (contract/api/dashboard.ts), its time a date and as text. */
export interface ExportRow extends Omit<ReceivedDonation, 'paid_at'> {
  paid_at: Date;
  paid_at_text: string;
}

export interface ExportFilter {
  ownerId: string;
  campaignId?: string;
}

/**
 * Where the previous batch ended, the time as PostgreSQL's own text (with its
 * offset): a JS Date would drop the microseconds and skip or repeat rows.
 */
interface Position {
  paidAt: string;
  id: string;
}

const firstId = '00000000-0000-0000-0000-000000000000';
const lastId = 'ffffffff-ffff-ffff-ffff-ffffffffffff';
const firstWindowMs = 3_600_000;

function storiesOf(filter: ExportFilter, params: unknown[]): string {
  params.push(filter.ownerId);
  let where = `c.owner_id = $${params.length}`;
  if (filter.campaignId) {
    params.push(filter.campaignId);
    where += ` and c.id = $${params.length}::uuid`;
  }
  return where;
}

/** The newest and oldest gift's times, from each story's index, or null without gifts. */
async function span(db: Queryable, filter: ExportFilter): Promise<{ newest: Date; newestText: string; oldest: Date } | null> {
  const params: unknown[] = [];
  const stories = storiesOf(filter, params);
  const [row] = await db.query<{ newest: Date | null; newest_text: string | null; oldest: Date | null }>(
    `select max(n.paid_at) as newest, max(n.paid_at)::text as newest_text, min(o.paid_at) as oldest
       from campaigns c
       cross join lateral (select d.paid_at from donations d where d.campaign_id = c.id and d.status = 'succeeded'
                            order by d.paid_at desc limit 1) n
       cross join lateral (select d.paid_at from donations d where d.campaign_id = c.id and d.status = 'succeeded'
                            order by d.paid_at limit 1) o
      where ${stories}`,
    params,
  );
  return row?.newest && row.newest_text && row.oldest ? { newest: row.newest, newestText: row.newest_text, oldest: row.oldest } : null;
}

/** Up to `limit` donations before `after` and at or after `since`, newest first. */
async function batch(db: Queryable, filter: ExportFilter, after: Position, since: Date, limit: number): Promise<ExportRow[]> {
  const params: unknown[] = [after.paidAt, after.id, since, limit];
  const stories = storiesOf(filter, params);
  // The gifts are picked from the index alone (story, time, id), then only
  // those rows are read: the planner cannot know how many gifts one story
  // holds, and might otherwise sort all of them.
  return db.query<ExportRow>(
    `select d.id, d.campaign_id, c.title as campaign_title,
            case when d.is_anonymous then null else d.donor_name end as donor_name,
            d.is_anonymous, d.amount, d.message, d.method, d.paid_at, d.paid_at::text as paid_at_text
       from (select g.id
               from campaigns c
               cross join lateral (
                 select d.id, d.paid_at from donations d
                  where d.campaign_id = c.id and d.status = 'succeeded'
                    and (d.paid_at, d.id) < ($1::timestamptz, $2::uuid) and d.paid_at >= $3
                  order by d.paid_at desc, d.id desc
                  limit $4
               ) g
              where ${stories}
              order by g.paid_at desc, g.id desc
              limit $4) page
       join donations d on d.id = page.id
       join campaigns c on c.id = d.campaign_id
      order by d.paid_at desc, d.id desc`,
    params,
  );
}

export const exportRepository = {
  /** Every donation received, newest first, in batches of at most `limit`, each read by one short statement. */
  async *batches(db: Queryable, filter: ExportFilter, limit: number): AsyncGenerator<ExportRow[]> {
    const range = await span(db, filter);
    if (!range) return;
    let after: Position = { paidAt: range.newestText, id: lastId };
    let afterMs = range.newest.getTime();
    let windowMs = firstWindowMs;
    for (;;) {
      const since = new Date(Math.max(afterMs - windowMs, range.oldest.getTime()));
      const rows = await batch(db, filter, after, since, limit);
      if (rows.length > 0) yield rows;
      const last = rows.at(-1);
      if (last && rows.length === limit) {
        // The window held more than a batch: the next one spans about what this batch did.
        windowMs = Math.max(afterMs - last.paid_at.getTime(), 1);
        after = { paidAt: last.paid_at_text, id: last.id };
        afterMs = last.paid_at.getTime();
      } else {
        // Everything from `since` on is out; the oldest gift is at or after the floor of its millisecond.
        if (since.getTime() <= range.oldest.getTime()) return;
        windowMs *= rows.length < limit / 4 ? 4 : 2;
        after = { paidAt: since.toISOString(), id: firstId };
        afterMs = since.getTime();
      }
    }
  },
};
