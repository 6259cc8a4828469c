/**
 * A photo of a paid withdrawal's receipt, as an outbox item: its photo goes
 * first (the item `photoItemId`), then this attaches it
 * (`POST /api/withdrawals/{id}/receipt`), and the photo leaves the phone.
 */
import { removePhoto } from '../../lib/offline/drafts';
import { defineOutboxKind } from '../../lib/offline/outbox-kind';
import { uploadedId } from '../../lib/offline/outbox-photo';

export interface ReceiptPayload {
  withdrawalId: string;
  photoItemId: string;
  /** The photo on the phone, deleted once the receipt is attached. */
  photoId: string;
}

export const receiptKind = defineOutboxKind<ReceiptPayload>({
  name: 'receipt',
  send: ({ payload, results, write }) =>
    write('POST', `/api/withdrawals/${encodeURIComponent(payload.withdrawalId)}/receipt`, {
      upload_id: uploadedId(results, payload.photoItemId),
    }),
  sent: (payload) => removePhoto(payload.photoId),
});
