/** SQL for reports people file on stories. */
import type { Queryable } from '../db/database';

export const reportsRepository = {
  async insert(
    db: Queryable,
    report: { campaignId: string; reporterId: string | null; reason: string; details: string | null },
  ): Promise<string> {
    const [row] = await db.query<{ id: string }>(
      'insert into reports (campaign_id, reporter_id, reason, details) values ($1, $2, $3, $4) returning id',
      [report.campaignId, report.reporterId, report.reason, report.details],
    );
    if (!row) throw new Error('report not stored');
    return row.id;
  },
};
