/**
 * The picture a shared story link shows (WhatsApp, Facebook, X): the cover as
 * a 1200×630 JPEG of at most 300 KB, since WhatsApp does not show WebP
 * previews reliably. Made from the cover's largest stored variant on first
 * ask, then kept next to it (share.jpg) and served like any photo.
 */
import sharp from 'sharp';
import { readWhole, variantName, type PhotoStorage } from './storage';

export const shareImage = { width: 1200, height: 630, maxBytes: 300_000, type: 'image/jpeg', file: 'share.jpg' } as const;

/** Qualities tried in turn until the picture fits the byte budget. */
const qualities = [82, 74, 66, 58, 50, 42, 34, 26, 18, 10];

export async function encodeShareImage(source: Buffer): Promise<Buffer> {
  const resized = await sharp(source)
    .resize(shareImage.width, shareImage.height, { fit: 'cover', position: 'attention' })
    .flatten({ background: '#fffcf2' })
    .toBuffer();
  let jpeg = Buffer.alloc(0);
  for (const quality of qualities) {
    jpeg = await sharp(resized).jpeg({ quality, mozjpeg: true, chromaSubsampling: '4:2:0' }).toBuffer();
    if (jpeg.length <= shareImage.maxBytes) return jpeg;
  }
  return jpeg;
}

/** The share picture of a public photo, made once; null when there is no such photo. */
export async function readShareImage(storage: PhotoStorage, uploadId: string): Promise<Buffer | null> {
  const made = await storage.read('image', uploadId, shareImage.file);
  if (made) return readWhole(made);
  const widths = (await storage.list('image', uploadId)).flatMap((name) => /^(\d+)\.webp$/.exec(name)?.[1] ?? []).map(Number);
  const largest = Math.max(...widths);
  if (!Number.isFinite(largest)) return null;
  const source = await storage.read('image', uploadId, variantName(largest));
  if (!source) return null;
  const jpeg = await encodeShareImage(await readWhole(source));
  await storage.put('image', uploadId, shareImage.file, jpeg);
  return jpeg;
}
