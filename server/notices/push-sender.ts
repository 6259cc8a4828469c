/**
 * Sends one push (RFC 8030) to a browser's push service: web-push encrypts the
 * payload for that browser (aes128gcm, RFC 8291) and signs the request with
 * our VAPID key (RFC 8292); the request itself goes by fetch, so a push service
 * on plain http (a local one in tests) works as well as the browsers' own. What
 * the push service answered decides what happens next.
 */
import webPush from 'web-push';
import type { VapidKeys } from './vapid';

/** What a browser's subscription holds (its JSON). */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushOptions {
  /** Seconds the push service keeps it for a phone that is off. */
  ttl: number;
  urgency: 'normal' | 'high';
  /** A later push of the same topic replaces one not yet delivered (RFC 8030 §5.4). */
  topic: string;
}

export type PushResult =
  | { outcome: 'sent' }
  /** 404 or 410: the subscription is gone for good (the browser unsubscribed or expired it). */
  | { outcome: 'gone'; reason: string }
  /** Refused for good (a malformed request, our key not the one the browser subscribed with). */
  | { outcome: 'refused'; reason: string }
  /** Not taken this time (429, 5xx, no connection): nothing reached the phone, and a later try may. */
  | { outcome: 'retry'; reason: string }
  /** No answer came after the request left: it may have been taken. */
  | { outcome: 'uncertain'; reason: string };

export interface PushSender {
  readonly kind: 'web-push' | 'dev-outbox';
  send(target: PushTarget, payload: string, options: PushOptions): Promise<PushResult>;
}

const timeoutMs = 15_000;

/** Push topics are at most 32 URL-safe characters. */
const topicOf = (topic: string) => Buffer.from(topic).toString('base64url').slice(0, 32);

export function webPushSender(keys: VapidKeys, subject: string): PushSender {
  return {
    kind: 'web-push',
    async send(target, payload, options) {
      const request = webPush.generateRequestDetails(target, payload, {
        vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: options.ttl,
        urgency: options.urgency,
        topic: topicOf(options.topic),
        contentEncoding: 'aes128gcm',
      });
      // fetch sets the length of what it sends itself.
      const headers = Object.fromEntries(
        Object.entries(request.headers)
          .filter(([name]) => name.toLowerCase() !== 'content-length')
          .map(([name, value]) => [name, String(value)]),
      );
      let response: Response;
      try {
        response = await fetch(request.endpoint, {
          method: 'POST',
          headers,
          body: new Uint8Array(request.body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const timedOut = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
        return timedOut
          ? { outcome: 'uncertain', reason: 'no answer from the push service' }
          : { outcome: 'retry', reason: 'the push service could not be reached' };
      }
      const said = `the push service answered ${response.status}`;
      await response.body?.cancel();
      if (response.ok) return { outcome: 'sent' };
      if (response.status === 404 || response.status === 410) return { outcome: 'gone', reason: said };
      if (response.status === 429 || response.status >= 500) return { outcome: 'retry', reason: said };
      return { outcome: 'refused', reason: said };
    },
  };
}
