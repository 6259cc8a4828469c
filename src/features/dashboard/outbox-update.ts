/**
 * An update on a story, as an outbox item: it goes after its photos
 * (`POST /api/campaigns/{id}/updates` with the ids the server gave them).
 * Its photos are kept on the phone under its own id until it has arrived or
 * is taken out of the outbox.
 */
import { deleteDraft } from '../../lib/offline/drafts';
import { defineOutboxKind } from '../../lib/offline/outbox-kind';
import { uploadedIds } from '../../lib/offline/outbox-photo';
import type { UpdatePostBody } from '../../../contract/api/campaigns';

export interface UpdatePayload {
  campaignId: string;
  /** The update, less its photos' ids, which the server gives when the photos arrive. */
  body: Omit<UpdatePostBody, 'photo_upload_ids'>;
  /** Its photos' outbox items, in the order they show (none in items queued before updates had photos). */
  photoItemIds?: string[];
  /** Under which id its photos are kept on the phone until the update has arrived. */
  photoSetId?: string;
}

/** The photos kept on the phone for an update (like a draft's), once it has arrived or is taken back. */
const forgetPhotos = async (payload: UpdatePayload) => {
  if (payload.photoSetId) await deleteDraft(payload.photoSetId);
};

export const updateKind = defineOutboxKind<UpdatePayload>({
  name: 'update',
  send: ({ payload, results, write }) => {
    const photos = uploadedIds(results, payload.photoItemIds ?? []);
    return write('POST', `/api/campaigns/${encodeURIComponent(payload.campaignId)}/updates`, {
      ...payload.body,
      ...(photos.length > 0 ? { photo_upload_ids: photos } : {}),
    } satisfies UpdatePostBody);
  },
  sent: forgetPhotos,
  removed: forgetPhotos,
});
