/** The worker's side of the outbox: Background Sync sends it here, page open or not. */
import { outboxKinds } from '../src/app/outbox-kinds';
import { Outbox } from '../src/lib/offline/outbox';
import { outboxChannel, type OutboxMessage } from '../src/lib/offline/outbox-sync';
import { createTransport, type SessionSource } from '../src/lib/offline/outbox-transport';
import { sendPhotoBytes } from '../src/lib/offline/photo-upload';

/** How long one sync event keeps trying: well within the few minutes a browser gives it. */
const retryWithinEventMs = 90_000;

/**
 * The service worker sends the outbox itself, photos first, with a freshly
 * refreshed token, page open or not. Rejects while items that could go did
 * not (no network), so the browser fires the sync again later.
 */
export async function sendFromWorker(origin: string, session: SessionSource): Promise<void> {
  const channel = new BroadcastChannel(outboxChannel);
  try {
    const transport = createTransport({
      origin,
      session,
      inWorker: true,
      photoSender: async () => sendPhotoBytes,
      // Open pages show how far a photo got, whoever sends it.
      onProgress: (itemId, sent, total) => channel.postMessage({ type: 'progress', itemId, sent, total } satisfies OutboxMessage),
      // The same kinds as the pages: the worker sends whatever a page queued.
      kinds: outboxKinds,
    });
    const outbox = new Outbox({
      transport,
      onChange: () => channel.postMessage({ type: 'changed' } satisfies OutboxMessage),
      onSent: (item) => transport.sent(item),
    });
    // The sync fires when the network is back: what failed for lack of it goes now.
    await outbox.wake();
    // A request that failed (its answer lost, the link dropped) is tried again after its back-off within this same
    // event while there is time: the browser's own next try may be many minutes away.
    const until = Date.now() + retryWithinEventMs;
    for (;;) {
      await outbox.flush();
      const next = await outbox.nextAttemptAt();
      if (next === null) return;
      if (next > until) throw new Error('Some outbox items could not be sent yet; the browser will try again.');
      // At least a second: an open page sending (it holds the outbox's lock) is left to finish.
      await new Promise((resume) => setTimeout(resume, Math.max(1000, next - Date.now())));
    }
  } finally {
    channel.close();
  }
}
