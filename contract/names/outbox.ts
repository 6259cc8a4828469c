/** Names the pages and the service worker share for the outbox (writes waiting to be sent). */

/** The Background Sync tag the pages register and the worker answers. */
export const outboxSyncTag = 'nnoboa-outbox';

/** The BroadcastChannel on which tabs tell each other the outbox changed. */
export const outboxChannel = 'nnoboa-outbox';

/** What the worker posts to the open pages when it is time to send (only a page holds the session to send with). */
export const outboxFlushMessage = 'outbox:flush';
