/**
 * Every uploaded photo goes through here: the bytes are sniffed (the file name
 * and declared type are ignored), decompression bombs are refused before
 * decoding, the picture is turned upright and re-encoded to WebP at a few
 * widths for srcset. Re-encoding drops all metadata, so EXIF and GPS (where a
 * phone photo was taken) never reach anyone.
 */
import { createHash } from 'node:crypto';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { maxUploadBytes } from '../../contract/rules/upload';
import { DomainError } from '../domain/errors';

export const uploadLimits = {
  maxBytes: maxUploadBytes,
  /** 40 megapixels: more than any phone camera, far less than a bomb. */
  maxPixels: 40_000_000,
  maxSide: 12_000,
} as const;

export const acceptedFormats = ['jpeg', 'png', 'webp', 'avif', 'heif'] as const;

export interface EncodedImage {
  width: number;
  height: number;
  contentHash: string;
  pixelHash: string;
  variants: Array<{ width: number; height: number; bytes: number; data: Buffer }>;
}

const notAnImage = () =>
  new DomainError('unsupported_media', 'This file is not a photo we can read. Use a JPEG, PNG or WebP image.', 'unsupported_image');

/** 64-bit difference hash: robust to re-encoding and resizing, so copies of one photo are found. */
async function differenceHash(input: Sharp): Promise<string> {
  const { data } = await input.clone().greyscale().resize(9, 8, { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true });
  let bits = 0n;
  for (let row = 0; row < 8; row++) {
    for (let col = 0; col < 8; col++) {
      const left = data[row * 9 + col] ?? 0;
      const right = data[row * 9 + col + 1] ?? 0;
      bits = (bits << 1n) | (left > right ? 1n : 0n);
    }
  }
  return bits.toString(16).padStart(16, '0');
}

export async function encodeImage(bytes: Buffer, widths: readonly number[]): Promise<EncodedImage> {
  let metadata: Metadata;
  try {
    // Only the header is read here, so no pixel limit yet: the size check below gives the clear answer.
    metadata = await sharp(bytes, { failOn: 'error', limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage();
  }
  if (!metadata.format || !(acceptedFormats as readonly string[]).includes(metadata.format)) throw notAnImage();
  const { width = 0, height = 0 } = metadata;
  if (!width || !height) throw notAnImage();
  if (width * height > uploadLimits.maxPixels || width > uploadLimits.maxSide || height > uploadLimits.maxSide) {
    throw new DomainError(
      'too_large',
      `This photo is too large (${width}×${height} pixels). Use one of at most 40 megapixels.`,
      'image_too_large',
    );
  }

  let upright: Sharp;
  let size: { width: number; height: number };
  try {
    upright = sharp(bytes, { failOn: 'error', limitInputPixels: uploadLimits.maxPixels }).rotate();
    const rotated = await upright.clone().toBuffer({ resolveWithObject: true });
    size = { width: rotated.info.width, height: rotated.info.height };
    upright = sharp(rotated.data);
  } catch {
    throw notAnImage();
  }

  const targets = [...new Set(widths.map((w) => Math.min(w, size.width)))].sort((a, b) => a - b);
  const variants: EncodedImage['variants'] = [];
  for (const target of targets) {
    const { data, info } = await upright
      .clone()
      .resize({ width: target, withoutEnlargement: true })
      .webp({ quality: target <= 400 ? 68 : 72, effort: 5 })
      .toBuffer({ resolveWithObject: true });
    variants.push({ width: info.width, height: info.height, bytes: data.length, data });
  }
  return {
    width: size.width,
    height: size.height,
    contentHash: createHash('sha256').update(bytes).digest('hex'),
    pixelHash: await differenceHash(upright),
    variants,
  };
}

/** How many of the 64 bits differ between two difference hashes (0 = same picture). */
export function hashDistance(a: string, b: string): number {
  let diff = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let count = 0;
  while (diff > 0n) {
    count += Number(diff & 1n);
    diff >>= 1n;
  }
  return count;
}
