/** Accepts a photo from a signed-in user, makes its variants and records it. */
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import { earlierWrite, writeOnce } from '../idempotency/write-once';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { conflict, notFound } from '../domain/errors';
import { encodeImage } from './image-pipeline';
import type { ResumableStore } from './resumable-store';
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
  async store(ownerId: string | null, kind: UploadKind, bytes: Buffer, key?: string): Promise<UploadedImage> {
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
        return row.id;
      });
      if (outcome.replayed) await this.storage.remove(kind, id);
      return this.describe(outcome.id);
    } catch (error) {
      await this.storage.remove(kind, id);
      throw error;
    }
  }

  /** Turns a resumable upload whose bytes all arrived into a photo, once per idempotency key. */
  async finishResumable(ownerId: string, uploadId: string, kind: UploadKind, store: ResumableStore, key?: string): Promise<UploadedImage> {
    const earlier = await earlierWrite(this.db, key, 'upload');
    if (earlier) return this.describe(earlier);
    const upload = await store.info(uploadId);
    if (!upload || upload.metadata.owner !== ownerId) throw notFound('This upload does not exist. Send the photo again.');
    if (upload.size === null || upload.offset < upload.size)
      throw conflict('This upload has not arrived whole yet.', 'upload_incomplete', 'upload_id');
    const stored = await this.store(ownerId, kind, await store.read(uploadId), key);
    await store.remove(uploadId);
    return stored;
  }

  private async describe(id: string): Promise<UploadedImage> {
    const [row] = await uploadsRepository.findMany(this.db, [id]);
    if (!row) throw new Error(`upload ${id} not found`);
    return describeUpload(row);
  }
}
