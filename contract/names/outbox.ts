/** Names the pages and the service worker share for the outbox (writes waiting to be sent). */

/** The Background Sync tag the pages register and the worker answers by sending the outbox itself. */
export const outboxSyncTag = 'nnoboa-outbox';

/** The BroadcastChannel on which tabs and the worker tell each other the outbox changed, and how far a photo got. */
export const outboxChannel = 'nnoboa-outbox';
