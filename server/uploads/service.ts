/** Accepts a photo from a signed-in user, makes its variants and records it. */
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import { earlierWrite, writeOnce } from '../idempotency/write-once';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { conflict, notFound } from '../domain/errors';
import { finishedRepository, type FinishedUpload } from './finished-repository';
import { encodeImage } from './image-pipeline';
import { keepUnfinishedMs, type ResumableStore } from './resumable-store';
import { uploadsRepository, type UploadKind } from './repository';
import { describeUpload, type UploadedImage, type PhotoStorage } from './storage';

/** Widths made for each kind of photo (a card shows 320, a phone screen 640, a laptop 1024+). */
export const variantWidths: Record<UploadKind, readonly number[]> = {
  image: [320, 640, 1024, 1600],
  avatar: [96, 256],
  id_document: [1600],
};

export class UploadsService {
  constructor(
    private readonly db: Database,
    private readonly storage: PhotoStorage,
    private readonly limiter: RateLimiter | null,
  ) {}

  /** Stores a photo; with an idempotency key, a repeat answers with the photo the first one stored. */
  store(ownerId: string | null, kind: UploadKind, bytes: Buffer, key?: string): Promise<UploadedImage> {
    return this.storeOnce(ownerId, kind, bytes, key, null);
  }

  /** Stores a photo; `from` names the resumable upload it comes from, recorded as finished in the same transaction. */
  private async storeOnce(
    ownerId: string | null,
    kind: UploadKind,
    bytes: Buffer,
    key: string | undefined,
    from: { id: string; size: number } | null,
  ): Promise<UploadedImage> {
    const earlier = await earlierWrite(this.db, key, 'upload');
    if (earlier) return this.describe(earlier);
    if (this.limiter && ownerId) {
      await this.limiter.enforce([{ key: `upload:user:${ownerId}:hour`, windowSeconds: 3600, max: 60 }]);
    }
    const encoded = await encodeImage(bytes, variantWidths[kind]);
    const id = randomUUID();
    await this.storage.write(kind, id, encoded.variants);
    try {
      const outcome = await writeOnce(this.db, key, 'upload', async (tx) => {
        const row = await uploadsRepository.insert(tx, {
          id,
          owner_id: ownerId,
          kind,
          content_hash: encoded.contentHash,
          pixel_hash: encoded.pixelHash,
          width: encoded.width,
          height: encoded.height,
          variants: encoded.variants.map(({ width, height, bytes: size }) => ({ width, height, bytes: size })),
        });
        if (
          from &&
          ownerId &&
          !(await finishedRepository.record(tx, { id: from.id, owner_id: ownerId, size: from.size, upload_id: row.id }))
        )
          throw conflict('This upload is already a photo.', 'upload_finished', 'upload_id');
        return row.id;
      });
      if (outcome.replayed) await this.storage.remove(kind, id);
      return this.describe(outcome.id);
    } catch (error) {
      await this.storage.remove(kind, id);
      throw error;
    }
  }

  /**
   * Turns a resumable upload whose bytes all arrived into a photo, once: a repeat (same idempotency key, or the same
   * upload) answers with the photo the first one made, whether or not that first answer reached the phone.
   */
  async finishResumable(ownerId: string, uploadId: string, kind: UploadKind, store: ResumableStore, key?: string): Promise<UploadedImage> {
    const earlier = await earlierWrite(this.db, key, 'upload');
    if (earlier) return this.describe(earlier);
    const finished = await this.finishedUpload(uploadId);
    if (finished?.owner_id === ownerId) return this.describe(finished.upload_id);
    const upload = finished ? null : await store.info(uploadId);
    if (!upload || upload.metadata.owner !== ownerId) throw notFound('This upload does not exist. Send the photo again.');
    if (upload.size === null || upload.offset < upload.size)
      throw conflict('This upload has not arrived whole yet.', 'upload_incomplete', 'upload_id');
    const stored = await this.storeOnce(ownerId, kind, await store.read(uploadId), key, { id: uploadId, size: upload.size });
    // The photo is stored and the upload recorded as finished: its bytes are no longer needed.
    await store.remove(uploadId);
    return stored;
  }

  /** A resumable upload already turned into a photo, or null. */
  finishedUpload(id: string): Promise<FinishedUpload | null> {
    return finishedRepository.find(this.db, id);
  }

  /** Forgets finished uploads after as long as unfinished ones are kept: no phone still waits for their answer. */
  forgetFinished(): Promise<number> {
    return finishedRepository.removeOlderThan(this.db, keepUnfinishedMs);
  }

  private async describe(id: string): Promise<UploadedImage> {
    const [row] = await uploadsRepository.findMany(this.db, [id]);
    if (!row) throw new Error(`upload ${id} not found`);
    return describeUpload(row);
  }
}
