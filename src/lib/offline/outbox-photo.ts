/**
 * A photo kept on the phone (in the photos store), sent before whatever shows
 * it: its bytes by the tus resumable-upload protocol, resuming from the last
 * byte the server has, then `POST /api/uploads/finish` turns them into a
 * photo. What depends on it reads the photo's id from its answer.
 */
import type { UploadKind } from '../../../contract/api/uploads';
import { getPhoto } from './drafts';
import type { TransportAnswer } from './outbox';
import { defineOutboxKind, signInAnswer, type SendContext } from './outbox-kind';

export interface PhotoPayload {
  photoId: string;
  name: string;
  /** What the server makes of it; a story's photo when missing. */
  type?: UploadKind;
  /** Where its resumable upload lives once started. */
  uploadUrl?: string | null;
  /**
   * Set just before its finish is first sent: from then on the finish may have committed with its answer lost,
   * so the finish is asked again first (the same key gets the same photo) and the photo is never uploaded anew.
   */
  finishing?: boolean;
}

const idOf = (result: unknown) => (result && typeof result === 'object' && 'id' in result ? String((result as { id: unknown }).id) : null);

/** The server's id of the photo an item sent, from that item's answer; null while it has not arrived. */
export const uploadedId = (results: ReadonlyMap<string, unknown>, itemId: string | null): string | null =>
  itemId === null ? null : idOf(results.get(itemId));

/** The server's ids of the photos that arrived, in the order of their items. */
export const uploadedIds = (results: ReadonlyMap<string, unknown>, itemIds: readonly string[]): string[] =>
  itemIds.map((id) => uploadedId(results, id)).filter((id): id is string => id !== null);

/** What an answer to the finish says about the upload: it is gone (never became a photo), or not all its bytes arrived. */
const gone = (answer: TransportAnswer) => answer.status === 404;
const incomplete = (answer: TransportAnswer) =>
  answer.status === 409 && (answer.body as { detail?: string } | null)?.detail === 'upload_incomplete';

/** The answer of a tus request that failed with one; no answer at all throws (the outbox tries again later). */
function refusal(error: unknown): TransportAnswer {
  const response = (error as { originalResponse?: { getStatus(): number; getBody(): string } | null }).originalResponse;
  if (!response) throw error instanceof Error ? error : new Error(String(error));
  let body: unknown = { message: response.getBody() };
  try {
    body = JSON.parse(response.getBody());
  } catch {
    // A plain-text refusal from the protocol.
  }
  return { status: response.getStatus(), body };
}

async function sendPhoto({
  item,
  payload: queued,
  token,
  origin,
  save,
  write,
  photos,
}: SendContext<PhotoPayload>): Promise<TransportAnswer> {
  if (!token) return signInAnswer();
  let payload = queued;
  const keep = async (changed: PhotoPayload) => {
    payload = changed;
    await save(payload);
  };
  const finish = (uploadUrl: string) =>
    write('POST', '/api/uploads/finish', {
      upload_id: new URL(uploadUrl, origin).pathname.split('/').pop() ?? '',
      type: payload.type ?? 'image',
    });

  if (payload.finishing && payload.uploadUrl) {
    const again = await finish(payload.uploadUrl);
    if (!gone(again) && !incomplete(again)) return again;
    // Gone: it never became a photo (that would have answered with the photo), so it starts again. Incomplete: it resumes.
    if (gone(again)) await keep({ ...payload, uploadUrl: null, finishing: false });
  }
  const photo = await getPhoto(payload.photoId);
  if (!photo) return { status: 410, body: { message: 'This photo is no longer on this phone. Add it again.' } };
  const sendPhotoBytes = await photos.sender();
  let uploadUrl: string;
  try {
    uploadUrl = await sendPhotoBytes(photo.blob, payload.name || 'photo.jpg', {
      origin,
      token,
      key: item.id,
      uploadUrl: payload.uploadUrl ?? null,
      inWorker: photos.inWorker,
      saveUploadUrl: (url) => keep({ ...payload, uploadUrl: url }),
      onProgress: (sent, total) => photos.onProgress?.(item.id, sent, total),
    });
  } catch (error) {
    // An answer: the server refused the photo (too large, signed out).
    return refusal(error);
  }
  await keep({ ...payload, uploadUrl, finishing: true });
  const finished = await finish(uploadUrl);
  if (gone(finished)) {
    // The bytes are gone from the server (kept too long unfinished): start this photo again next time.
    await keep({ ...payload, uploadUrl: null, finishing: false });
    throw new Error('The photo must be sent again.');
  }
  return finished;
}

export const photoKind = defineOutboxKind<PhotoPayload>({
  name: 'upload',
  carried: true,
  send: sendPhoto,
});
