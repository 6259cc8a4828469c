/** Accepts a photo from a signed-in user, makes its variants and records it. */
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { encodeImage } from './image-pipeline';
import { uploadsRepository, type UploadKind } from './repository';
import { describeUpload, type UploadedImage, type UploadStorage } from './storage';

/** Widths made for each kind of photo (a card shows 320, a phone screen 640, a laptop 1024+). */
export const variantWidths: Record<UploadKind, readonly number[]> = {
  image: [320, 640, 1024, 1600],
  avatar: [96, 256],
  id_document: [1600],
};

export class UploadsService {
  constructor(
    private readonly db: Database,
    private readonly storage: UploadStorage,
    private readonly limiter: RateLimiter | null,
  ) {}

  async store(ownerId: string | null, kind: UploadKind, bytes: Buffer): Promise<UploadedImage> {
    if (this.limiter && ownerId) {
      await this.limiter.enforce([{ key: `upload:user:${ownerId}:hour`, windowSeconds: 3600, max: 60 }]);
    }
    const encoded = await encodeImage(bytes, variantWidths[kind]);
    const id = randomUUID();
    await this.storage.write(kind, id, encoded.variants);
    try {
      const row = await uploadsRepository.insert(this.db, {
        id,
        owner_id: ownerId,
        kind,
        content_hash: encoded.contentHash,
        pixel_hash: encoded.pixelHash,
        width: encoded.width,
        height: encoded.height,
        variants: encoded.variants.map(({ width, height, bytes: size }) => ({ width, height, bytes: size })),
      });
      return describeUpload(row);
    } catch (error) {
      await this.storage.remove(kind, id);
      throw error;
    }
  }
}
