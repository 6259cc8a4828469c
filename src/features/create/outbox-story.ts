/**
 * A story sent for review, as an outbox item: it goes after its photos
 * (`POST /api/campaigns` with the ids the server gave them), and its draft
 * stays on the phone until it has arrived. Refused, it is fixed in the
 * launch form, which takes it back out of the outbox.
 */
import { deleteDraft } from '../../lib/offline/drafts';
import { defineOutboxKind } from '../../lib/offline/outbox-kind';
import { uploadedId, uploadedIds } from '../../lib/offline/outbox-photo';
import type { CreateBody } from '../../../contract/api/campaigns';

export interface StoryPayload {
  draftId: string;
  /** The story, less its photos' ids, which the server gives when the photos arrive. */
  body: Omit<CreateBody, 'cover_upload_id' | 'gallery_upload_ids'>;
  coverItemId: string | null;
  galleryItemIds: string[];
}

export const storyKind = defineOutboxKind<StoryPayload>({
  name: 'campaign',
  keptByForm: true,
  send: ({ payload, results, write }) =>
    write('POST', '/api/campaigns', {
      ...payload.body,
      cover_upload_id: uploadedId(results, payload.coverItemId),
      gallery_upload_ids: uploadedIds(results, payload.galleryItemIds),
    } satisfies CreateBody),
  sent: (payload) => deleteDraft(payload.draftId),
  fixAt: (payload) => `/create?draft=${payload.draftId}`,
});
