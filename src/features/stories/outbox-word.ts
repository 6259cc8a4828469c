/**
 * A word of support on a story, as an outbox item
 * (`POST /api/campaigns/{id}/words`): written offline, it goes when the
 * network returns, once (its id is its Idempotency-Key), and only ever as the
 * person who wrote it.
 */
import { defineOutboxKind } from '../../lib/offline/outbox-kind';
import type { WordBody } from '../../../contract/api/words';

export interface WordPayload {
  campaignId: string;
  body: WordBody;
}

export const wordKind = defineOutboxKind<WordPayload>({
  name: 'word',
  send: ({ payload, write }) => write('POST', `/api/campaigns/${encodeURIComponent(payload.campaignId)}/words`, payload.body),
});
