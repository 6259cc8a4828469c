/** The worker's side of the outbox: Background Sync sends it here, page open or not. */
import { Outbox } from '../src/lib/offline/outbox';
import { outboxChannel, whenSent, type OutboxMessage } from '../src/lib/offline/outbox-sync';
import { createTransport, type SessionSource } from '../src/lib/offline/outbox-transport';
import { sendPhotoBytes } from '../src/lib/offline/photo-upload';

/**
 * The service worker sends the outbox itself, photos first, with a freshly
 * refreshed token, page open or not. Rejects while due items could not go
 * (no network), so the browser fires the sync again later.
 */
export async function sendFromWorker(origin: string, session: SessionSource): Promise<void> {
  const channel = new BroadcastChannel(outboxChannel);
  try {
    const outbox = new Outbox({
      transport: createTransport({
        origin,
        session,
        inWorker: true,
        photoSender: async () => sendPhotoBytes,
        // Open pages show how far a photo got, whoever sends it.
        onProgress: (itemId, sent, total) => channel.postMessage({ type: 'progress', itemId, sent, total } satisfies OutboxMessage),
      }),
      onChange: () => channel.postMessage({ type: 'changed' } satisfies OutboxMessage),
      onSent: whenSent,
    });
    // The sync fires when the network is back: what failed for lack of it goes now.
    await outbox.wake();
    await outbox.flush();
    const stuck = (await outbox.list()).filter((item) => item.state === 'waiting' && !item.needsSignIn);
    if (stuck.length > 0) throw new Error(`${stuck.length} outbox item(s) could not be sent yet; the browser will try again.`);
  } finally {
    channel.close();
  }
}
