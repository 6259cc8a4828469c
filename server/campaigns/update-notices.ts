/**
 * A story's news on the phones that follow it (asked on the thank-you page):
 * when its owner posts an update, each gets a notice with the update's title,
 * once per update and phone, whatever reruns happen (server/notices).
 */
import type { Database } from '../db/database';
import { DomainError } from '../domain/errors';
import type { EventBus } from '../events/bus';
import type { NoticesService } from '../notices/service';
import type { CampaignsService } from './service';

export function noticeUpdatesToFollowers(deps: {
  db: Database;
  events: EventBus;
  campaigns: CampaignsService;
  notices: Pick<NoticesService, 'notifyFollowers' | 'nudge'>;
}): void {
  deps.events.later('campaign.update_posted', 'notice.followers', async ({ campaignId, updateId }) => {
    const [story, update] = await Promise.all([
      deps.campaigns.brief({ idOrSlug: campaignId }),
      // An update removed before its notices went out is not news any more.
      deps.campaigns.postedUpdate(updateId).catch((error: unknown) => {
        if (error instanceof DomainError && error.kind === 'not_found') return null;
        throw error;
      }),
    ]);
    if (!story || !update) return;
    await deps.db.transaction((tx) =>
      deps.notices.notifyFollowers(tx, { campaignId, updateId, facts: { title: story.title, slug: story.slug, headline: update.title } }),
    );
    deps.notices.nudge();
  });
}
