// A receipt by text reaches Africa's Talking exactly once through a server killed (SIGKILL) on both databases: killed
// before the text's job ran (it is sent once after the restart), and killed while the gateway had the text but had not
// answered (it is never sent again). The server runs in its own process, as in production.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { openDatabase } from '../../server/db/open';
import { createPostgresUrl, testDatabases } from '../helpers/databases';
import { startFakeAfricasTalking, ussdSession, type FakeAfricasTalking } from '../helpers/fake-africastalking';
import { startFakePaystack, type FakePaystack } from '../helpers/fake-paystack';
import { daysFromNow, storyFields } from '../helpers/fixtures';
import { freePort } from '../helpers/postgres-cluster';
import { startServer, type BenchServer } from '../helpers/server-process';

const secretKey = 'sk_test_smscrash0123456789';

describe.each(testDatabases())('a receipt by text through a server kill on $kind', ({ kind }) => {
  let paystack: FakePaystack;
  let gateway: FakeAfricasTalking;
  let env: Record<string, string>;
  let dataDir: string;
  let port: number;
  let dropPostgres: (() => Promise<void>) | null = null;
  let server: BenchServer | null = null;
  const shortNumber = '4321';

  /** The database, opened while no server holds it (PGlite is one process's at a time). */
  async function withDatabase<T>(work: (db: Database) => Promise<T>): Promise<T> {
    const db = await openDatabase({ databaseUrl: env.DATABASE_URL ?? null, dataDir });
    try {
      return await work(db);
    } finally {
      await db.close();
    }
  }

  beforeAll(async () => {
    paystack = await startFakePaystack(secretKey);
    gateway = await startFakeAfricasTalking('nnoboa', 'atsk_crash');
    port = await freePort();
    dataDir = await mkdtemp(path.join(tmpdir(), 'nnoboa-sms-crash-'));
    env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      STATIC_DIR: 'none',
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      PAYSTACK_SECRET_KEY: secretKey,
      PAYSTACK_BASE_URL: paystack.url,
      AFRICASTALKING_USERNAME: 'nnoboa',
      AFRICASTALKING_API_KEY: 'atsk_crash',
      AFRICASTALKING_BASE_URL: gateway.url,
    };
    if (kind === 'postgres') {
      const target = await createPostgresUrl('migrated');
      if (!target) throw new Error('No PostgreSQL server for the tests');
      env.DATABASE_URL = target.url;
      dropPostgres = target.drop;
    }
    // A live story to give to, written before the server starts.
    await withDatabase(async (db) => {
      await migrate(db);
      const owner = randomUUID();
      await db.query("insert into auth_users (id, email, email_confirmed_at, user_metadata) values ($1, $2, now(), '{}')", [
        owner,
        'owner@example.org',
      ]);
      await db.query('insert into users (id, email, full_name) values ($1, $2, $3)', [owner, 'owner@example.org', 'Abena Owner']);
      const f = storyFields({ deadline: daysFromNow(30) });
      await db.query(
        `insert into campaigns (owner_id, slug, title, summary, story, category, region, beneficiary, goal, deadline, status, short_number)
         values ($1, 'a-borehole', $2, $3, $4, $5, $6, $7, $8, $9, 'active', $10)`,
        [owner, f.title, f.summary, f.story, f.category, f.region, f.beneficiary, f.goal, f.deadline, Number(shortNumber)],
      );
    });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await paystack.close();
    await gateway.close();
    await dropPostgres?.();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** A gift by USSD from `phone`, approved and settled by Paystack's webhook. */
  async function giveAndSettle(phone: string): Promise<void> {
    const url = `http://127.0.0.1:${port}`;
    const session = ussdSession(url, { phone, serviceCode: `*920*44*${shortNumber}#` });
    await session.send();
    await session.send('2');
    expect((await session.send('1')).body).toMatch(/^END Approve the prompt/);
    const charge = paystack.requests.filter((r) => r.path === '/charge').at(-1);
    const { body, signature } = paystack.chargeWebhook((charge?.body as { reference: string }).reference);
    const settled = await fetch(`${url}/api/payments/webhook/paystack`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
      body,
    });
    expect(await settled.json()).toEqual({ received: true, outcome: 'applied' });
  }

  it('sends a receipt once when the server died before its job ran', { timeout: 300_000 }, async () => {
    const phone = '+233241110001';
    // No job runs on this first server: the receipt waits in the queue, committed with the gift.
    server = await startServer({ ...env, JOB_WORKERS: '0' }, port);
    await giveAndSettle(phone);
    await server.kill();
    expect(gateway.received.filter((text) => text.to === phone)).toHaveLength(0);

    server = await startServer(env, port);
    await gateway.waitFor(1, 60_000, phone);
    await server.stop();
    server = null;
    expect(gateway.received.filter((text) => text.to === phone)).toHaveLength(1);
    await withDatabase(async (db) => {
      expect(await db.query("select 1 from jobs where kind like 'sms.%' or kind like '%:sms.%'")).toHaveLength(0);
      const rows = await db.query<{ status: string; to_phone: string | null }>(
        "select status, to_phone from sms_messages where kind = 'receipt'",
      );
      expect(rows).toEqual([{ status: 'sent', to_phone: null }]);
    });
  });

  it('never sends a receipt twice when the server died while the gateway had it', { timeout: 300_000 }, async () => {
    const phone = '+233241110002';
    server = await startServer(env, port);
    gateway.hold = true;
    await giveAndSettle(phone);
    // The gateway has the text and holds its answer; the server dies waiting.
    await gateway.waitFor(1, 60_000, phone);
    await server.kill();
    gateway.release();
    // A claimed job runs again once its lease ends (five minutes): the test moves that moment to now.
    await withDatabase(async (db) => {
      expect(await db.query<{ status: string }>('select status from sms_messages where to_phone = $1', [phone])).toEqual([
        { status: 'sending' },
      ]);
      await db.query("update jobs set run_at = now() where kind = 'sms.send'");
    });
    server = await startServer(env, port);
    // Another gift after the restart: once its receipt is out, the older job (due first) has surely run.
    await giveAndSettle('+233241110003');
    await gateway.waitFor(1, 60_000, '+233241110003');
    await server.stop();
    server = null;
    await withDatabase(async (db) => {
      const [row] = await db.query<{ status: string; to_phone: string | null; n: number }>(
        "select status, to_phone, (select count(*)::int from jobs where kind = 'sms.send') as n from sms_messages where phone_hash = (select phone_hash from sms_messages where status = 'unconfirmed')",
      );
      expect(row).toEqual({ status: 'unconfirmed', to_phone: null, n: 0 });
    });
    expect(gateway.received.filter((text) => text.to === phone)).toHaveLength(1);
  });
});
