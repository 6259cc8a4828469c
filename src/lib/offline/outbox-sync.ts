/**
 * What the pages and the service worker share about sending the outbox: the
 * Background Sync tag, and the channel on which whoever changed the outbox
 * tells the others.
 */
export { outboxChannel, outboxSyncTag } from '../../../contract/names/outbox';

/** What goes on the channel: the outbox changed, or a photo being sent got further. */
export type OutboxMessage = { type: 'changed' } | { type: 'progress'; itemId: string; sent: number; total: number };
