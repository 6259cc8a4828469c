/**
 * Which cached public answers a change makes wrong, on every server. A
 * change to a story's money only (a donation, a refund, money out) drops that
 * story's answers; any other change to a story drops them and the lists;
 * several stories at once (the deadline sweep) drop everything. The server
 * that made the change drops its own entries before it answers (a person sees
 * their own change at once); the others hear of it through PostgreSQL's
 * NOTIFY within moments, and drop everything after their listening
 * connection was lost, since what was said meanwhile went unheard.
 */
import { randomUUID } from 'node:crypto';
import type { Signals } from '../db/signals';
import type { EventBus } from '../events/bus';
import { cacheTags, type ResponseCache } from '../http/response-cache';

export const cacheChannel = 'nnoboa_cache';

export function wireCacheInvalidation(events: EventBus, cache: ResponseCache, signals: Signals): void {
  const self = randomUUID();
  const drop = async (tags: string[]) => {
    cache.invalidate(tags);
    await signals.send(cacheChannel, [self, ...tags].join(' '));
  };
  events.on('campaign.changed', ({ campaignId, moneyOnly }) =>
    drop(moneyOnly ? [cacheTags.story(campaignId)] : [cacheTags.story(campaignId), cacheTags.lists]),
  );
  events.on('campaigns.changed', () => drop([cacheTags.everything]));
  signals.on(cacheChannel, (payload) => {
    const [from, ...tags] = payload.split(' ');
    if (from !== self && tags.length > 0) cache.invalidate(tags);
  });
  signals.onConnected(() => cache.clear());
}
