/**
 * Anyone may tell the team a story looks wrong, with a reason from a fixed
 * list. Rate limited per person (or address) and per story, so reports cannot
 * be used to flood the moderators; each report wakes the fraud rules.
 */
import type { ReportBody } from '../../contract/api/reports';
import { reportLimits } from '../../contract/rules/campaign';
import type { CampaignsService } from '../campaigns/service';
import type { Database } from '../db/database';
import type { Viewer } from '../domain/viewer';
import type { EventBus } from '../events/bus';
import { earlierWrite, writeOnce } from '../idempotency/write-once';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { filedReportsRepository } from './repository';

export class StoryReports {
  constructor(
    private readonly db: Database,
    private readonly campaigns: CampaignsService,
    private readonly limiter: RateLimiter,
    private readonly events: EventBus,
  ) {}

  /**
   * Files a report on a story the reporter can see; `ip` counts for a reporter who is not signed in. With an
   * idempotency key, a repeat (whoever sends it) gets the report the first one filed, without counting again.
   */
  async file(report: ReportBody, reporter: { viewer: Viewer | null; ip: string }, key?: string): Promise<string> {
    const earlier = await earlierWrite(this.db, key, 'report');
    if (earlier) return earlier;
    const campaignId = await this.campaigns.visibleId(report.campaign_id, reporter.viewer);
    const who = reporter.viewer ? `user:${reporter.viewer.userId}` : `ip:${reporter.ip}`;
    await this.limiter.enforce([
      { key: `report:${who}:hour`, windowSeconds: 3600, max: reportLimits.perHour },
      { key: `report:${who}:${campaignId}:day`, windowSeconds: 86_400, max: reportLimits.perStoryPerDay },
    ]);
    const { id, replayed } = await writeOnce(this.db, key, 'report', async (tx) => {
      const reportId = await filedReportsRepository.insert(tx, {
        campaignId,
        reporterId: reporter.viewer?.userId ?? null,
        source: 'user',
        reason: report.reason,
        details: report.details?.trim() || null,
      });
      await this.events.record(tx, 'report.created', { reportId, campaignId });
      return reportId;
    });
    if (!replayed) await this.events.emit('report.created', { reportId: id, campaignId });
    return id;
  }
}
