// Photo uploads: sniffed, bomb-proof, re-encoded to WebP widths, metadata stripped, cached forever.
import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedPglite } from '../helpers/pglite-folders';
import { hasGpsExif, jpegWithGps, person, upload, type Person } from '../helpers/fixtures';
import { startTestServer, type TestServer } from '../helpers/test-server';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small file that claims 20000×20000 pixels: a decompression bomb. */
function pngBomb(side = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // 1-bit greyscale
  const rows = Buffer.alloc((1 + Math.ceil(side / 8)) * side);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

interface Uploaded {
  id: string;
  kind: string;
  width: number;
  height: number;
  url: string | null;
  srcset: string | null;
  variants: Array<{ width: number; url: string }>;
}

describe('uploads', () => {
  let server: TestServer;
  let someone: Person;
  beforeAll(async () => {
    server = await startTestServer(await migratedPglite());
    someone = await person(server, 'uploader');
  });
  afterAll(() => server.close());

  const count = async () => (await server.app.db.query<{ n: number }>('select count(*)::int as n from uploads'))[0]?.n;

  it('re-encodes a phone photo to WebP widths and strips its EXIF and GPS', async () => {
    const original = await jpegWithGps(1200, 900);
    expect(hasGpsExif((await sharp(original).metadata()).exif)).toBe(true);
    const response = await upload(server, someone.accessToken, original, 'IMG_2041.jpg');
    expect(response.status).toBe(201);
    const stored = (await response.json()) as Uploaded;
    expect(stored).toMatchObject({ kind: 'image', width: 1200, height: 900 });
    expect(stored.variants.map((v) => v.width)).toEqual([320, 640, 1024, 1200]);
    expect(stored.srcset).toBe(stored.variants.map((v) => `${v.url} ${v.width}w`).join(', '));
    for (const variant of stored.variants) {
      const file = await fetch(`${server.url}${variant.url}`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/webp');
      expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const bytes = Buffer.from(await file.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(variant.width);
      expect(meta.exif).toBeUndefined();
      expect(bytes.includes(Buffer.from('TestPhone'))).toBe(false);
    }
    const [row] = await server.app.db.query<{ content_hash: string; owner_id: string }>(
      'select content_hash, owner_id from uploads where id = $1',
      [stored.id],
    );
    expect(row).toEqual({ content_hash: createHash('sha256').update(original).digest('hex'), owner_id: someone.userId });
  });

  it('finds the same picture again by its pixel hash after re-encoding', async () => {
    const original = await jpegWithGps(900, 600);
    const copy = await sharp(original).resize(700).png().toBuffer();
    const a = (await (await upload(server, someone.accessToken, original)).json()) as Uploaded;
    const b = (await (await upload(server, someone.accessToken, copy, 'copy.png')).json()) as Uploaded;
    const rows = await server.app.db.query<{ id: string; pixel_hash: string; content_hash: string }>(
      'select id, pixel_hash, content_hash from uploads where id = any($1::uuid[])',
      [[a.id, b.id]],
    );
    const { hashDistance } = await import('../../server/uploads/image-pipeline');
    expect(rows[0]?.content_hash).not.toBe(rows[1]?.content_hash);
    expect(hashDistance(rows[0]?.pixel_hash ?? '', rows[1]?.pixel_hash ?? '')).toBeLessThanOrEqual(4);
  });

  it('refuses a text file named .jpg, and stores nothing', async () => {
    const before = await count();
    const response = await upload(server, someone.accessToken, Buffer.from('this is not a photo, just text pretending'), 'holiday.jpg');
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ message: expect.stringContaining('not a photo') });
    expect(await count()).toBe(before);
  });

  it('refuses a 20000×20000 PNG (a decompression bomb) before decoding it', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(200_000);
    const before = await count();
    const response = await upload(server, someone.accessToken, bomb, 'bomb.png');
    expect(response.status).toBe(413);
    expect(await count()).toBe(before);
  });

  it('refuses files over 8 MB', async () => {
    const response = await upload(server, someone.accessToken, Buffer.alloc(9 * 1024 * 1024, 1), 'big.jpg');
    expect(response.status).toBe(413);
  });

  it('needs a signed-in user and a known type', async () => {
    const photo = await jpegWithGps(400, 300);
    expect((await upload(server, null, photo)).status).toBe(401);
    const wrongType = await upload(server, someone.accessToken, photo, 'a.jpg', 'wallpaper');
    expect(wrongType.status).toBe(400);
    expect(await wrongType.json()).toMatchObject({ field: 'type' });
    const notMultipart = await fetch(`${server.url}/api/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${someone.accessToken}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(notMultipart.status).toBe(415);
  });

  it('makes small avatars, and keeps identity documents private', async () => {
    const photo = await jpegWithGps(800, 800);
    const avatar = (await (await upload(server, someone.accessToken, photo, 'me.jpg', 'avatar')).json()) as Uploaded;
    expect(avatar.variants.map((v) => v.width)).toEqual([96, 256]);
    const card = (await (await upload(server, someone.accessToken, photo, 'card.jpg', 'id_document')).json()) as Uploaded;
    expect(card).toMatchObject({ kind: 'id_document', url: null, srcset: null, variants: [] });
    expect((await fetch(`${server.url}/uploads/${card.id}/800.webp`)).status).toBe(404);
    const privateFiles = await readdir(path.join(server.config.dataDir, 'private-uploads', card.id));
    expect(privateFiles).toEqual(['800.webp']);
  });
});
