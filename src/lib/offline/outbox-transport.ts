/**
 * How an outbox item becomes requests, in a page or in the service worker
 * alike (fetch only): the item's kind (./outbox-kind) says where it goes;
 * this says who sends it. Every request carries the item's id as its
 * Idempotency-Key and a fresh access token of the person who queued it (never
 * someone else's, never none: an item queued signed in waits for its person
 * to sign in again). A failure without an answer throws (the outbox retries);
 * an answer, even a refusal, is returned for the outbox to judge.
 */
import { newRequestId } from '../request-id';
import type { OutboxItem, Transport, TransportAnswer } from './outbox';
import { requestTimeoutMs, signInAnswer, type AnyOutboxKind, type SendContext } from './outbox-kind';
import { indexKinds, type OutboxKindSource } from './outbox-kind-registry';
import type { sendPhotoBytes } from './photo-upload';

export interface SessionSource {
  /**
   * Who is signed in and a fresh access token (refreshed first when about to
   * expire); null when signed out. Throws when the session could not be
   * refreshed for lack of network (the outbox tries again later).
   */
  current(): Promise<{ userId: string; token: string } | null>;
}

export interface TransportOptions {
  origin: string;
  session: SessionSource;
  /** In the service worker: no XMLHttpRequest there. */
  inWorker: boolean;
  onProgress?: (itemId: string, sent: number, total: number) => void;
  /** The photo sender: a page loads it (and tus-js-client) only when a photo goes; the worker has it built in. */
  photoSender: () => Promise<typeof sendPhotoBytes>;
  /** The kinds of item this app sends. */
  kinds: OutboxKindSource;
}

/** The answer of a JSON request, parsed; a request that got no answer throws. */
async function write(
  origin: string,
  item: OutboxItem,
  token: string | null,
  method: string,
  path: string,
  body: unknown,
): Promise<TransportAnswer> {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'Idempotency-Key': item.id,
      'X-Request-Id': newRequestId(),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(requestTimeoutMs),
  });
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = { message: text };
  }
  return { status: response.status, body: parsed };
}

const unknownKind = (): TransportAnswer => ({
  status: 422,
  body: { message: 'This version of the app can no longer send this. Remove it and do it again.' },
});

export interface KindTransport extends Transport {
  /** What follows an item that arrived, as its kind says. */
  sent(item: OutboxItem): Promise<void>;
}

export function createTransport(options: TransportOptions): KindTransport {
  let kinds: Promise<ReadonlyMap<string, AnyOutboxKind>> | null = null;
  const kindOf = async (name: string) => {
    const source = options.kinds;
    kinds ??= typeof source === 'function' ? source().then(indexKinds) : Promise.resolve(indexKinds(source));
    kinds.catch(() => (kinds = null));
    return (await kinds).get(name);
  };
  return {
    async send(item, results, save): Promise<TransportAnswer> {
      const kind = await kindOf(item.kind);
      if (!kind) return unknownKind();
      const session = await options.session.current();
      // Queued signed in: only that person's session sends it. Queued signed out: sent as it was queued.
      const queuedBy = item.userId ?? null;
      if (queuedBy !== null && session?.userId !== queuedBy) return signInAnswer();
      const token = queuedBy === null && kind.sendsSignedOut ? null : (session?.token ?? null);
      const context: SendContext<unknown> = {
        item,
        payload: item.payload,
        results,
        token,
        origin: options.origin,
        save,
        write: (method, path, body) => write(options.origin, item, token, method, path, body),
        photos: { inWorker: options.inWorker, sender: options.photoSender, onProgress: options.onProgress },
      };
      return kind.send(context as SendContext<never>);
    },
    async sent(item) {
      await (await kindOf(item.kind))?.sent?.(item.payload as never);
    },
  };
}
