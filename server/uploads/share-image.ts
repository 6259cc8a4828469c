/**
 * The picture a shared story link shows (WhatsApp, Facebook, X): the cover as
 * a 1200×630 JPEG of at most 300 KB, since WhatsApp does not show WebP
 * previews reliably. Made from the cover's largest stored variant on first
 * ask, then kept next to it (share.jpg) and served like any photo.
 */
import { randomBytes } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { UploadStorage } from './storage';

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
export async function readShareImage(storage: UploadStorage, uploadId: string): Promise<Buffer | null> {
  const dir = storage.dirFor('image', uploadId);
  const target = path.join(dir, shareImage.file);
  try {
    return await readFile(target);
  } catch {
    // Not made yet.
  }
  let widths: number[];
  try {
    widths = (await readdir(dir)).flatMap((name) => /^(\d+)\.webp$/.exec(name)?.[1] ?? []).map(Number);
  } catch {
    return null;
  }
  const largest = Math.max(...widths);
  if (!Number.isFinite(largest)) return null;
  const jpeg = await encodeShareImage(await readFile(path.join(dir, `${largest}.webp`)));
  // Written whole, then renamed: a request at the same moment never reads half a file.
  const partial = `${target}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(partial, jpeg, { mode: 0o644 });
  await rename(partial, target);
  return jpeg;
}
