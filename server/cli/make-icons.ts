/**
 * Renders the app icons from public/logo.svg: the regular icons keep the
 * rounded tile, the maskable ones put the mark inside the 80 % safe zone on a
 * full-bleed background. Run with `npm run icons` after changing the logo.
 */
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';

const logo = await readFile('public/logo.svg');

async function regular(size: number, file: string) {
  await sharp(logo, { density: 384 }).resize(size, size).png({ compressionLevel: 9 }).toFile(file);
}

async function maskable(size: number, file: string) {
  const inner = Math.round(size * 0.72);
  const mark = await sharp(logo, { density: 384 }).resize(inner, inner).png().toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: '#E9B824' } })
    .composite([{ input: mark, gravity: 'center' }])
    .png({ compressionLevel: 9 })
    .toFile(file);
}

await regular(192, 'public/icons/icon-192.png');
await regular(512, 'public/icons/icon-512.png');
await regular(180, 'public/icons/apple-touch-icon.png');
await regular(48, 'public/favicon.png');
await maskable(192, 'public/icons/maskable-192.png');
await maskable(512, 'public/icons/maskable-512.png');
console.log('icons written to public/icons');
