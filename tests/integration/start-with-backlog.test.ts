// The server starts whatever waits in its database. After an outage 150,000
// gifts may sit pending past their time: the server listens and answers first,
// then expires them in short batches while it keeps answering, and a stop in
// the middle leaves the rest for later. A real process on each database.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';
import { openPostgres } from '../../server/db/postgres';
import { sweepBatch } from '../../server/schedule/batches';
import { createPostgresUrl } from '../helpers/databases';
import { freePort } from '../helpers/postgres-cluster';

const backlog = 150_000;
const ownerId = '5b0e8c53-49a4-4f4b-9d0b-8f7a6f1d0001';
const storyId = '5b0e8c53-49a4-4f4b-9d0b-8f7a6f1d0002';

/** The schema, a live story, and the backlog: gifts pending for three days, made by one statement. */
async function fillBacklog(db: Database): Promise<void> {
  await migrate(db);
  await db.query("insert into auth_users (id, email, email_confirmed_at, user_metadata) values ($1, 'owner@example.com', now(), '{}')", [
    ownerId,
  ]);
  await db.query("insert into users (id, email, full_name) values ($1, 'owner@example.com', 'Ama Owusu')", [ownerId]);
  await db.query(
    `insert into campaigns (id, owner_id, slug, title, summary, story, category, region, beneficiary, goal, deadline, status)
     values ($1, $2, 'school-fees-for-kofi', 'School fees for Kofi', 'Kofi needs his fees for the new school year.',
             repeat('Kofi starts secondary school in September and his family cannot pay the fees. ', 3),
             'education', 'Ashanti', 'Kofi', 500000, current_date + 30, 'active')`,
    [storyId, ownerId],
  );
  await db.transaction(async (tx) => {
    // Pending gifts change no kept figure: the insert skips the triggers that would find nothing to do, so the backlog costs seconds.
    await tx.query('set local session_replication_role = replica');
    await tx.query(
      `insert into donations (campaign_id, amount, requested_amount, payer_key, method, provider, reference, status, created_at)
       select $1, 1000, 1000, encode(sha256(('payer ' || i % 5000)::bytea), 'hex'), 'mtn_momo', 'demo', 'backlog-' || i, 'pending',
              now() - interval '3 days' - i * interval '1 second'
         from generate_series(1, $2::int) i`,
      [storyId, backlog],
    );
  });
}

interface Running {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

async function start(env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      STATIC_DIR: 'none',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'debug',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** Waits for the first answer of /api/health; the limit only catches a server that never starts (a busy machine takes a while to load). */
async function firstHealth(running: Running): Promise<void> {
  const began = Date.now();
  for (;;) {
    if (running.child.exitCode !== null) throw new Error(`the server exited while starting:\n${running.output()}`);
    const ok = await fetch(`${running.url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() - began > 150_000) throw new Error(`the server did not answer:\n${running.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const logLines = (running: Running) =>
  running
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg: string; expired?: number });

const batchesDone = (running: Running) => logLines(running).filter((line) => line.msg === 'a batch of pending donations expired').length;

interface Target {
  kind: 'pglite' | 'postgres';
  env: Record<string, string>;
  open(): Promise<Database>;
  drop(): Promise<void>;
}

async function pgliteTarget(): Promise<Target> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'nnoboa-backlog-'));
  return {
    kind: 'pglite',
    env: { DATA_DIR: dataDir },
    open: () => openPglite(path.join(dataDir, 'pglite')),
    drop: () => rm(dataDir, { recursive: true, force: true }),
  };
}

async function postgresTarget(): Promise<Target> {
  const database = await createPostgresUrl('migrated');
  if (!database) throw new Error('No PostgreSQL server for the tests');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'nnoboa-backlog-'));
  return {
    kind: 'postgres',
    env: { DATABASE_URL: database.url, DATA_DIR: dataDir },
    open: () => openPostgres(database.url, 2),
    async drop() {
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const targets: Array<() => Promise<Target>> = [pgliteTarget, ...(inject('postgresUrl') ? [postgresTarget] : [])];

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

async function counts(target: Target): Promise<{ pending: number; expired: number }> {
  const db = await target.open();
  try {
    const [row] = await db.query<{ pending: number; expired: number }>(
      `select count(*) filter (where status = 'pending')::int as pending, count(*) filter (where status = 'expired')::int as expired
         from donations`,
    );
    return row ?? { pending: 0, expired: 0 };
  } finally {
    await db.close();
  }
}

describe.each(targets.map((make) => ({ make, kind: make === pgliteTarget ? 'pglite' : 'postgres' })))(
  'a server starting on 150,000 stale pending gifts, on $kind',
  ({ make }) => {
    it('listens and answers at once, expires them in short batches while it answers, and stops between two batches', async () => {
      const target = await make();
      cleanups.push(() => target.drop());
      const db = await target.open();
      try {
        await fillBacklog(db);
      } finally {
        await db.close();
      }

      const running = await start(target.env);
      cleanups.push(async () => {
        if (running.child.exitCode === null) running.child.kill('SIGKILL');
        await running.exited;
      });
      await firstHealth(running);
      // Start-up did not wait for the sweep: it has not ended a run yet (a run logs when it ends).
      expect(logLines(running).some((line) => line.msg === 'Server listening at ' + running.url)).toBe(true);
      expect(logLines(running).some((line) => line.msg === 'pending donations expired')).toBe(false);

      // The sweep goes on after start, a batch at a time, and requests are answered meanwhile.
      await expect.poll(() => batchesDone(running), { timeout: 60_000, interval: 100 }).toBeGreaterThanOrEqual(3);
      for (let i = 0; i < 5; i++) {
        const list = await fetch(`${running.url}/api/campaigns?limit=12`);
        expect(list.status).toBe(200);
        expect(((await list.json()) as { items: Array<{ id: string }> }).items.map((c) => c.id)).toEqual([storyId]);
      }

      // Stopping waits for the batch under way, not for the backlog.
      running.child.kill('SIGTERM');
      expect(await running.exited).toBe(0);
      const ended = logLines(running).find((line) => line.msg === 'pending donations expired');
      const after = await counts(target);
      expect(after.pending + after.expired).toBe(backlog);
      expect(after.expired).toBe(ended?.expired);
      expect(after.expired).toBeGreaterThanOrEqual(3 * sweepBatch);
      expect(after.pending).toBeGreaterThan(0);
    }, 300_000);
  },
);
