// Exactly once through a crash: the server is killed (SIGKILL) at random points of each kind of write, started again,
// and the write is replayed with the same Idempotency-Key. Every item exists once, and the replay is answered within
// about five seconds of the server being back, once the dead request's lease has lapsed. Each kill lands in every kind
// of write at once, as a crash does in a busy server, so a round costs one restart, not one per kind.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { openDatabase } from '../../server/db/open';
import { openPostgres } from '../../server/db/postgres';
import { signUpAndVerify, uniqueEmail } from '../helpers/auth';
import { createPostgresUrl, testDatabases } from '../helpers/databases';
import { jpegWithGps, storyFields } from '../helpers/fixtures';
import { freePort } from '../helpers/postgres-cluster';
import { startServer, type BenchServer } from '../helpers/server-process';
import type { TestServer } from '../helpers/test-server';

interface Write {
  kind: string;
  /** Sends the write with this key; `marker` makes the item findable afterwards. */
  send(url: string, key: string, marker: string): Promise<Response>;
  /** How many rows carry the marker (must end as one). */
  count(db: Database, marker: string, key: string): Promise<number>;
}

const roundsPerKind = 3;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const one = async (db: Database, sql: string, params: unknown[]) => (await db.query<{ n: number }>(sql, params))[0]?.n ?? 0;

describe.each(testDatabases())('writes killed mid-request on $kind', ({ kind: databaseKind }) => {
  let server: BenchServer;
  let port: number;
  let env: Record<string, string>;
  let dataDir: string;
  let dropPostgres: (() => Promise<void>) | null = null;
  let token = '';
  let storyId = '';
  let photo: Buffer;

  const json = (url: string, method: string, route: string, key: string, body: unknown, bearer: string | null = token) =>
    fetch(`${url}${route}`, {
      method,
      headers: { 'content-type': 'application/json', 'idempotency-key': key, ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
      body: JSON.stringify(body),
    });

  const writes: Write[] = [
    {
      kind: 'photo upload',
      send: (url, key) => {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
        return fetch(`${url}/api/upload`, {
          method: 'POST',
          body: form,
          headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
        });
      },
      count: (db, _marker, key) =>
        one(db, 'select count(*)::int as n from uploads u join idempotent_writes w on w.entity_id = u.id::text where w.key = $1', [key]),
    },
    {
      kind: 'resumable photo finished',
      send: (url, key, marker) =>
        json(url, 'POST', '/api/uploads/finish', key, { upload_id: spare(finishedUploads, marker), type: 'image' }),
      count: (db, _marker, key) =>
        one(db, 'select count(*)::int as n from uploads u join idempotent_writes w on w.entity_id = u.id::text where w.key = $1', [key]),
    },
    {
      kind: 'story',
      send: (url, key, marker) => json(url, 'POST', '/api/campaigns', key, storyFields({ title: `Story ${marker}`, submit: false })),
      count: (db, marker) => one(db, 'select count(*)::int as n from campaigns where title = $1', [`Story ${marker}`]),
    },
    {
      kind: 'update',
      send: (url, key, marker) =>
        json(url, 'POST', `/api/campaigns/${storyId}/updates`, key, { title: `Update ${marker}`, body: 'The roof is on.' }),
      count: (db, marker) => one(db, 'select count(*)::int as n from campaign_updates where title = $1', [`Update ${marker}`]),
    },
    {
      kind: 'report',
      // Reports are limited to two a day per person and story: each round is a different person.
      send: (url, key, marker) =>
        json(
          url,
          'POST',
          '/api/report/fraud',
          key,
          { campaign_id: storyId, reason: 'other', details: marker },
          spare(spareReporters, marker),
        ),
      count: (db, marker) => one(db, 'select count(*)::int as n from reports where details = $1', [marker]),
    },
    {
      kind: 'profile edit',
      send: (url, key, marker) => json(url, 'PUT', '/api/auth/profile', key, { bio: marker }),
      count: (db, _marker, key) => one(db, "select count(*)::int as n from idempotent_writes where key = $1 and kind = 'profile'", [key]),
    },
  ];

  // Made before the kills begin, one per round: people to report (two reports a day per person and story), finished uploads.
  const spareReporters: string[] = [];
  const finishedUploads: string[] = [];
  const given = new Map<string, string>();
  const spare = (from: string[], marker: string) => {
    if (!given.has(marker)) given.set(marker, from.pop() ?? '');
    return given.get(marker)!;
  };

  async function boot() {
    server = await startServer(env, port);
    return Date.now();
  }

  beforeAll(async () => {
    photo = await jpegWithGps(1600, 1200);
    port = await freePort();
    dataDir = await mkdtemp(path.join(tmpdir(), 'nnoboa-crash-'));
    const adminEmail = uniqueEmail('admin');
    env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      STATIC_DIR: 'none',
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      ADMIN_EMAILS: adminEmail,
    };
    if (databaseKind === 'postgres') {
      const target = await createPostgresUrl('migrated');
      if (!target) throw new Error('No PostgreSQL server for the tests');
      env.DATABASE_URL = target.url;
      dropPostgres = target.drop;
    }
    await boot();
    const at = { url: `http://127.0.0.1:${port}` } as TestServer;
    const owner = await signUpAndVerify(at, uniqueEmail('owner'));
    token = owner.accessToken;
    const admin = await signUpAndVerify(at, adminEmail);
    for (let round = 0; round <= roundsPerKind; round++) {
      spareReporters.push((await signUpAndVerify(at, uniqueEmail('reporter'))).accessToken);
      const tus = { 'tus-resumable': '1.0.0', authorization: `Bearer ${token}` };
      const created = await fetch(`${at.url}/api/uploads/resumable`, {
        method: 'POST',
        headers: { ...tus, 'upload-length': String(photo.length) },
      });
      const location = created.headers.get('location') ?? '';
      await fetch(`${at.url}${location}`, {
        method: 'PATCH',
        headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
        body: new Uint8Array(photo),
      });
      finishedUploads.push(location.split('/').pop() ?? '');
    }
    const cover = (await (await writes[0]!.send(at.url, randomUUID(), '')).json()) as { id: string };
    const story = (await (
      await json(at.url, 'POST', '/api/campaigns', randomUUID(), storyFields({ cover_upload_id: cover.id }))
    ).json()) as {
      id: string;
    };
    storyId = story.id;
    const approved = await json(
      at.url,
      'POST',
      `/api/admin/campaigns/${storyId}/moderate`,
      randomUUID(),
      { action: 'approve' },
      admin.accessToken,
    );
    expect(approved.status).toBe(200);
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await dropPostgres?.();
    await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'stores every item exactly once and answers the replay once the dead request’s claim lapses (about 5 s)',
    { timeout: 600_000 },
    async () => {
      const url = `http://127.0.0.1:${port}`;
      // How long each kind of write takes here, so the kills land before, during and after it.
      const spans = new Map<Write, number>();
      for (const write of writes) {
        const started = Date.now();
        expect((await write.send(url, randomUUID(), `timing-${randomUUID()}`)).status).toBeLessThan(300);
        spans.set(write, Math.max(20, (Date.now() - started) * 1.5));
      }
      const longest = Math.max(...spans.values());
      const sent: Array<{ write: Write; key: string; marker: string }> = [];
      for (let round = 0; round < roundsPerKind; round++) {
        // One kill a round, in the middle of every kind of write at once: each write starts so that the kill lands at a
        // random point of its own span, as if it were the only one.
        const writing = writes.map((write) => ({ write, key: randomUUID(), marker: `${write.kind} ${round} ${randomUUID()}` }));
        sent.push(...writing);
        const first = writing.map(({ write, key, marker }) =>
          pause(longest - Math.random() * spans.get(write)!)
            .then(() => write.send(url, key, marker))
            .catch(() => null),
        );
        await pause(longest);
        await server.kill();
        await Promise.all(first);
        const back = await boot();
        await Promise.all(
          writing.map(async ({ write, key, marker }) => {
            let answer: Response;
            do {
              answer = await write.send(url, key, marker);
              if (answer.status === 409) await pause(100);
            } while (answer.status === 409 && Date.now() - back < 60_000);
            const waited = Date.now() - back;
            expect(answer.status, `${write.kind}: ${await answer.text()}`).toBeLessThan(300);
            // The dead request's claim lapses with its lease (seconds, not the hours a key is kept): 5 s, plus what
            // these writes take on this machine right now, so a busy machine is not mistaken for a stuck claim.
            expect(waited, `${write.kind} answered ${waited} ms after the restart`).toBeLessThan(5000 + 4 * longest);
            // Once more, now surely after an answer was stored: the same answer, nothing new.
            expect((await write.send(url, key, marker)).status).toBeLessThan(300);
          }),
        );
      }
      await server.stop();
      const db =
        databaseKind === 'postgres' ? await openPostgres(env.DATABASE_URL!, 2) : await openDatabase({ databaseUrl: null, dataDir });
      try {
        for (const { write, key, marker } of sent) expect(await write.count(db, marker, key), `${write.kind} ${marker}`).toBe(1);
      } finally {
        await db.close();
      }
    },
  );
});
