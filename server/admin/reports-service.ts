/**
 * Reports from the moderators' side: opening one (source `admin`) and
 * processing one with a note: dismiss it, warn the owner by e-mail, pause
 * the story, or remove it. Removing never deletes: a story with donations is
 * closed (`completed`, closed by `admin`) and kept for donors' records but
 * left out of every public list; one without donations becomes `rejected`,
 * so only its owner sees it, with the note as the reason.
 */
import { campaignsPort } from '../campaigns/port';
import type { Report } from '../../contract/api/admin';
import type { Paged } from '../../contract/api/common';
import type { Database, Queryable } from '../db/database';
import { pageOf } from '../domain/paging';
import type { EventBus } from '../events/bus';
import { conflict, notFound } from '../domain/errors';
import { ownerWarningMail, storyRemovedMail } from '../mail/moderation-mails';
import type { NoticesService } from '../notices/service';
import type { CampaignStatus, FraudReportReason } from '../../contract/rules/campaign';
import type { ReportAction } from '../../contract/rules/moderation';
import { auditRepository, type Actor } from './audit-repository';
import { adminCampaignsRepository, type ModerationTarget } from './campaigns-repository';
import type { OwnerNotifier } from './notifier';
import { optionalReason, requiredReason } from './reasons';
import { toReport } from './dto';
import { reportsRepository, type ReportFilter } from './reports-repository';
import { reportsPort } from '../reports/port';

export interface ProcessOutcome {
  id: string;
  status: 'dismissed' | 'actioned';
  action: ReportAction;
  campaign_id: string;
  campaign_status: CampaignStatus;
}

/** What the action does to the story, inside the transaction; returns the story's new status. */
async function applyToStory(tx: Queryable, story: ModerationTarget, action: ReportAction, note: string): Promise<CampaignStatus> {
  if (action === 'dismiss') return story.status;
  if (action === 'warn') {
    if (!story.owner_id) throw conflict('This story has no owner any more, so there is nobody to warn.', 'State cannot follow');
    return story.status;
  }
  if (action === 'pause') {
    if (story.status === 'paused') return story.status;
    if (story.status !== 'active') throw conflict(`Only a live story can be paused: this one is ${story.status}.`, 'State cannot follow');
    await adminCampaignsRepository.setState(tx, story.id, 'paused', note);
    return 'paused';
  }
  const removed =
    (story.status === 'completed' && story.closed_reason === 'admin') || story.status === 'rejected' || story.status === 'draft';
  if (removed) throw conflict(`This story is not public any more (${story.status}), so there is nothing to remove.`, 'State cannot follow');
  if (story.has_donations) {
    await adminCampaignsRepository.closeByAdmin(tx, story.id, note);
    return 'completed';
  }
  await adminCampaignsRepository.setState(tx, story.id, 'rejected', note);
  return 'rejected';
}

export class ReportsService {
  constructor(
    private readonly db: Database,
    private readonly events: EventBus,
    private readonly notifier: OwnerNotifier,
    private readonly notices: Pick<NoticesService, 'notify' | 'nudge'>,
  ) {}

  /** Open reports first (oldest first when only open ones are asked for), then the rest, newest first. */
  async list(filter: Pick<ReportFilter, 'status' | 'campaignId'>, page: number, limit: number): Promise<Paged<Report>> {
    const { rows, total } = await reportsRepository.list(this.db, { ...filter, limit, offset: (page - 1) * limit });
    return pageOf(rows.map(toReport), total, page, limit);
  }

  async open(
    actor: Actor,
    campaignIdOrSlug: string,
    reason: FraudReportReason,
    rawDetails: string | undefined,
  ): Promise<{ id: string; campaign_id: string }> {
    const details = optionalReason(rawDetails, 'details');
    const story = await campaignsPort.findByIdOrSlug(this.db, campaignIdOrSlug);
    if (!story) throw notFound('This story does not exist.');
    const id = await this.db.transaction(async (tx) => {
      const reportId = await reportsPort.insert(tx, {
        campaignId: story.id,
        reporterId: actor.userId,
        source: 'admin',
        reason,
        details,
      });
      await auditRepository.record(tx, actor, {
        action: 'report_open',
        targetType: 'report',
        targetId: reportId,
        reason: details,
        details: { campaign_id: story.id, title: story.title, reason },
      });
      await this.events.record(tx, 'report.created', { reportId, campaignId: story.id });
      return reportId;
    });
    await this.events.emit('report.created', { reportId: id, campaignId: story.id });
    return { id, campaign_id: story.id };
  }

  async process(actor: Actor, reportId: string, action: ReportAction, rawNote: string | undefined): Promise<ProcessOutcome> {
    const note = requiredReason(rawNote, 'note', 'to process a report');
    const outcome = await this.db.transaction(async (tx) => {
      const report = await reportsRepository.lockForProcessing(tx, reportId);
      if (!report) throw notFound('This report does not exist.');
      if (report.status !== 'open') throw conflict(`This report was already processed (${report.status}).`, 'State cannot follow');
      const story = await adminCampaignsRepository.lockForModeration(tx, report.campaign_id);
      if (!story) throw notFound('The story of this report does not exist any more.');
      const after = await applyToStory(tx, story, action, note);
      if (action === 'pause' && after !== story.status && story.owner_id) {
        await this.notices.notify(tx, {
          kind: 'story_status',
          userId: story.owner_id,
          key: `story_status:${story.id}:pause:report:${report.id}`,
          facts: { title: story.title, slug: story.slug, decision: 'paused', reason: note },
        });
      }
      const status = action === 'dismiss' ? 'dismissed' : 'actioned';
      await reportsRepository.markProcessed(tx, report.id, { status, action, note, adminId: actor.userId });
      await auditRepository.record(tx, actor, {
        action: `report_${action}`,
        targetType: 'report',
        targetId: report.id,
        reason: note,
        details: { campaign_id: story.id, title: story.title, report_reason: report.reason, from: story.status, to: after },
      });
      return { outcome: { id: report.id, status, action, campaign_id: story.id, campaign_status: after } as ProcessOutcome, before: story };
    });
    const { before } = outcome;
    const after = outcome.outcome.campaign_status;
    if (before.status !== after) await this.events.emit('campaign.changed', { campaignId: before.id });
    if (action === 'warn') await this.notifier.aboutStory(before.id, (to, story) => ownerWarningMail(to, story, note));
    if (action === 'pause' && before.status !== after) this.notices.nudge();
    if (action === 'remove')
      await this.notifier.aboutStory(before.id, (to, story) => storyRemovedMail(to, story, note, after === 'completed'));
    return outcome.outcome;
  }
}
