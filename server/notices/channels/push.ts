/**
 * Notices on the phone: the kind's title, line and screen as JSON, encrypted
 * for the browser and sent to its push service (or the dev push outbox). A
 * push waits two days at the push service for a phone that is off; a newer
 * one on the same subject replaces it there.
 */
import type { PushSender } from '../push-sender';
import type { Channel } from './channel';

const ttlSeconds = 2 * 86_400;

export function pushChannel(sender: PushSender): Channel {
  return {
    async send(delivery) {
      const { subscription, def, reader } = delivery;
      if (!subscription) return { status: 'failed', reason: 'no browser' };
      const message = def.push(delivery.facts, reader);
      const payload = JSON.stringify({ ...message, kind: delivery.kind ?? 'test' });
      const result = await sender.send(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        payload,
        { ttl: ttlSeconds, urgency: def.urgency, topic: message.tag },
      );
      switch (result.outcome) {
        case 'sent':
          return { status: 'sent' };
        case 'gone':
          return { status: 'gone', reason: result.reason };
        case 'refused':
          return { status: 'failed', reason: result.reason };
        case 'retry':
          return { status: 'retry', reason: result.reason };
        case 'uncertain':
          return { status: 'unconfirmed', reason: result.reason };
      }
    },
  };
}
