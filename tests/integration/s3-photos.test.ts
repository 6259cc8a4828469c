// Photos in an S3-compatible bucket: kept there and not on disk, served through the server, shared by two servers.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migratedPglite } from '../helpers/pglite-folders';
import { openPostgres } from '../../server/db/postgres';
import { createPostgresUrl } from '../helpers/databases';
import { admin, call, jpegWithGps, person, upload, type Person } from '../helpers/fixtures';
import { requestVerification } from '../helpers/moderation';
import { startTestBucket, type TestBucket } from '../helpers/s3-server';
import { startTestServer, type TestServer } from '../helpers/test-server';

interface Uploaded {
  id: string;
  variants: Array<{ width: number; url: string }>;
}

async function uploadPhoto(server: TestServer, someone: Person): Promise<Uploaded> {
  const answer = await upload(server, someone.accessToken, await jpegWithGps(1200, 900));
  expect(answer.status).toBe(201);
  return (await answer.json()) as Uploaded;
}

const onDisk = (server: TestServer, ...parts: string[]) =>
  stat(path.join(server.config.dataDir, ...parts)).then(
    () => true,
    () => false,
  );

describe('photos in an S3-compatible bucket', () => {
  let bucket: TestBucket;
  let server: TestServer;
  let someone: Person;
  beforeAll(async () => {
    bucket = await startTestBucket();
    server = await startTestServer(await migratedPglite(), bucket.env);
    someone = await person(server, 'uploader');
  });
  afterAll(async () => {
    await server.close();
    await bucket.close();
  });

  it('keeps every width in the bucket, not on disk, and serves it through the server', async () => {
    const photo = await uploadPhoto(server, someone);
    expect(photo.variants.map((v) => v.width)).toEqual([320, 640, 1024, 1200]);
    expect(await bucket.keys(`uploads/${photo.id}/`)).toEqual(photo.variants.map((v) => `uploads/${photo.id}/${v.width}.webp`).sort());
    expect(await onDisk(server, 'uploads', photo.id)).toBe(false);

    const file = await fetch(`${server.url}/uploads/${photo.id}/640.webp`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await file.arrayBuffer()).equals(await bucket.object(`uploads/${photo.id}/640.webp`))).toBe(true);
    const etag = file.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await fetch(`${server.url}/uploads/${photo.id}/640.webp`, { headers: { 'if-none-match': etag! } })).status).toBe(304);

    expect((await fetch(`${server.url}/uploads/${photo.id}/800.webp`)).status).toBe(404);
    expect((await fetch(`${server.url}/uploads/${crypto.randomUUID()}/640.webp`)).status).toBe(404);
    for (const odd of [`${photo.id}/640.png`, `${photo.id}/..%2F640.webp`, 'not-an-id/640.webp'])
      expect((await fetch(`${server.url}/uploads/${odd}`)).status, odd).toBe(404);
  });

  it('makes the share picture once and keeps it beside the photo in the bucket', async () => {
    const photo = await uploadPhoto(server, someone);
    const first = await fetch(`${server.url}/uploads/${photo.id}/share.jpg`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(await bucket.object(`uploads/${photo.id}/share.jpg`)).toEqual(bytes);
    expect(Buffer.from(await (await fetch(`${server.url}/uploads/${photo.id}/share.jpg`)).arrayBuffer())).toEqual(bytes);
    expect((await fetch(`${server.url}/uploads/${crypto.randomUUID()}/share.jpg`)).status).toBe(404);
  });

  it('keeps identity documents private in the bucket, shows them to admins only, and deletes them with the account', async () => {
    const owner = await person(server, 'owner');
    const { documentId } = await requestVerification(server, owner);
    const [key, ...more] = await bucket.keys(`private-uploads/${documentId}/`);
    expect(key).toMatch(/\.webp$/);
    expect(more).toEqual([]);
    expect(await bucket.keys(`uploads/${documentId}/`)).toEqual([]);
    expect(await onDisk(server, 'private-uploads', documentId)).toBe(false);
    expect((await fetch(`${server.url}/uploads/${documentId}/${path.basename(key!)}`)).status).toBe(404);

    const boss = await admin(server);
    const seen = await call(server, 'GET', `/api/admin/users/${owner.userId}/document`, undefined, boss.accessToken);
    expect(seen.status).toBe(200);
    expect(seen.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await seen.arrayBuffer()).equals(await bucket.object(key!))).toBe(true);

    expect((await call(server, 'DELETE', '/api/auth/account', undefined, owner.accessToken)).status).toBe(200);
    expect(await bucket.keys(`private-uploads/${documentId}/`)).toEqual([]);
  });

  it('refuses to start when the bucket cannot be reached', async () => {
    const db = await migratedPglite();
    await expect(startTestServer(db, { ...bucket.env, S3_BUCKET: 'no-such-bucket' })).rejects.toThrow(/no-such-bucket/);
    await db.close().catch(() => undefined);
  });
});

describe.skipIf(!inject('postgresUrl'))('two servers on one PostgreSQL and one bucket', () => {
  let bucket: TestBucket;
  let servers: TestServer[] = [];
  let drop: () => Promise<void> = async () => {};
  beforeAll(async () => {
    bucket = await startTestBucket();
    const target = await createPostgresUrl('migrated');
    if (!target) throw new Error('No PostgreSQL server for the tests');
    drop = target.drop;
    servers = [
      await startTestServer(await openPostgres(target.url, 5), bucket.env),
      await startTestServer(await openPostgres(target.url, 5), bucket.env),
    ];
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await drop();
    await bucket.close();
  });

  it('serves a photo uploaded through one server from the other', async () => {
    const [a, b] = servers as [TestServer, TestServer];
    expect(a.config.dataDir).not.toBe(b.config.dataDir);
    const photo = await uploadPhoto(a, await person(a, 'uploader'));
    for (const { width } of photo.variants) {
      const file = await fetch(`${b.url}/uploads/${photo.id}/${width}.webp`);
      expect(file.status, `${width}`).toBe(200);
      expect(Buffer.from(await file.arrayBuffer()).equals(await bucket.object(`uploads/${photo.id}/${width}.webp`))).toBe(true);
    }
    expect((await fetch(`${b.url}/uploads/${photo.id}/share.jpg`)).status).toBe(200);
    expect((await fetch(`${a.url}/uploads/${photo.id}/share.jpg`)).headers.get('content-type')).toBe('image/jpeg');
  });
});
