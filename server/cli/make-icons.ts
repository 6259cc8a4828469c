/**
 * Renders the app icons from public/logo.svg: the regular icons keep the
 * rounded tile, the maskable ones put the mark inside the 80 % safe zone on a
 * full-bleed background. Run with `npm run icons` after changing the logo.
 */
import { readFile, writeFile } from 'node:fs/promises';
import sharp from 'sharp';

const logo = await readFile('public/logo.svg');

/** An .ico holding one PNG image (supported by every current browser), for clients that ask for /favicon.ico. */
function icoOf(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

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
await writeFile('public/favicon.ico', icoOf(await sharp(logo, { density: 384 }).resize(48, 48).png().toBuffer(), 48));
await maskable(192, 'public/icons/maskable-192.png');
await maskable(512, 'public/icons/maskable-512.png');
console.log('icons written to public/icons');
