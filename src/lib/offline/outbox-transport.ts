/**
 * How each kind of outbox item becomes a request, in a page or in the service
 * worker alike (fetch only). Every request carries the item's id as its
 * Idempotency-Key and a fresh access token of the person who queued it (never
 * someone else's, never none: an item queued signed in waits for its person
 * to sign in again). Photos travel by the tus resumable-upload protocol and
 * resume from the last byte the server has. A failure without an answer
 * throws (the outbox retries); an answer, even a refusal, is returned for the
 * outbox to judge.
 */
import type { CreateBody, UpdatePostBody } from '../../../contract/api/campaigns';
import type { ReportBody } from '../../../contract/api/reports';
import type { UploadKind } from '../../../contract/api/uploads';
import type { ProfilePatch } from '../../../contract/api/users';
import { newRequestId } from '../request-id';
import { getPhoto } from './drafts';
import type { OutboxItem, Transport, TransportAnswer } from './outbox';
import type { sendPhotoBytes } from './photo-upload';

/** A photo kept on the phone (in the photos store), sent before whatever shows it. */
export interface UploadPayload {
  photoId: string;
  name: string;
  /** What the server makes of it; a story's photo when missing. */
  type?: UploadKind;
  /** Where its resumable upload lives once started. */
  uploadUrl?: string | null;
}

export interface CampaignPayload {
  draftId: string;
  /** The story, less its photos' ids, which the server gives when the photos arrive. */
  body: Omit<CreateBody, 'cover_upload_id' | 'gallery_upload_ids'>;
  coverItemId: string | null;
  galleryItemIds: string[];
}

export interface UpdatePayload {
  campaignId: string;
  /** The update, less its photos' ids, which the server gives when the photos arrive. */
  body: Omit<UpdatePostBody, 'photo_upload_ids'>;
  /** Its photos' outbox items, in the order they show (none in items queued before updates had photos). */
  photoItemIds?: string[];
  /** Under which id its photos are kept on the phone until the update has arrived. */
  photoSetId?: string;
}

export interface ReportPayload {
  body: ReportBody;
}

export interface ProfilePayload {
  body: ProfilePatch;
}

/** A photo of a paid withdrawal's receipt: its photo goes first (the item `photoItemId`), then this attaches it. */
export interface ReceiptPayload {
  withdrawalId: string;
  photoItemId: string;
  /** The photo on the phone, deleted once the receipt is attached. */
  photoId: string;
}

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
}

export const requestTimeoutMs = 30_000;

const idOf = (result: unknown) => (result && typeof result === 'object' && 'id' in result ? String((result as { id: unknown }).id) : null);

/** The server's ids of photos that arrived, from their outbox items' answers, in order. */
const uploadedIds = (itemIds: readonly string[], results: ReadonlyMap<string, unknown>) =>
  itemIds.map((id) => idOf(results.get(id))).filter((id): id is string => id !== null);

const needsSignIn = (): TransportAnswer => ({ status: 401, body: { message: 'Sign in again to send this.' } });

/** The answer of a write, parsed; a request that got no answer throws. */
async function write(
  options: TransportOptions,
  item: OutboxItem,
  token: string | null,
  method: string,
  path: string,
  body: unknown,
): Promise<TransportAnswer> {
  const response = await fetch(`${options.origin}${path}`, {
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

async function sendPhoto(
  options: TransportOptions,
  item: OutboxItem,
  token: string,
  save: (payload: unknown) => Promise<void>,
): Promise<TransportAnswer> {
  let payload = item.payload as UploadPayload;
  const photo = await getPhoto(payload.photoId);
  if (!photo) return { status: 410, body: { message: 'This photo is no longer on this phone. Add it again.' } };
  const sendPhotoBytes = await options.photoSender();
  let uploadUrl: string;
  try {
    uploadUrl = await sendPhotoBytes(photo.blob, payload.name || 'photo.jpg', {
      origin: options.origin,
      token,
      uploadUrl: payload.uploadUrl ?? null,
      inWorker: options.inWorker,
      saveUploadUrl: async (url) => {
        payload = { ...payload, uploadUrl: url };
        await save(payload);
      },
      onProgress: (sent, total) => options.onProgress?.(item.id, sent, total),
    });
  } catch (error) {
    const response = (error as { originalResponse?: { getStatus(): number; getBody(): string } | null }).originalResponse;
    // No answer: the connection gave up for now. An answer: the server refused the photo (too large, signed out).
    if (!response) throw error instanceof Error ? error : new Error(String(error));
    let body: unknown = { message: response.getBody() };
    try {
      body = JSON.parse(response.getBody());
    } catch {
      // A plain-text refusal from the protocol.
    }
    return { status: response.getStatus(), body };
  }
  const uploadId = new URL(uploadUrl, options.origin).pathname.split('/').pop() ?? '';
  const finished = await write(options, item, token, 'POST', '/api/uploads/finish', { upload_id: uploadId, type: payload.type ?? 'image' });
  if (finished.status === 404) {
    // The bytes are gone from the server (kept too long unfinished): start this photo again next time.
    await save({ ...payload, uploadUrl: null });
    throw new Error('The photo must be sent again.');
  }
  return finished;
}

export function createTransport(options: TransportOptions): Transport {
  return {
    async send(item: OutboxItem, results, save): Promise<TransportAnswer> {
      const session = await options.session.current();
      // Queued signed in: only that person's session sends it. Queued signed out: sent as it was queued.
      const queuedBy = item.userId ?? null;
      if (queuedBy !== null && session?.userId !== queuedBy) return needsSignIn();
      const token = queuedBy === null && item.kind === 'report' ? null : (session?.token ?? null);
      switch (item.kind) {
        case 'upload':
          return token ? sendPhoto(options, item, token, save) : needsSignIn();
        case 'campaign': {
          const payload = item.payload as CampaignPayload;
          return write(options, item, token, 'POST', '/api/campaigns', {
            ...payload.body,
            cover_upload_id: payload.coverItemId ? idOf(results.get(payload.coverItemId)) : null,
            gallery_upload_ids: uploadedIds(payload.galleryItemIds, results),
          });
        }
        case 'update': {
          const payload = item.payload as UpdatePayload;
          const photos = uploadedIds(payload.photoItemIds ?? [], results);
          return write(options, item, token, 'POST', `/api/campaigns/${encodeURIComponent(payload.campaignId)}/updates`, {
            ...payload.body,
            ...(photos.length > 0 ? { photo_upload_ids: photos } : {}),
          } satisfies UpdatePostBody);
        }
        case 'report':
          return write(options, item, token, 'POST', '/api/report/fraud', (item.payload as ReportPayload).body);
        case 'profile':
          return write(options, item, token, 'PUT', '/api/auth/profile', (item.payload as ProfilePayload).body);
        case 'receipt': {
          const payload = item.payload as ReceiptPayload;
          return write(options, item, token, 'POST', `/api/withdrawals/${encodeURIComponent(payload.withdrawalId)}/receipt`, {
            upload_id: idOf(results.get(payload.photoItemId)),
          });
        }
      }
    },
  };
}
