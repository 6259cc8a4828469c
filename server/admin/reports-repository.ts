/** SQL for reports as the moderators see and process them. */
import { boundedCount } from '../db/bounded-count';
import type { Queryable } from '../db/database';
import type { CampaignStatus, FraudReportReason } from '../../contract/rules/campaign';
import type { ReportAction, ReportStatus } from '../../contract/rules/moderation';

export interface ReportRow {
  id: string;
  campaign_id: string;
  campaign_title: string;
  campaign_slug: string;
  campaign_status: CampaignStatus;
  reporter_id: string | null;
  reporter_email: string | null;
  source: 'user' | 'admin';
  reason: FraudReportReason;
  details: string | null;
  status: ReportStatus;
  action: ReportAction | null;
  note: string | null;
  processed_by_email: string | null;
  processed_at: Date | null;
  created_at: Date;
}

export interface ReportFilter {
  status?: ReportStatus;
  campaignId?: string;
  limit: number;
  offset: number;
}

export const reportsRepository = {
  async list(db: Queryable, filter: ReportFilter): Promise<{ rows: ReportRow[]; total: number; totalExact: boolean }> {
    const params: unknown[] = [];
    const where: string[] = [];
    if (filter.status) {
      params.push(filter.status);
      where.push(`r.status = $${params.length}`);
    }
    if (filter.campaignId) {
      params.push(filter.campaignId);
      where.push(`r.campaign_id = $${params.length}::uuid`);
    }
    const counted = await boundedCount(db, `from reports r ${where.length ? `where ${where.join(' and ')}` : ''}`, params);
    params.push(filter.limit, filter.offset);
    // The page is chosen from the reports alone; then only its rows are joined to their story and people.
    const order = `(r.status = 'open') desc, r.created_at ${filter.status === 'open' ? 'asc' : 'desc'}, r.id`;
    const rows = await db.query<ReportRow>(
      `select r.id, r.campaign_id, c.title as campaign_title, c.slug as campaign_slug, c.status as campaign_status,
              r.reporter_id, rp.email as reporter_email, r.source, r.reason, r.details, r.status, r.action, r.note,
              pb.email as processed_by_email, r.processed_at, r.created_at
         from (select r.* from reports r ${where.length ? `where ${where.join(' and ')}` : ''}
                order by ${order} limit $${params.length - 1} offset $${params.length}) r
         join campaigns c on c.id = r.campaign_id
         left join users rp on rp.id = r.reporter_id left join users pb on pb.id = r.processed_by
        order by ${order}`,
      params,
    );
    return { rows, ...counted };
  },

  async lockForProcessing(
    db: Queryable,
    id: string,
  ): Promise<{ id: string; campaign_id: string; status: ReportStatus; reason: string } | null> {
    const [row] = await db.query<{ id: string; campaign_id: string; status: ReportStatus; reason: string }>(
      'select id, campaign_id, status, reason from reports where id = $1 for update',
      [id],
    );
    return row ?? null;
  },

  async markProcessed(
    db: Queryable,
    id: string,
    outcome: { status: 'dismissed' | 'actioned'; action: ReportAction; note: string; adminId: string },
  ): Promise<void> {
    await db.query(`update reports set status = $2, action = $3, note = $4, processed_by = $5, processed_at = now() where id = $1`, [
      id,
      outcome.status,
      outcome.action,
      outcome.note,
      outcome.adminId,
    ]);
  },
};
