/**
 * What the pages and the service worker share about sending the outbox: the
 * Background Sync tag, the channel on which whoever changed the outbox tells
 * the others, and what follows an item that arrived.
 */
import { deleteDraft, removePhoto } from './drafts';
import type { OutboxItem } from './outbox';
import type { CampaignPayload, ReceiptPayload } from './outbox-transport';

export { outboxChannel, outboxSyncTag } from '../../../contract/names/outbox';

/** What goes on the channel: the outbox changed, or a photo being sent got further. */
export type OutboxMessage = { type: 'changed' } | { type: 'progress'; itemId: string; sent: number; total: number };

/** A story that arrived no longer needs its draft (nor its photos) on this phone, nor an attached receipt its photo. */
export async function whenSent(item: OutboxItem): Promise<void> {
  if (item.kind === 'campaign') await deleteDraft((item.payload as CampaignPayload).draftId);
  if (item.kind === 'receipt') await removePhoto((item.payload as ReceiptPayload).photoId);
}
