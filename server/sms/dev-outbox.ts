/**
 * The dev SMS outbox: without Africa's Talking (development only), every text
 * the app sends is kept in a table that /dev/sms lists, and printed to the
 * log, as the dev mailbox does for e-mail. It takes every text at once.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { devSmsRepository, type StoredSms } from './dev-outbox-repository';
import type { SmsGateway } from './gateway';
import { partsOf } from './gsm7';

export interface DevSmsOutbox extends SmsGateway {
  readonly kind: 'dev-outbox';
  recent(): Promise<StoredSms[]>;
}

export function devSmsOutbox(db: Database, log: FastifyBaseLogger): DevSmsOutbox {
  return {
    kind: 'dev-outbox',
    async send(sms) {
      const messageId = `dev-${randomUUID()}`;
      await devSmsRepository.insert(db, { messageId, to: sms.to, body: sms.text, parts: partsOf(sms.text) });
      log.info({ to: sms.to, text: sms.text }, 'text kept in the dev SMS outbox (/dev/sms)');
      return { outcome: 'accepted', messageId, cost: null };
    },
    recent: () => devSmsRepository.recent(db),
  };
}
