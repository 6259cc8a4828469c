/**
 * The dev push outbox: outside production, unless WEB_PUSH=send, a push is
 * not sent to the browser's push service but kept, as the phone would show it
 * (title, line, the screen a tap opens), in a table /dev/push lists, and
 * printed to the log, as the dev SMS outbox does for texts.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { devPushRepository, type StoredPush } from './dev-push-repository';
import type { PushSender } from './push-sender';

export interface DevPushOutbox extends PushSender {
  readonly kind: 'dev-outbox';
  recent(): Promise<StoredPush[]>;
}

export function devPushOutbox(db: Database, log: FastifyBaseLogger): DevPushOutbox {
  return {
    kind: 'dev-outbox',
    async send(target, payload) {
      await devPushRepository.insert(db, target.endpoint, payload);
      log.info({ payload: JSON.parse(payload) as unknown }, 'push kept in the dev push outbox (/dev/push)');
      return { outcome: 'sent' };
    },
    recent: () => devPushRepository.recent(db),
  };
}
