/**
 * SQL for the CSV export of the donations an owner received, read in short
 * keyset batches (newest first, then by id) so that no single statement holds
 * the database for long: on PGlite every query runs on the server's one
 * thread, one at a time. Each story's gifts come from its own index range,
 * so a batch costs about the batch size per story, wherever it starts.
 * An anonymous donor's name never leaves the database.
 */
import type { ReceivedDonation } from '../../contract/api/dashboard';
import type { Queryable } from '../db/database';

/**
 * Where the previous batch ended: its last row's id and time, the time as
 * PostgreSQL's own text (with its offset) because a JS Date would drop the
 * microseconds and the next batch would skip or repeat rows.
 */
export interface ExportPosition {
  paidAt: string;
  id: string;
}

/** A donation as the owner sees it (contract/api/dashboard.ts), its time a date and as text. */
export interface ExportRow extends Omit<ReceivedDonation, 'paid_at'> {
  paid_at: Date;
  paid_at_text: string;
}

export interface ExportFilter {
  ownerId: string;
  campaignId?: string;
}

export const exportRepository = {
  /** The next `limit` donations after `after` (from the newest when null). */
  async batch(db: Queryable, filter: ExportFilter, after: ExportPosition | null, limit: number): Promise<ExportRow[]> {
    const params: unknown[] = [filter.ownerId, limit];
    let stories = 'c.owner_id = $1';
    if (filter.campaignId) {
      params.push(filter.campaignId);
      stories += ` and c.id = $${params.length}::uuid`;
    }
    let next = '';
    if (after) {
      params.push(after.paidAt, after.id);
      next = `and (d.paid_at, d.id) < ($${params.length - 1}::timestamptz, $${params.length}::uuid)`;
    }
    // The newest gifts are picked from the index alone (the story's id, time
    // and gift id), then only those rows are read: the planner cannot know how
    // many gifts one story holds, and otherwise may sort all of them.
    return db.query<ExportRow>(
      `select d.id, d.campaign_id, c.title as campaign_title,
              case when d.is_anonymous then null else d.donor_name end as donor_name,
              d.is_anonymous, d.amount, d.message, d.method, d.paid_at, d.paid_at::text as paid_at_text
         from (select g.id
                 from campaigns c
                 cross join lateral (
                   select d.id, d.paid_at from donations d
                    where d.campaign_id = c.id and d.status = 'succeeded' ${next}
                    order by d.paid_at desc, d.id desc
                    limit $2
                 ) g
                where ${stories}
                order by g.paid_at desc, g.id desc
                limit $2) page
         join donations d on d.id = page.id
         join campaigns c on c.id = d.campaign_id
        order by d.paid_at desc, d.id desc`,
      params,
    );
  },
};
