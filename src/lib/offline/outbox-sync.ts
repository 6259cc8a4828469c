/**
 * What the pages and the service worker share about sending the outbox: the
 * Background Sync tag, the channel on which whoever changed the outbox tells
 * the others, and what follows an item that arrived.
 */
import { deleteDraft } from './drafts';
import type { OutboxItem } from './outbox';
import type { CampaignPayload } from './outbox-transport';

export const outboxSyncTag = 'nnoboa-outbox';
export const outboxChannel = 'nnoboa-outbox';

/** A story that arrived no longer needs its draft (nor its photos) on this phone. */
export async function whenSent(item: OutboxItem): Promise<void> {
  if (item.kind === 'campaign') await deleteDraft((item.payload as CampaignPayload).draftId);
}
