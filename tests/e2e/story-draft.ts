/** Writing a story in the launch form as a person does, up to its review step. */
import sharp from 'sharp';
import type { Page } from 'playwright-core';

export interface PhotoFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A plain phone photo. */
export async function plainPhoto(): Promise<PhotoFile> {
  return {
    name: 'IMG_2044.jpg',
    mimeType: 'image/jpeg',
    buffer: await sharp({ create: { width: 1800, height: 1200, channels: 3, background: '#3a7d44' } })
      .jpeg()
      .toBuffer(),
  };
}

/** A detailed photo of about `bytes` (noise does not compress, so the phone keeps it as it is). */
export async function heavyPhoto(bytes: number): Promise<PhotoFile> {
  const width = 1600;
  const height = 1200;
  const noise = Buffer.alloc(width * height * 3);
  let seed = 2463534242;
  for (let i = 0; i < noise.length; i++) {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    noise[i] = seed & 0xff;
  }
  for (let quality = 40; quality <= 100; quality += 2) {
    const buffer = await sharp(noise, { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (buffer.length >= bytes) return { name: 'IMG_3001.jpg', mimeType: 'image/jpeg', buffer };
  }
  throw new Error(`cannot make a photo of ${bytes} bytes`);
}

export async function draftStory(target: Page, origin: string, title: string, photo: PhotoFile): Promise<void> {
  await target.goto(`${origin}/create`);
  await target.getByLabel('Title').fill(title);
  await target.getByLabel('Category').selectOption('community');
  await target.getByLabel('Region').selectOption('Bono');
  await target.getByLabel('Who the money is for').fill('Techiman youth group');
  await target.getByLabel('A community or group I belong to').check();
  await target.getByRole('button', { name: 'Next' }).click();
  await target.getByLabel('Summary').fill('A football pitch the whole town can play on, with goals and lines.');
  await target
    .getByLabel('Your story', { exact: true })
    .fill(`${'Our youth group in Techiman has no safe place to play. '.repeat(5)}\n\nThe money pays for levelling, goals and nets.`);
  await target.getByRole('button', { name: 'Next' }).click();
  await target.getByLabel('Goal in cedis').fill('9000');
  await target.getByLabel('Closing date').fill(new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10));
  await target.getByRole('button', { name: 'Next' }).click();
  await target.locator('#cover-photo').setInputFiles(photo);
  await target.locator('.draft-photo img').first().waitFor();
  await target.getByRole('button', { name: 'Next' }).click();
  await target.getByRole('heading', { name: 'Step 5 of 5: Review' }).waitFor();
}
