// The durable job queue: a job runs once after its transaction commits, a failing one is tried again and then kept as
// dead, two servers on one PostgreSQL never run the same job twice, and a job outlives a server killed before it ran.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { openPostgres } from '../../server/db/postgres';
import { JobQueue, type JobQueueOptions } from '../../server/jobs/queue';
import { createPostgresUrl, testDatabases } from '../helpers/databases';
import { liveStoryWithoutSignIn } from '../helpers/fixtures';
import { startServer } from '../helpers/server-process';
import { startSmtpInbox } from '../helpers/smtp-inbox';
import type { TestServer } from '../helpers/test-server';

const log = Fastify().log;
const quick: Partial<JobQueueOptions> = { pollMs: 50, retryDelaySeconds: () => 0.05, maxAttempts: 3 };

const jobsOf = (db: Database) =>
  db.query<{ kind: string; attempts: number; last_error: string | null; dead: boolean }>(
    'select kind, attempts, last_error, dead_at is not null as dead from jobs order by id',
  );

describe.each(testDatabases())('the job queue on $kind', ({ create }) => {
  let db: Database;
  let queue: JobQueue;
  const ran: string[] = [];
  let failuresLeft = 0;

  beforeAll(async () => {
    db = await create();
    await migrate(db);
    queue = new JobQueue(db, log, quick);
    queue.register('note', async (payload) => void ran.push((payload as { n: string }).n));
    queue.register('flaky', async (payload) => {
      if (failuresLeft-- > 0) throw new Error('the mail server is down');
      ran.push((payload as { n: string }).n);
    });
    queue.register('broken', async () => {
      throw new Error('always fails');
    });
    queue.start();
  });
  afterAll(async () => {
    await queue.stop();
    await db.close();
  });

  it('runs a job once its transaction commits, then deletes it; a rolled-back one never runs', async () => {
    await db
      .transaction(async (tx) => {
        await queue.enqueue(tx, ['note'], { n: 'rolled back' });
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    await db.transaction((tx) => queue.enqueue(tx, ['note'], { n: 'committed' }));
    queue.nudge();
    await queue.idle();
    expect(ran).toEqual(['committed']);
    expect(await jobsOf(db)).toEqual([]);
  });

  it('tries a failing job again, and runs it once it succeeds', async () => {
    ran.length = 0;
    failuresLeft = 2;
    await db.transaction((tx) => queue.enqueue(tx, ['flaky'], { n: 'sent at last' }));
    queue.nudge();
    await expect.poll(() => ran, { timeout: 10_000 }).toEqual(['sent at last']);
    await queue.idle();
    expect(await jobsOf(db)).toEqual([]);
  });

  it('keeps a job that failed every attempt as dead, with its last error, and runs it no more', async () => {
    await db.transaction((tx) => queue.enqueue(tx, ['broken'], {}));
    queue.nudge();
    await expect.poll(async () => (await jobsOf(db))[0]?.dead, { timeout: 10_000 }).toBe(true);
    // Nothing is due any more: the queue, asked again, leaves the dead job as it is.
    await queue.idle();
    expect(await jobsOf(db)).toEqual([{ kind: 'broken', attempts: 3, last_error: 'always fails', dead: true }]);
  });
});

const postgres = testDatabases().filter((factory) => factory.kind === 'postgres');

describe.each(testDatabases())('the job queue on $kind, with more jobs than places', ({ create }) => {
  it('runs more jobs than it runs at once, one batch after another, without waiting for its next look', async () => {
    const db = await create();
    await migrate(db);
    const slow = new JobQueue(db, log, { ...quick, concurrency: 2, pollMs: 60_000 });
    const done: number[] = [];
    let busy = 0;
    let mostAtOnce = 0;
    slow.register('step', async (payload) => {
      busy += 1;
      mostAtOnce = Math.max(mostAtOnce, busy);
      await new Promise((resolve) => setTimeout(resolve, 20));
      done.push((payload as { n: number }).n);
      busy -= 1;
    });
    await db.transaction((tx) =>
      slow.enqueueEach(
        tx,
        'step',
        Array.from({ length: 9 }, (_, n) => ({ n })),
      ),
    );
    const started = Date.now();
    slow.start();
    // Watched from outside: idle() would nudge the queue, which must find its next batch by itself.
    await expect.poll(() => done.length, { timeout: 10_000, interval: 20 }).toBe(9);
    await slow.stop();
    expect(done.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(mostAtOnce).toBe(2);
    // Its next look is a minute away: the batches followed each other as places came free.
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await jobsOf(db)).toEqual([]);
    await db.close();
  });
});

describe.each(postgres)('jobs across servers on $kind', () => {
  it('never runs one job on two servers', async () => {
    const target = await createPostgresUrl('migrated');
    if (!target) throw new Error('No PostgreSQL server for the tests');
    const [a, b] = [await openPostgres(target.url, 4), await openPostgres(target.url, 4)];
    try {
      await migrate(a);
      const runs: Array<{ server: string; n: number }> = [];
      const queues = [a, b].map((db, i) => {
        const queue = new JobQueue(db, log, { ...quick, concurrency: 4 });
        // Slow enough that both servers are busy at once.
        queue.register('count', async (payload) => {
          runs.push({ server: String(i), n: (payload as { n: number }).n });
          await new Promise((resolve) => setTimeout(resolve, 5));
        });
        return queue;
      });
      for (const queue of queues) queue.start();
      for (let batch = 0; batch < 10; batch++) {
        await a.transaction(async (tx) => {
          for (let n = batch * 20; n < batch * 20 + 20; n++) await queues[0]!.enqueue(tx, ['count'], { n });
        });
        for (const queue of queues) queue.nudge();
      }
      await expect.poll(() => runs.length, { timeout: 20_000 }).toBe(200);
      // Both queues asked again until neither has anything due: no job runs a second time.
      await Promise.all(queues.map((queue) => queue.idle()));
      expect(runs).toHaveLength(200);
      expect(new Set(runs.map((run) => run.n)).size).toBe(200);
      // Both took part: the claim is shared, not one server's.
      expect(new Set(runs.map((run) => run.server)).size).toBe(2);
      await Promise.all(queues.map((queue) => queue.stop()));
    } finally {
      await a.close();
      await b.close();
      await target.drop();
    }
  });
});

describe.each(postgres)('a job through a server killed on $kind', () => {
  let dataDir: string;
  let drop: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'nnoboa-jobs-'));
  });
  afterAll(async () => {
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is run once by the next server when the one that took the change was killed before running it', { timeout: 300_000 }, async () => {
    const target = await createPostgresUrl('migrated');
    if (!target) throw new Error('No PostgreSQL server for the tests');
    drop = target.drop;
    const smtp = await startSmtpInbox();
    const env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      STATIC_DIR: 'none',
      DATA_DIR: dataDir,
      DATABASE_URL: target.url,
      SMTP_URL: smtp.url,
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    };
    const db = await openPostgres(target.url, 2);
    try {
      // This server runs no jobs, so the receipt is still queued when it dies.
      const first = await startServer({ ...env, JOB_WORKERS: '0' });
      const { storyId } = await liveStoryWithoutSignIn(
        { app: { db } } as unknown as TestServer,
        {
          email: 'owner@example.com',
          name: 'Ama Owner',
        },
        { slug: 'borehole', title: 'A borehole for Kpong' },
      );
      const started = (await (
        await fetch(`${first.url}/api/donations`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ campaign: storyId, amount: 5_000, method: 'card', donor_name: 'Kofi', email: 'kofi@example.com' }),
        })
      ).json()) as { reference: string };
      const paid = await fetch(`${first.url}/pay/demo/${started.reference}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'choice=approve',
        redirect: 'manual',
      });
      expect(paid.status).toBeLessThan(400);
      await expect
        .poll(
          async () =>
            (await db.query<{ status: string }>('select status from donations where reference = $1', [started.reference]))[0]?.status,
          {
            timeout: 20_000,
          },
        )
        .toBe('succeeded');
      const queued = await db.query<{ kind: string }>('select kind from jobs order by kind');
      expect(queued.map((job) => job.kind)).toContain('donation.succeeded:mail.receipt');
      await first.kill();
      expect(smtp.inbox).toEqual([]);

      const second = await startServer(env);
      try {
        await smtp.arrived(2);
        await expect.poll(async () => (await db.query('select 1 from jobs')).length, { timeout: 20_000 }).toBe(0);
      } finally {
        await second.stop();
      }
      // No job left and the server stopped: nothing more can be sent, and each mail went once.
      expect(smtp.inbox.map((mail) => mail.to[0]).sort()).toEqual(['kofi@example.com', 'owner@example.com']);
    } finally {
      await db.close();
      await smtp.close();
    }
  });
});
