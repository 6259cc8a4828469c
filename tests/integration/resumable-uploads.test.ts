// Photos sent with the tus resumable-upload protocol: an upload resumes from the last byte that reached the server,
// only its sender may continue it, and finishing it runs the same photo pipeline once per key. Every step is safe to
// repeat after a lost answer: the creation, each PATCH, and the finish.
import { request as httpRequest } from 'node:http';
import { Upload } from 'tus-js-client';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../helpers/databases';
import { call, hasGpsExif, jpegWithGps, person, type Person } from '../helpers/fixtures';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { eventually } from '../helpers/wait';

const path = '/api/uploads/resumable';

describe.each(testDatabases())('resumable uploads on $kind', ({ create }) => {
  let server: TestServer;
  let owner: Person;
  let photo: Buffer;
  beforeAll(async () => {
    server = await startTestServer(await create());
    owner = await person(server, 'tus');
    photo = await jpegWithGps(1200, 900);
  });
  afterAll(() => server.close());

  const tusHeaders = (token: string | null = owner.accessToken) => ({
    'tus-resumable': '1.0.0',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });

  async function begin(size: number, token: string | null = owner.accessToken, key: string | null = null) {
    const headers: Record<string, string> = { ...tusHeaders(token), 'upload-length': String(size) };
    if (key) headers['upload-metadata'] = `filename ${btoa('photo.jpg')},key ${btoa(key)}`;
    return fetch(`${server.url}${path}`, { method: 'POST', headers });
  }
  const patch = (location: string, offset: number, bytes: Buffer, token: string | null = owner.accessToken) =>
    fetch(`${server.url}${location}`, {
      method: 'PATCH',
      headers: { ...tusHeaders(token), 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
      body: new Uint8Array(bytes),
    });
  const offsetOf = async (location: string, token: string | null = owner.accessToken) => {
    const head = await fetch(`${server.url}${location}`, { method: 'HEAD', headers: tusHeaders(token) });
    return { status: head.status, offset: Number(head.headers.get('upload-offset')) };
  };
  const finish = (uploadId: string, key: string, token: string | null = owner.accessToken) =>
    call(server, 'POST', '/api/uploads/finish', { upload_id: uploadId, type: 'image' }, token, { 'idempotency-key': key });

  it('resumes from the last byte received and finishes into a photo without its EXIF, once per key', async () => {
    const created = await begin(photo.length);
    expect(created.status).toBe(201);
    const location = created.headers.get('location') ?? '';
    expect(location).toMatch(new RegExp(`^${path}/[A-Za-z0-9_-]+$`));
    const uploadId = location.split('/').pop() ?? '';
    const half = Math.floor(photo.length / 2);
    expect((await patch(location, 0, photo.subarray(0, half))).status).toBe(204);
    expect(await offsetOf(location)).toEqual({ status: 200, offset: half });

    // Finishing before every byte arrived is refused, and changes nothing.
    const early = await finish(uploadId, crypto.randomUUID());
    expect(early.status).toBe(409);

    // A PATCH from the wrong offset is refused; from the right one, the rest goes through.
    expect((await patch(location, 0, photo.subarray(0, 10))).status).toBe(409);
    expect((await patch(location, half, photo.subarray(half))).status).toBe(204);

    const key = crypto.randomUUID();
    const done = await finish(uploadId, key);
    expect(done.status).toBe(201);
    const image = (await done.json()) as { id: string; url: string; variants: Array<{ url: string }> };
    expect(image.variants.length).toBeGreaterThan(0);
    const served = Buffer.from(await (await fetch(`${server.url}${image.url}`)).arrayBuffer());
    expect(hasGpsExif((await sharp(served).metadata()).exif)).toBe(false);

    // The answer was lost: the same key gets the same photo, even though the bytes were cleared after finishing.
    const again = await finish(uploadId, key);
    expect(again.status).toBe(201);
    expect(((await again.json()) as { id: string }).id).toBe(image.id);
    const [{ n } = { n: 0 }] = await server.app.db.query<{ n: number }>(
      'select count(*)::int as n from idempotent_writes w join uploads u on u.id::text = w.entity_id where w.key = $1',
      [key],
    );
    expect(n).toBe(1);
  });

  it('answers a creation sent again with the same key with the same upload, whoever else tries it', async () => {
    const key = crypto.randomUUID();
    const first = await begin(photo.length, owner.accessToken, key);
    expect(first.status).toBe(201);
    const location = first.headers.get('location') ?? '';
    expect((await patch(location, 0, photo.subarray(0, 1000))).status).toBe(204);
    // Its answer was lost: the creation goes again, and finds the upload the first made, with what arrived.
    const again = await begin(photo.length, owner.accessToken, key);
    expect(again.status).toBe(201);
    expect(again.headers.get('location')).toBe(location);
    expect(await offsetOf(location)).toEqual({ status: 200, offset: 1000 });
    // The key is not kept with the upload; another person, or another photo size, under the same key is no repeat.
    const metadata = (await fetch(`${server.url}${location}`, { method: 'HEAD', headers: tusHeaders() })).headers.get('upload-metadata');
    expect(metadata).not.toContain(btoa(key));
    expect((await begin(photo.length, (await person(server, 'other')).accessToken, key)).status).toBe(409);
    expect((await begin(photo.length + 1, owner.accessToken, key)).status).toBe(409);
  });

  it('says a finished upload is whole and names its photo, and a finish sent again answers with that photo', async () => {
    const photo = await jpegWithGps(1000, 700);
    const key = crypto.randomUUID();
    const location = (await begin(photo.length, owner.accessToken, key)).headers.get('location') ?? '';
    const uploadId = location.split('/').pop() ?? '';
    expect((await patch(location, 0, photo)).status).toBe(204);
    const done = await finish(uploadId, key);
    expect(done.status).toBe(201);
    const image = (await done.json()) as { id: string };

    // The finish's answer was lost. Asked how far it got, the upload says: all of it, and which photo it became.
    const head = await fetch(`${server.url}${location}`, { method: 'HEAD', headers: tusHeaders() });
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(photo.length));
    expect(head.headers.get('upload-length')).toBe(String(photo.length));
    expect(head.headers.get('upload-photo')).toBe(image.id);
    expect(head.headers.get('cache-control')).toBe('no-store');
    // Only to its sender; a PATCH is refused without touching anything; a creation under its key finds it.
    expect((await offsetOf(location, (await person(server, 'peeker')).accessToken)).status).toBe(404);
    expect((await patch(location, 0, photo.subarray(0, 10))).status).toBe(409);
    expect((await begin(photo.length, owner.accessToken, key)).headers.get('location')).toBe(location);

    // The finish again: the same photo, by its key, by its upload, and even naming another upload of the same photo.
    const other = (await begin(photo.length)).headers.get('location') ?? '';
    await patch(other, 0, photo);
    for (const [id, withKey] of [
      [uploadId, key],
      [uploadId, crypto.randomUUID()],
      [other.split('/').pop() ?? '', key],
    ] as const) {
      const repeat = await finish(id, withKey);
      expect(repeat.status).toBe(201);
      expect(((await repeat.json()) as { id: string }).id).toBe(image.id);
    }
    const [{ n } = { n: 0 }] = await server.app.db.query<{ n: number }>(
      'select count(*)::int as n from uploads where owner_id = $1 and content_hash = (select content_hash from uploads where id = $2)',
      [owner.userId, image.id],
    );
    expect(n).toBe(1);
  });

  it('lets tus-js-client resume a finished upload as finished, without sending the photo again', async () => {
    const key = crypto.randomUUID();
    const location = (await begin(photo.length, owner.accessToken, key)).headers.get('location') ?? '';
    await patch(location, 0, photo);
    expect((await finish(location.split('/').pop() ?? '', key)).status).toBe(201);
    const requests: string[] = [];
    const resumed = await new Promise<string>((resolve, reject) => {
      const upload: Upload = new Upload(photo, {
        endpoint: `${server.url}${path}`,
        uploadUrl: `${server.url}${location}`,
        headers: { authorization: `Bearer ${owner.accessToken}` },
        retryDelays: [],
        storeFingerprintForResuming: false,
        onBeforeRequest: (request) => void requests.push(request.getMethod()),
        onSuccess: () => resolve(upload.url ?? ''),
        onError: reject,
      });
      upload.start();
    });
    expect(new URL(resumed).pathname).toBe(location);
    expect(requests).toEqual(['HEAD']);
  });

  it('runs a finish again after "not whole yet" or "gone", instead of replaying those', async () => {
    const key = crypto.randomUUID();
    expect((await finish('a-missing-upload', key)).status).toBe(404);
    const location = (await begin(photo.length)).headers.get('location') ?? '';
    const uploadId = location.split('/').pop() ?? '';
    await patch(location, 0, photo.subarray(0, 100));
    expect((await finish(uploadId, key)).status).toBe(409);
    await patch(location, 100, photo.subarray(100));
    expect((await finish(uploadId, key)).status).toBe(201);
  });

  it('lets only the signed-in sender start, see or continue an upload', async () => {
    expect((await begin(100, null)).status).toBe(401);
    const created = await begin(photo.length);
    const location = created.headers.get('location') ?? '';
    const stranger = await person(server, 'stranger');
    expect((await offsetOf(location, stranger.accessToken)).status).toBe(404);
    expect((await patch(location, 0, photo.subarray(0, 100), stranger.accessToken)).status).toBe(404);
    expect((await patch(location, 0, photo.subarray(0, 100), null)).status).toBe(401);
    expect((await finish(location.split('/').pop() ?? '', crypto.randomUUID(), stranger.accessToken)).status).toBe(404);
    expect((await offsetOf(location)).offset).toBe(0);
  });

  it('refuses more than 8 MB, and a finished upload that is not a photo', async () => {
    expect((await begin(8 * 1024 * 1024 + 1)).status).toBe(413);
    const text = Buffer.from('this is not a photo at all, only text');
    const created = await begin(text.length);
    const location = created.headers.get('location') ?? '';
    expect((await patch(location, 0, text)).status).toBe(204);
    const refused = await finish(location.split('/').pop() ?? '', crypto.randomUUID());
    expect(refused.status).toBe(415);
    expect(((await refused.json()) as { message: string }).message).toMatch(/not a photo/);
    expect((await finish('bad id!', crypto.randomUUID())).status).toBe(400);
  });

  it('keeps the bytes that arrived before the connection dropped mid-request, and takes the rest from there', async () => {
    const noise = Buffer.from(Array.from({ length: 1100 * 800 * 3 }, () => Math.floor(Math.random() * 256)));
    const big = await sharp(noise, { raw: { width: 1100, height: 800, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer();
    const sent = 600 * 1024;
    expect(big.length).toBeGreaterThan(sent);
    const created = await begin(big.length);
    const location = created.headers.get('location') ?? '';
    // One PATCH announcing every byte, cut off after 600 KB have gone out, as a phone losing its signal.
    await new Promise<void>((resolve) => {
      const request = httpRequest(`${server.url}${location}`, {
        method: 'PATCH',
        headers: {
          ...tusHeaders(),
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
          'content-length': String(big.length),
        },
      });
      request.on('error', () => resolve());
      request.on('close', () => resolve());
      request.write(big.subarray(0, sent), () => setTimeout(() => request.destroy(), 500));
    });
    // The server writes what reached it before it sees the connection gone.
    const kept = await eventually('the bytes sent to be kept', async () => {
      const { offset } = await offsetOf(location);
      return offset >= sent ? offset : undefined;
    });
    expect(kept).toBe(sent);
    expect((await patch(location, kept, big.subarray(kept))).status).toBe(204);
    const done = await finish(location.split('/').pop() ?? '', crypto.randomUUID());
    expect(done.status).toBe(201);
  });

  it('works with tus-js-client, which resumes an upload it was told the address of', async () => {
    const token = owner.accessToken;
    const noise = Buffer.from(Array.from({ length: 800 * 600 * 3 }, () => Math.floor(Math.random() * 256)));
    const photo = await sharp(noise, { raw: { width: 800, height: 600, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(256 * 1024);
    const send = (uploadUrl: string | null, stopAt: number | null) =>
      new Promise<{ url: string; offset: number }>((resolve, reject) => {
        let url = uploadUrl ?? '';
        const upload: Upload = new Upload(photo, {
          endpoint: `${server.url}${path}`,
          uploadUrl,
          chunkSize: 64 * 1024,
          headers: { authorization: `Bearer ${token}` },
          retryDelays: [],
          storeFingerprintForResuming: false,
          onUploadUrlAvailable: () => (url = upload.url ?? url),
          onChunkComplete: (_chunk, sent) => {
            if (stopAt !== null && sent >= stopAt) void upload.abort().then(() => resolve({ url, offset: sent }));
          },
          onSuccess: () => resolve({ url, offset: photo.length }),
          onError: reject,
        });
        upload.start();
      });
    const first = await send(null, 128 * 1024);
    expect(first.offset).toBeLessThan(photo.length);
    const location = new URL(first.url).pathname;
    expect((await offsetOf(location)).offset).toBe(first.offset);
    const second = await send(first.url, null);
    expect(second.offset).toBe(photo.length);
    expect((await finish(location.split('/').pop() ?? '', crypto.randomUUID())).status).toBe(201);
  });
});
