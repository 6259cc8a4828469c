/**
 * Moderating stories: approve (pending → active), reject (pending →
 * rejected), pause (active → paused) and resume (paused → active). Each
 * change, its audit entry and the owner's notice (on the channels they chose,
 * server/notices) commit together.
 * Bulk moderation runs each story in its own transaction and answers per id.
 */
import type { AdminStory, PendingStory } from '../../contract/api/admin';
import type { Paged } from '../../contract/api/common';
import { campaignsPort, moderationListPort, type AdminCampaignFilter } from '../campaigns/port';
import type { Database } from '../db/database';
import type { EventBus } from '../events/bus';
import { pageOf } from '../domain/paging';
import { describeUpload } from '../uploads/storage';
import { conflict, DomainError, notFound } from '../domain/errors';
import { daysLeft, type CampaignStatus } from '../../contract/rules/campaign';
import { moderationTransitions, type ModerationAction } from '../../contract/rules/moderation';
import { auditRepository, type Actor } from './audit-repository';
import { adminCampaignsRepository } from './campaigns-repository';
import { toAdminCampaign, toPendingCampaign } from './dto';
import type { NoticesService } from '../notices/service';
import { optionalReason, requiredReason } from './reasons';

export interface ModerationOutcome {
  id: string;
  status: CampaignStatus;
  previous_status: CampaignStatus;
}

export type BulkResult = { id: string; ok: true; status: CampaignStatus } | { id: string; ok: false; error: DomainError };

const pastTense = { approve: 'approved', reject: 'rejected', pause: 'paused', resume: 'resumed' } as const satisfies Record<
  ModerationAction,
  string
>;

/** A reason is needed for every action but approve (the owner is told why). */
export function reasonFor(action: ModerationAction, reason: string | undefined): string | null {
  return action === 'approve' ? optionalReason(reason, 'reason') : requiredReason(reason, 'reason', `to ${action} a story`);
}

export class ModerationService {
  constructor(
    private readonly db: Database,
    private readonly notices: Pick<NoticesService, 'notify' | 'nudge'>,
    private readonly events: EventBus,
  ) {}

  /** Stories in every state, newest change first. */
  async list(filter: Pick<AdminCampaignFilter, 'statuses' | 'q' | 'ownerId'>, page: number, limit: number): Promise<Paged<AdminStory>> {
    const { rows, total, totalExact } = await moderationListPort.list(this.db, {
      ...filter,
      order: 'recent',
      limit,
      offset: (page - 1) * limit,
    });
    return { ...pageOf(rows.map(toAdminCampaign), total, page, limit), total_exact: totalExact };
  }

  /** The review queue, oldest first, each story in full with its photos. */
  async pending(q: string | undefined, page: number, limit: number): Promise<Paged<PendingStory>> {
    const { rows, total, totalExact } = await moderationListPort.list(this.db, {
      statuses: ['pending'],
      ...(q ? { q } : {}),
      order: 'queue',
      limit,
      offset: (page - 1) * limit,
    });
    const ids = rows.map((r) => r.id);
    const [stories, galleries] = await Promise.all([adminCampaignsRepository.stories(this.db, ids), campaignsPort.galleries(this.db, ids)]);
    const items = rows.map((row) =>
      toPendingCampaign(
        row,
        stories.find((s) => s.id === row.id)?.story ?? '',
        (galleries.get(row.id) ?? []).map((image) => describeUpload({ ...image, kind: 'image' })),
      ),
    );
    return { ...pageOf(items, total, page, limit), total_exact: totalExact };
  }

  async moderate(actor: Actor, campaignId: string, action: ModerationAction, rawReason: string | undefined): Promise<ModerationOutcome> {
    const reason = reasonFor(action, rawReason);
    const outcome = await this.db.transaction(async (tx) => {
      const story = await adminCampaignsRepository.lockForModeration(tx, campaignId);
      if (!story) throw notFound('This story does not exist.');
      const { from, to } = moderationTransitions[action];
      if (story.status !== from) {
        throw conflict(
          `This story cannot be ${pastTense[action]}: it is ${story.status}, and only a ${from} story can be.`,
          'State cannot follow',
        );
      }
      if (action === 'approve' && daysLeft(story.deadline) < 0) {
        throw conflict('This story cannot be approved: its closing date has passed. Ask the owner to move it.', 'Deadline passed');
      }
      // The owner sees why a story was rejected or paused; approving or resuming clears it.
      const shown = action === 'reject' || action === 'pause' ? reason : null;
      await adminCampaignsRepository.setState(tx, story.id, to, shown, { approved: action === 'approve' });
      await auditRepository.record(tx, actor, {
        action,
        targetType: 'campaign',
        targetId: story.id,
        reason,
        details: { from: story.status, to, title: story.title },
      });
      if (story.owner_id) {
        await this.notices.notify(tx, {
          kind: 'story_status',
          userId: story.owner_id,
          key: `story_status:${story.id}:${action}:${Date.now()}`,
          facts: { title: story.title, slug: story.slug, decision: pastTense[action], reason: shown },
        });
      }
      return { id: story.id, status: to, previous_status: story.status };
    });
    this.notices.nudge();
    await this.events.emit('campaign.changed', { campaignId: outcome.id });
    return outcome;
  }

  /** Each story on its own: one that cannot be moderated does not stop the others. */
  async bulk(actor: Actor, ids: readonly string[], action: ModerationAction, reason: string | undefined): Promise<BulkResult[]> {
    reasonFor(action, reason);
    const results: BulkResult[] = [];
    for (const id of ids) {
      try {
        const outcome = await this.moderate(actor, id, action, reason);
        results.push({ id, ok: true, status: outcome.status });
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        results.push({ id, ok: false, error });
      }
    }
    return results;
  }
}
