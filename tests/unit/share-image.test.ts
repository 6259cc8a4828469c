import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodeShareImage, shareImage } from '../../server/uploads/share-image';

// Encoding a large photo is CPU work that a busy machine slows many times over: each test gets the time it needs.
describe('the link preview picture', { timeout: 30_000 }, () => {
  it('is a 1200×630 JPEG of at most 300 KB, even from a photo that compresses badly', async () => {
    // Pure noise is the worst case for JPEG.
    const noise = await sharp(randomBytes(1600 * 1067 * 3), { raw: { width: 1600, height: 1067, channels: 3 } })
      .webp({ quality: 90 })
      .toBuffer();
    const jpeg = await encodeShareImage(noise);
    expect(jpeg.length).toBeLessThanOrEqual(shareImage.maxBytes);
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  });

  it('fills the frame from a portrait photo, cropping rather than stretching', async () => {
    const portrait = await sharp({ create: { width: 600, height: 900, channels: 3, background: '#c9a227' } })
      .webp()
      .toBuffer();
    expect(await sharp(await encodeShareImage(portrait)).metadata()).toMatchObject({ width: 1200, height: 630 });
  });
});
