/**
 * What the pages and the service worker share about sending the outbox: the
 * Background Sync tag, the channel on which whoever changed the outbox tells
 * the others, and what follows an item that arrived.
 */
import { deleteDraft, removePhoto } from './drafts';
import type { OutboxItem } from './outbox';
import type { CampaignPayload, ReceiptPayload, UpdatePayload } from './outbox-transport';

export { outboxChannel, outboxSyncTag } from '../../../contract/names/outbox';

/** What goes on the channel: the outbox changed, or a photo being sent got further. */
export type OutboxMessage = { type: 'changed' } | { type: 'progress'; itemId: string; sent: number; total: number };

/** A story that arrived no longer needs its draft (nor its photos) on this phone, nor an attached receipt its photo, nor an update the photos kept for it. */
export async function whenSent(item: OutboxItem): Promise<void> {
  if (item.kind === 'campaign') await deleteDraft((item.payload as CampaignPayload).draftId);
  if (item.kind === 'update') await forgetUpdatePhotos(item);
  if (item.kind === 'receipt') await removePhoto((item.payload as ReceiptPayload).photoId);
}

/** An update's photos are kept on the phone under its own id (like a draft's) until it has arrived or is taken back. */
export async function forgetUpdatePhotos(item: OutboxItem): Promise<void> {
  const kept = (item.payload as UpdatePayload).photoSetId;
  if (kept) await deleteDraft(kept);
}
