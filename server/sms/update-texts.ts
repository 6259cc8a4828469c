/**
 * A story's news by text: when its owner posts an update, every donor who
 * asked for its news by text (and has not said STOP) gets its headline and
 * the story's short link, in the language they gave in. One text per update
 * and number, whatever reruns happen.
 */
import type { CampaignsService } from '../campaigns/service';
import { DomainError } from '../domain/errors';
import type { EventBus } from '../events/bus';
import { cut, fitText, toGsm7 } from './gsm7';
import { storyLink } from './receipt-texts';
import type { SmsService } from './service';
import { smsWords } from './words';

/** Characters of the story's title a news text keeps at most. */
const titleInNews = 40;

export function sendUpdateTexts(deps: { events: EventBus; sms: SmsService; campaigns: CampaignsService; publicUrl: () => string }): void {
  deps.events.later('campaign.update_posted', 'sms.subscribers', async ({ campaignId, updateId }) => {
    const [story, update, subscribers] = await Promise.all([
      deps.campaigns.brief({ idOrSlug: campaignId }),
      // An update removed before its texts went out is not news any more.
      deps.campaigns.postedUpdate(updateId).catch((error: unknown) => {
        if (error instanceof DomainError && error.kind === 'not_found') return null;
        throw error;
      }),
      deps.sms.subscribers(campaignId),
    ]);
    if (!story || !update || subscribers.length === 0) return;
    const link = storyLink(deps.publicUrl(), story.shortNumber);
    const storyTitle = cut(toGsm7(story.title), titleInNews);
    await deps.sms.queueNow(
      subscribers.map((subscriber) => {
        const words = smsWords(subscriber.lang);
        // The headline is the news: the story's title is shortened first, then the headline if it must.
        return {
          key: `update:${updateId}:${subscriber.phone_hash}`,
          kind: 'update' as const,
          to: subscriber.phone,
          body: fitText((headline) => words.t('update', { title: storyTitle, headline, link }), update.title),
          lang: subscriber.lang,
        };
      }),
    );
  });
}
