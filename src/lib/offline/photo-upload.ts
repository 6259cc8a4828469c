/**
 * Sends one photo's bytes with the tus resumable-upload protocol. The upload's
 * address is handed back as soon as the server gives it (the outbox keeps it
 * with the item), so after a drop, a reload or days offline the next attempt
 * asks the server how much arrived and sends only the rest. Pages load this
 * module (and tus-js-client) only when a photo is sent.
 */
import { Upload } from 'tus-js-client';
import { resumableUploadPath } from '../../../contract/rules/upload';
import { fetchHttpStack } from './fetch-http-stack';

export interface PhotoUploadOptions {
  origin: string;
  token: string;
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
  const stack = options.inWorker ? fetchHttpStack : undefined;
  return new Promise<string>((resolve, reject) => {
    const upload: Upload = new Upload(blob, {
      endpoint: `${options.origin}${resumableUploadPath}`,
      uploadUrl: options.uploadUrl,
      headers: { Authorization: `Bearer ${options.token}` },
      metadata: { filename: name, filetype: blob.type || 'image/jpeg' },
      // A drop is retried at once and then a little later, from the last byte the server has; past that the outbox backs off.
      retryDelays: [0, 1000, 3000, 5000, 10_000, 20_000],
      storeFingerprintForResuming: false,
      ...(stack ? { httpStack: stack, chunkSize: 128 * 1024 } : {}),
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
