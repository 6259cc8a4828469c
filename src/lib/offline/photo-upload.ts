/**
 * Sends one photo's bytes with the tus resumable-upload protocol. The upload's
 * address is handed back as soon as the server gives it (the outbox keeps it
 * with the item), so after a drop, a reload or days offline the next attempt
 * asks the server how much arrived and sends only the rest. Pages load this
 * module (and tus-js-client) only when a photo is sent.
 */
import { DefaultHttpStack, Upload } from 'tus-js-client';
import { resumableKeyField, resumableUploadPath } from '../../../contract/rules/upload';
import { fetchHttpStack } from './fetch-http-stack';
import { requestTimeoutMs } from './outbox-kind';
import { timedHttpStack } from './timed-http-stack';

export interface PhotoUploadOptions {
  origin: string;
  token: string;
  /** The photo's own key (its outbox item's id): a creation sent again after its answer was lost finds the same upload. */
  key: string;
  /** Where an earlier attempt's upload lives, to resume it. */
  uploadUrl: string | null;
  /** Keeps the upload's address as soon as it is known. */
  saveUploadUrl: (url: string) => Promise<void>;
  onProgress: (sent: number, total: number) => void;
  /** In the service worker: requests made with fetch, in chunks. */
  inWorker: boolean;
}

/** Resolves with the finished upload's address; rejects when the connection gave up (the outbox tries again later). */
export function sendPhotoBytes(blob: Blob, name: string, options: PhotoUploadOptions): Promise<string> {
  // A request that hangs (a dead link, a lost answer) is given up like a lost answer, and the upload goes on from what arrived.
  const stack = timedHttpStack(options.inWorker ? fetchHttpStack : new DefaultHttpStack({}), requestTimeoutMs);
  return new Promise<string>((resolve, reject) => {
    const upload: Upload = new Upload(blob, {
      endpoint: `${options.origin}${resumableUploadPath}`,
      uploadUrl: options.uploadUrl,
      headers: { Authorization: `Bearer ${options.token}` },
      metadata: { filename: name, filetype: blob.type || 'image/jpeg', [resumableKeyField]: options.key },
      // A drop is retried at once and then a little later, from the last byte the server has; past that the outbox backs off.
      retryDelays: [0, 1000, 3000, 5000, 10_000, 20_000],
      storeFingerprintForResuming: false,
      httpStack: stack,
      // The worker's fetch tells progress only once a request's body has gone: small requests keep it moving.
      ...(options.inWorker ? { chunkSize: 128 * 1024 } : {}),
      onUploadUrlAvailable: () => {
        if (upload.url) void options.saveUploadUrl(upload.url);
      },
      onProgress: (sent, total) => options.onProgress(sent, total),
      onSuccess: () => resolve(upload.url ?? ''),
      onError: (error) => reject(error),
    });
    upload.start();
  });
}
