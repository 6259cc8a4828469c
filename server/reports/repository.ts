/** SQL for filing a report on a story, by a person (`user`) or by an admin (`admin`). */
import type { Queryable } from '../db/database';

export const filedReportsRepository = {
  async insert(
    db: Queryable,
    report: { campaignId: string; reporterId: string | null; source: 'user' | 'admin'; reason: string; details: string | null },
  ): Promise<string> {
    const [row] = await db.query<{ id: string }>(
      'insert into reports (campaign_id, reporter_id, source, reason, details) values ($1, $2, $3, $4, $5) returning id',
      [report.campaignId, report.reporterId, report.source, report.reason, report.details],
    );
    if (!row) throw new Error('report not stored');
    return row.id;
  },
};
